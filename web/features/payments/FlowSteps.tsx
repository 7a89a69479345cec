import type { FlowStep } from './member-payment-flow';

const STEPS: { step: FlowStep; label: string }[] = [
  { step: 'select', label: 'Select' },
  { step: 'instructions', label: 'Pay' },
  { step: 'upload', label: 'Upload' },
  { step: 'success', label: 'Done' },
];

/** Where the member is in the four steps; the current one is marked for screen readers. */
export function FlowSteps({ current }: { current: FlowStep }) {
  const index = STEPS.findIndex((s) => s.step === current);
  return (
    <ol className="mb-4 grid grid-cols-4 gap-1" aria-label="Steps">
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
            <span className="sr-only">Step {i + 1}: </span>
            {s.label}
            {i < index ? <span className="sr-only"> (done)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
