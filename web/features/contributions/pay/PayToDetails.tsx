import { paymentMethod, type PaymentMethodId } from '../../../../shared/payment-methods';
import type { PurseDetails } from '../../../../shared/payment-methods-offered';
import { payments_noPayDetails, payments_payBy, payments_transferToAccount } from '../../../../shared/i18n/paraglide/messages.js';
import { CopyField } from './CopyField';
import { payToLines } from './payment-forms';

/**
 * Where to send a payment by `method`, as the purse's admin entered it, each line with a Copy
 * button; read from the purse row on the phone, so it shows offline. With no method (a purse saved
 * before details were required) it says so instead of leaving the member guessing.
 */
export function PayToDetails({ project, method }: { project: PurseDetails; method: PaymentMethodId | null }) {
  if (method === null) {
    return (
      <p role="note" className="rounded-field bg-warning/15 p-3 text-sm">
        {payments_noPayDetails()}
      </p>
    );
  }
  const lines = payToLines(project, method);
  const { label, description } = paymentMethod(method);
  const title = method === 'bank_transfer' ? payments_transferToAccount() : payments_payBy({ method: label });
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
      <h3 className="font-semibold">{title}</h3>
      {lines.map((line) => (
        <CopyField key={line.label} label={line.label} value={line.value} />
      ))}
      {project.paymentInstructions ? (
        <p className="text-sm break-words whitespace-pre-line text-base-content/80">{project.paymentInstructions}</p>
      ) : lines.length === 0 ? (
        <p className="text-sm text-base-content/80">{description}</p>
      ) : null}
    </section>
  );
}
