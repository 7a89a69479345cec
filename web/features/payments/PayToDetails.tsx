import { paymentMethod, type PaymentMethodId } from '../../../shared/payment-methods';
import type { LocalProject } from '../../data/db';
import { CopyField } from './CopyField';
import { payToLines } from './payment-forms';

/** Where to send a payment by the chosen method, as the purse's admin entered it, with Copy buttons. */
export function PayToDetails({ project, method }: { project: LocalProject; method: PaymentMethodId }) {
  const lines = payToLines(project, method);
  if (lines.length === 0 && !project.paymentInstructions) return null;
  return (
    <section aria-label={`Where to pay by ${paymentMethod(method).label}`} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
      <p className="text-sm font-semibold">Pay to</p>
      {lines.map((line) => (
        <CopyField key={line.label} label={line.label} value={line.value} />
      ))}
      {project.paymentInstructions ? <p className="text-sm break-words whitespace-pre-line text-base-content/80">{project.paymentInstructions}</p> : null}
    </section>
  );
}
