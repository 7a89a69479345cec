import { Link } from '@tanstack/react-router';
import { reconcile_noMoney, reconcile_noMoneyEmpty, reconcile_review, reconcile_reviewLabel } from '../../../shared/i18n/paraglide/messages.js';
import type { PendingProofView } from '../../../shared/reconciliation';
import { ProofFacts } from './PairParts';
import { ReconcileSection } from './ReconcileSection';

/** Proof with no money: pending proofs no imported credit pays, each a link to its review. */
export function UnmatchedProofs({ proofs }: { proofs: readonly PendingProofView[] }) {
  return (
    <ReconcileSection id="no-money" title={reconcile_noMoney()} count={proofs.length} empty={reconcile_noMoneyEmpty()}>
      {proofs.map((proof) => (
        <li key={proof.contributionId} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
          <ProofFacts proof={proof} />
          <Link
            to="/admin"
            search={{ review: proof.contributionId }}
            className="btn btn-sm btn-outline h-11"
            aria-label={reconcile_reviewLabel({ payer: proof.payerName })}
          >
            {reconcile_review()}
          </Link>
        </li>
      ))}
    </ReconcileSection>
  );
}
