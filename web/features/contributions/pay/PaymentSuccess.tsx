import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import {
  payments_makeAnother,
  payments_savedOnPhoneText,
  payments_savedOnPhoneTitle,
  payments_successText,
  payments_successTitle,
  payments_viewMyContributions,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb } from '../../../data/db';
import { useOnline } from '../../../lib/use-online';
import { successWording } from './success-wording';

/**
 * Step 4 (SPEC §2): the proof is in; see it in My Contributions or make another. With no signal
 * it says the proof is only on this phone, and turns to the spec's 'Payment Submitted
 * Successfully!' once the outbox has sent it.
 */
export function PaymentSuccess({ db, contributionId, onAnother }: { db: DeviceDb; contributionId: string; onAnother: () => void }) {
  const online = useOnline();
  // The create leaves the outbox when the server has applied it (sync/apply-push.ts).
  const queued = useLiveQuery(
    async () => (await db.outbox.filter((e) => e.type === 'contribution.create' && e.target.id === contributionId).count()) > 0,
    [db, contributionId],
    true,
  );
  const onPhone = successWording({ queued, online }) === 'saved-on-phone';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 px-4 py-8 text-center">
      <span
        className={`flex size-16 items-center justify-center rounded-full ${onPhone ? 'bg-warning/15 text-base-content' : 'bg-success/15 text-success'}`}
        aria-hidden="true"
      >
        {onPhone ? (
          // A phone with a tick: kept here, not sent.
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
            <path d="M9.5 12l2 2 3.5-4" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        )}
      </span>
      {/* Polite live region: when the signal comes back and the proof goes, the new words are read out. */}
      <div aria-live="polite" className="flex flex-col items-center gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {onPhone ? payments_savedOnPhoneTitle() : payments_successTitle()}
        </h2>
        <p className="text-base-content/80">{onPhone ? payments_savedOnPhoneText() : payments_successText()}</p>
      </div>
      <div className="mt-2 flex w-full flex-col gap-2">
        <Link to="/my-contributions" className="btn btn-primary btn-block">
          {payments_viewMyContributions()}
        </Link>
        <button type="button" className="btn btn-block" onClick={onAnother}>
          {payments_makeAnother()}
        </button>
      </div>
    </div>
  );
}
