import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import {
  payments_makeAnother,
  payments_successOffline,
  payments_successText,
  payments_successTitle,
  payments_viewMyContributions,
} from '../../../shared/i18n/paraglide/messages.js';
import { useOnline } from '../../lib/use-online';

/** Step 4 (SPEC §2): the proof is in; see it in My Contributions or make another. */
export function PaymentSuccess({ onAnother }: { onAnother: () => void }) {
  const online = useOnline();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-3 rounded-box border border-base-300 bg-base-100 px-4 py-8 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success/15 text-success" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
        {payments_successTitle()}
      </h2>
      <p className="text-base-content/80">{payments_successText()}</p>
      {online ? null : (
        <p role="status" className="rounded-field bg-warning/15 px-3 py-2 text-sm">
          {payments_successOffline()}
        </p>
      )}
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
