import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { payments_sharedSend, payments_sharedWaiting } from '../../../../shared/i18n/paraglide/messages.js';
import { newestSharedReceipt } from '../../../data/shared-receipts';

/**
 * A receipt shared from the bank app that was not sent yet (the app closed before Submit, issue
 * 27 §1), one tap from the pay flow with it attached. Nothing when none is waiting.
 */
export function SharedReceiptWaiting() {
  const waiting = useLiveQuery(() => newestSharedReceipt(), []);
  if (!waiting) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-box border border-primary/40 bg-primary/5 p-3">
      <p className="min-w-0 flex-1 text-sm font-medium">{payments_sharedWaiting()}</p>
      <Link to="/member-payment" search={{ shared: waiting.id }} className="btn btn-primary btn-sm h-11">
        {payments_sharedSend()}
      </Link>
    </div>
  );
}
