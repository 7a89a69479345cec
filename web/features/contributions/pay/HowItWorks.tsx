import {
  payments_howItWorks,
  payments_howStep1,
  payments_howStep2,
  payments_howStep3,
  payments_howStep4,
  payments_pendingNotice,
} from '../../../../shared/i18n/paraglide/messages.js';

/** The Make Payment page's information steps (SPEC §2). */
export function HowItWorks() {
  const steps = [payments_howStep1(), payments_howStep2(), payments_howStep3(), payments_howStep4()];
  return (
    <section aria-labelledby="how-it-works" className="rounded-box border border-base-300 bg-base-100 p-3">
      <h2 id="how-it-works" className="mb-2 font-semibold">
        {payments_howItWorks()}
      </h2>
      <ol className="flex flex-col gap-2 text-sm">
        {steps.map((text, index) => (
          <li key={text} className="flex gap-2">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-bold text-primary" aria-hidden="true">
              {index + 1}
            </span>
            <span>{text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The notice that nothing counts until an admin approves it (SPEC §2). */
export function PendingNotice() {
  return (
    <p role="note" className="flex gap-2 rounded-field border border-warning bg-warning/10 p-3 text-sm">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-warning" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />
      </svg>
      <span>{payments_pendingNotice()}</span>
    </p>
  );
}
