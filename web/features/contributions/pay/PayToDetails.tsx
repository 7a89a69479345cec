import { paymentMethod, type PaymentMethodId } from '../../../../shared/payment-methods';
import type { PurseDetails } from '../../../../shared/payment-methods-offered';
import { payments_noPayDetails, payments_payBy, payments_payCode, payments_payCodeNote, payments_transferToAccount } from '../../../../shared/i18n/paraglide/messages.js';
import { CopyField } from '../../../ui/CopyField';
import { payToLines } from './payment-forms';
import { usePayCode, type PurseForCode } from './use-pay-code';

/**
 * Where to send a payment by `method`, as the purse's admin entered it, each line with a Copy
 * button; read from the purse row on the phone, so it shows offline. With no method (a purse saved
 * before details were required) it says so instead of leaving the member guessing. A transfer
 * shows the member's payment code for the purse, to put in its narration.
 */
export function PayToDetails({ project, method }: { project: PurseDetails & PurseForCode; method: PaymentMethodId | null }) {
  const code = usePayCode(project);
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
      {/* A transfer carries a narration: the member's code there tells the treasurer who paid for what (issue 27 §3). */}
      {method === 'bank_transfer' && code ? (
        <div className="flex flex-col gap-1 rounded-field border border-primary/40 bg-primary/5 p-2">
          <CopyField label={payments_payCode()} value={code} />
          <p className="px-1 text-sm text-base-content/80">{payments_payCodeNote()}</p>
        </div>
      ) : null}
      {project.paymentInstructions ? (
        <p className="text-sm break-words whitespace-pre-line text-base-content/80">{project.paymentInstructions}</p>
      ) : lines.length === 0 ? (
        <p className="text-sm text-base-content/80">{description}</p>
      ) : null}
    </section>
  );
}
