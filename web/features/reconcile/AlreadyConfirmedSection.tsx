import { reconcile_alreadyConfirmed, reconcile_alreadyConfirmedEmpty, reconcile_alreadyConfirmedPayment, reconcile_linkPayment, reconcile_linkPaymentLabel } from '../../../shared/i18n/paraglide/messages.js';
import type { AlreadyConfirmedView } from '../../../shared/reconciliation';
import { BusyButton } from '../../ui/BusyButton';
import { formatDateTime, formatNairaExact } from '../../lib/format';
import { CreditFacts, MatchReasons } from './PairParts';
import { ReconcileSection } from './ReconcileSection';

/**
 * Credits that are the money of a payment confirmed before (by hand, or cash recorded): not money
 * with no proof (issue 22 §6). One tap links the credit to that payment; nothing is counted again.
 */
export function AlreadyConfirmedSection({
  known,
  online,
  busy,
  onLink,
}: {
  known: readonly AlreadyConfirmedView[];
  online: boolean;
  busy: boolean;
  onLink: (creditId: string, contributionId: string) => void;
}) {
  return (
    <ReconcileSection id="already-confirmed" title={reconcile_alreadyConfirmed()} count={known.length} empty={reconcile_alreadyConfirmedEmpty()}>
      {known.map(({ credit, payment, reasons }) => (
        <li key={credit.id} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
          <CreditFacts credit={credit} />
          <p className="rounded-field bg-success/10 px-2.5 py-1.5 text-sm">
            {reconcile_alreadyConfirmedPayment({ payer: payment.payerName, amount: formatNairaExact(payment.amountKobo), when: formatDateTime(payment.decidedAt) })}
          </p>
          <MatchReasons reasons={reasons} />
          <BusyButton
            type="button"
            busy={busy}
            disabled={!online}
            onClick={() => onLink(credit.id, payment.contributionId)}
            className="btn btn-outline h-11"
            aria-label={reconcile_linkPaymentLabel({ line: credit.line, payer: payment.payerName })}
          >
            {reconcile_linkPayment()}
          </BusyButton>
        </li>
      ))}
    </ReconcileSection>
  );
}
