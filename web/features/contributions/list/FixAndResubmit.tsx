import { Link } from '@tanstack/react-router';
import { contributions_fixAndResubmit } from '../../../../shared/i18n/paraglide/messages.js';
import type { FixKind } from './payment-status';

const buttonClass = 'btn btn-sm btn-error btn-outline h-11';

/**
 * 'Fix and resubmit' on a payment to fix: a rejected one starts a new payment from it
 * (/make-payment?resubmit=ID); one the server refused opens its edit form (`onEdit`).
 */
export function FixAndResubmit({ id, fix, onEdit, className = '' }: { id: string; fix: FixKind; onEdit: () => void; className?: string }) {
  if (fix === 'resubmit') {
    return (
      <Link to="/make-payment" search={{ resubmit: id }} className={`${buttonClass} ${className}`} onClick={(event) => event.stopPropagation()}>
        {contributions_fixAndResubmit()}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={`${buttonClass} ${className}`}
      onClick={(event) => {
        event.stopPropagation();
        onEdit();
      }}
    >
      {contributions_fixAndResubmit()}
    </button>
  );
}
