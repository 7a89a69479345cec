import {
  payments_stepDone,
  payments_stepDoneMark,
  payments_stepNumber,
  payments_stepPay,
  payments_steps,
  payments_stepSelect,
  payments_stepUpload,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { FlowStep } from './member-payment-flow';

const STEPS: { step: FlowStep; label: () => string }[] = [
  { step: 'select', label: payments_stepSelect },
  { step: 'instructions', label: payments_stepPay },
  { step: 'upload', label: payments_stepUpload },
  { step: 'success', label: payments_stepDone },
];

/** Where the member is in the four steps; the current one is marked for screen readers. */
export function FlowSteps({ current }: { current: FlowStep }) {
  const index = STEPS.findIndex((s) => s.step === current);
  return (
    <ol className="mb-4 grid grid-cols-4 gap-1" aria-label={payments_steps()}>
      {STEPS.map((s, i) => (
        <li key={s.step} aria-current={i === index ? 'step' : undefined} className="flex flex-col items-center gap-1 text-center">
          <span
            className={`flex size-8 items-center justify-center rounded-full text-sm font-bold ${
              i < index ? 'bg-primary/15 text-primary' : i === index ? 'bg-primary text-primary-content' : 'bg-base-300 text-base-content/80'
            }`}
            aria-hidden="true"
          >
            {i < index ? '✓' : i + 1}
          </span>
          <span className={`text-xs ${i === index ? 'font-semibold' : 'text-base-content/75'}`}>
            <span className="sr-only">{payments_stepNumber({ number: i + 1 })} </span>
            {s.label()}
            {i < index ? <span className="sr-only"> {payments_stepDoneMark()}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
