import { reconcile_ref, reconcile_sent, reconcile_statementLine, reconcile_whyMatch } from '../../../shared/i18n/paraglide/messages.js';
import { matchReasonText, type MatchReason, type PendingProofView, type StatementCreditView } from '../../../shared/reconciliation';
import { formatDateTime, formatNairaExact } from '../../lib/format';
import { creditDate } from './reconcile-format';

/** A statement line as the bank printed it: line number, date, amount, narration. */
export function CreditFacts({ credit }: { credit: StatementCreditView }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <p className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold">{reconcile_statementLine({ line: credit.line })}</span>
        <span className="shrink-0 font-semibold tabular-nums">{formatNairaExact(credit.amountKobo)}</span>
      </p>
      <p className="text-xs text-base-content/75">{creditDate(credit.postedAt)}</p>
      <p className="text-sm break-words">{credit.narration}</p>
    </div>
  );
}

/** A pending proof: payer, purse, amount, when it was sent. */
export function ProofFacts({ proof }: { proof: PendingProofView }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <p className="flex items-baseline justify-between gap-2">
        <span className="min-w-0 truncate text-sm font-semibold">{proof.payerName}</span>
        <span className="shrink-0 font-semibold tabular-nums">{formatNairaExact(proof.amountKobo)}</span>
      </p>
      <p className="text-xs text-base-content/75">
        {[proof.projectName, reconcile_sent({ when: formatDateTime(proof.submittedAt) }), proof.reference ? reconcile_ref({ reference: proof.reference }) : null].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}

/** Why the server paired them, in short words that say only what the data shows; a rival candidate stands out. */
export function MatchReasons({ reasons }: { reasons: readonly MatchReason[] }) {
  return (
    <ul aria-label={reconcile_whyMatch()} className="flex flex-wrap gap-1.5">
      {reasons.map((reason) => (
        <li
          key={reason.code}
          className={`rounded-field px-2 py-0.5 text-xs ${reason.code === 'other-candidates' ? 'bg-warning/20 text-base-content' : 'bg-base-200 text-base-content/85'}`}
        >
          {matchReasonText(reason)}
        </li>
      ))}
    </ul>
  );
}
