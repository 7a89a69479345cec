import { useId, useState } from 'react';
import {
  reconcile_chooseProof,
  reconcile_codeFit,
  reconcile_codeTitle,
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
import { codesIn, type CodeBook, type CodeHolder } from '../../../shared/pay-codes';

/**
 * Money with no proof: credits no pending proof was paired with, each matchable by hand to a
 * pending proof, recordable as a member's transfer, or set aside with a reason.
 */
export function UnmatchedCredits({
  credits,
  proofs,
  choices,
  owing,
  book,
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
  /** The group's payment codes (issue 27 §3). */
  book: CodeBook;
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
          <Suggestions credit={credit} codes={codesIn(`${credit.narration} ${credit.reference ?? ''}`, book)} owing={owing} choices={choices} online={online} busy={busy} handlers={handlers} />
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

/**
 * Whom a credit is from: the member and purse of a payment code in its narration (issue 27 §3),
 * or else the members who owe on a levy, dues or rotation and fit it (issue 25 §8). A code names
 * both, so the guesses are not shown beside it. Each is one tap from being recorded as their
 * transfer; only suggestions: nothing is recorded until the admin taps.
 */
function Suggestions({
  credit,
  codes,
  owing,
  choices,
  online,
  busy,
  handlers,
}: {
  credit: StatementCreditView;
  codes: CodeHolder[];
  owing: readonly OwingMember[];
  choices: RecordChoices;
  online: boolean;
  busy: boolean;
  handlers: CreditActionHandlers;
}) {
  const coded = codes.flatMap((holder) => {
    const member = choices.members.find((m) => m.userId === holder.userId);
    const purse = choices.purses.find((p) => p.id === holder.projectId);
    return member && purse ? [{ userId: holder.userId, projectId: holder.projectId, name: member.name, purseName: purse.name, why: reconcile_codeFit({ code: holder.code }) }] : [];
  });
  const fits = coded.length > 0 ? coded : owingFits(credit, owing).map((fit) => ({ ...fit, why: fitWords(fit) }));
  if (fits.length === 0) return null;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm font-medium">{coded.length > 0 ? reconcile_codeTitle() : reconcile_owingTitle()}</p>
      <ul className="flex flex-col gap-2">
        {fits.map((fit) => (
          <li key={`${fit.userId}:${fit.projectId}`} className="flex flex-col gap-1">
            <BusyButton
              type="button"
              busy={busy}
              disabled={!online}
              onClick={() => handlers.onRecord(credit, fit.userId, fit.projectId)}
              className={`btn h-auto min-h-11 justify-start py-2 text-left ${coded.length > 0 ? 'btn-primary' : 'btn-outline btn-primary'}`}
              aria-label={reconcile_recordForLabel({ line: credit.line, member: fit.name, purse: fit.purseName })}
            >
              {reconcile_recordFor({ member: fit.name, purse: fit.purseName })}
            </BusyButton>
            <span className="text-xs text-base-content/75">{fit.why}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Why a member fits, in words: named in the narration, and what they owe. */
function fitWords(fit: OwingFit): string {
  const owes = formatNairaExact(fit.toSendKobo);
  const amount = fit.reasons.includes('amount-owed') ? reconcile_fitAmount({ amount: owes }) : fit.reasons.includes('whole-periods') ? reconcile_fitPeriods({ amount: owes }) : reconcile_fitOwes({ amount: owes });
  return fit.reasons.includes('name-in-narration') ? `${reconcile_fitName()} · ${amount}` : amount;
}
