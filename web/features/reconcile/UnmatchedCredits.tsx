import { useId, useState } from 'react';
import {
  reconcile_chooseProof,
  reconcile_confirm,
  reconcile_confirmWithProof,
  reconcile_matchByHand,
  reconcile_noCandidate,
  reconcile_noProof,
  reconcile_noProofEmpty,
  reconcile_fitAmount,
  reconcile_fitName,
  reconcile_fitOwes,
  reconcile_fitPeriods,
  reconcile_owingTitle,
  reconcile_recordFor,
  reconcile_recordForLabel,
} from '../../../shared/i18n/paraglide/messages.js';
import type { ConfirmMatches, PendingProofView, StatementCreditView } from '../../../shared/reconciliation';
import { BusyButton } from '../../ui/BusyButton';
import { formatDateTime, formatNairaExact } from '../../lib/format';
import { CreditActions, type CreditActionHandlers, type RecordChoices } from './CreditActions';
import { ReconcileSection } from './ReconcileSection';
import { CreditFacts } from './PairParts';
import { sameAmountProofs } from './reconcile-selection';
import { owingFits, type OwingFit, type OwingMember } from '../../../shared/owing-fits';

/**
 * Money with no proof: credits no pending proof was paired with, each matchable by hand to a
 * pending proof, recordable as a member's transfer, or set aside with a reason.
 */
export function UnmatchedCredits({
  credits,
  proofs,
  choices,
  owing,
  online,
  busy,
  onConfirm,
  handlers,
}: {
  credits: readonly StatementCreditView[];
  proofs: readonly PendingProofView[];
  choices: RecordChoices;
  /** What members still have to send on the group's levies, dues and rotations (issue 25 §8). */
  owing: readonly OwingMember[];
  online: boolean;
  busy: boolean;
  onConfirm: (pairs: ConfirmMatches['matches']) => void;
  handlers: CreditActionHandlers;
}) {
  return (
    <ReconcileSection id="no-proof" title={reconcile_noProof()} count={credits.length} empty={reconcile_noProofEmpty()}>
      {credits.map((credit) => (
        <li key={credit.id} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
          <CreditFacts credit={credit} />
          <MatchByHand credit={credit} candidates={sameAmountProofs(credit, proofs)} online={online} busy={busy} onConfirm={onConfirm} />
          <OwingSuggestions credit={credit} fits={owingFits(credit, owing)} online={online} busy={busy} handlers={handlers} />
          <CreditActions credit={credit} choices={choices} online={online} busy={busy} handlers={handlers} />
        </li>
      ))}
    </ReconcileSection>
  );
}

function MatchByHand({
  credit,
  candidates,
  online,
  busy,
  onConfirm,
}: {
  credit: StatementCreditView;
  candidates: PendingProofView[];
  online: boolean;
  busy: boolean;
  onConfirm: (pairs: ConfirmMatches['matches']) => void;
}) {
  const [chosen, setChosen] = useState('');
  const id = useId();
  if (candidates.length === 0) return <p className="text-sm text-base-content/75">{reconcile_noCandidate({ amount: formatNairaExact(credit.amountKobo) })}</p>;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {reconcile_matchByHand()}
      </label>
      {/* Stacked on a phone: a long proof name never runs under the button. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <select id={id} className="select w-full min-w-0 sm:w-0 sm:flex-1" value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{reconcile_chooseProof()}</option>
          {candidates.map((proof) => (
            <option key={proof.contributionId} value={proof.contributionId}>
              {proof.payerName} · {formatDateTime(proof.submittedAt)}
            </option>
          ))}
        </select>
        <BusyButton
          type="button"
          busy={busy}
          disabled={!online || chosen === ''}
          onClick={() => onConfirm([{ creditId: credit.id, contributionId: chosen }])}
          className="btn btn-primary h-11 shrink-0"
          aria-label={reconcile_confirmWithProof({ line: credit.line })}
        >
          {reconcile_confirm()}
        </BusyButton>
      </div>
    </div>
  );
}

/** Why a member fits, in words: named in the narration, and what they owe. */
function fitWords(fit: OwingFit): string {
  const owes = formatNairaExact(fit.toSendKobo);
  const amount = fit.reasons.includes('amount-owed') ? reconcile_fitAmount({ amount: owes }) : fit.reasons.includes('whole-periods') ? reconcile_fitPeriods({ amount: owes }) : reconcile_fitOwes({ amount: owes });
  return fit.reasons.includes('name-in-narration') ? `${reconcile_fitName()} · ${amount}` : amount;
}

/**
 * The members who owe on a levy, dues or rotation whom this money may be from (issue 25 §8),
 * each one tap from being recorded as their transfer. Only suggestions: nothing is recorded
 * until the admin taps.
 */
function OwingSuggestions({ credit, fits, online, busy, handlers }: { credit: StatementCreditView; fits: OwingFit[]; online: boolean; busy: boolean; handlers: CreditActionHandlers }) {
  if (fits.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium">{reconcile_owingTitle()}</p>
      <ul className="flex flex-col gap-2">
        {fits.map((fit) => (
          <li key={`${fit.userId}:${fit.projectId}`} className="flex flex-col gap-1">
            <BusyButton
              type="button"
              busy={busy}
              disabled={!online}
              onClick={() => handlers.onRecord(credit, fit.userId, fit.projectId)}
              className="btn btn-outline btn-primary h-auto min-h-11 justify-start py-2 text-left"
              aria-label={reconcile_recordForLabel({ line: credit.line, member: fit.name, purse: fit.purseName })}
            >
              {reconcile_recordFor({ member: fit.name, purse: fit.purseName })}
            </BusyButton>
            <span className="text-xs text-base-content/75">{fitWords(fit)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
