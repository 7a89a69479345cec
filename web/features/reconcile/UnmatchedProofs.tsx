import { Link } from '@tanstack/react-router';
import type { PendingProofView } from '../../../shared/reconciliation';
import { ProofFacts } from './PairParts';

/** Proof with no money: pending proofs no imported credit pays, each a link to its review. */
export function UnmatchedProofs({ proofs }: { proofs: readonly PendingProofView[] }) {
  return (
    <section aria-labelledby="no-money-title" className="flex flex-col gap-3">
      <h2 id="no-money-title" className="text-lg font-semibold">
        Proof with no money ({proofs.length})
      </h2>
      {proofs.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 px-4 py-4 text-center text-sm text-base-content/80">No pending proof is waiting for its money.</p>
      ) : (
        <ul aria-label="Proof with no money" className="flex flex-col gap-2">
          {proofs.map((proof) => (
            <li key={proof.contributionId} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
              <ProofFacts proof={proof} />
              <Link to="/admin" search={{ review: proof.contributionId }} className="btn btn-sm btn-outline h-11" aria-label={`Review the payment from ${proof.payerName}`}>
                Review
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
