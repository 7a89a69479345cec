import { useState } from 'react';
import { reconcile_check, reconcile_confident, reconcile_confirmLine, reconcile_matched, reconcile_noMatches } from '../../../shared/i18n/paraglide/messages.js';
import type { ConfirmMatches, StatementMatchView } from '../../../shared/reconciliation';
import { BusyButton } from '../../ui/BusyButton';
import { CreditFacts, MatchReasons, ProofFacts } from './PairParts';
import { ReconcileSection } from './ReconcileSection';
import { confirmLabel, isTicked, pairKey, tickedPairs } from './reconcile-selection';

/**
 * The pairs the server found, each with a tick (on by default only when it is confident) and
 * one primary button that confirms every ticked pair in one tap.
 */
export function MatchedSection({
  matches,
  online,
  busy,
  onConfirm,
}: {
  matches: readonly StatementMatchView[];
  online: boolean;
  busy: boolean;
  onConfirm: (pairs: ConfirmMatches['matches']) => void;
}) {
  const [ticks, setTicks] = useState<ReadonlyMap<string, boolean>>(new Map());
  const pairs = tickedPairs(matches, ticks);
  const tick = (match: StatementMatchView, on: boolean) => setTicks((before) => new Map(before).set(pairKey(match), on));

  return (
    <ReconcileSection
      id="matched"
      title={reconcile_matched()}
      count={matches.length}
      empty={reconcile_noMatches()}
      before={
        // Above the list: one tap, without scrolling past thirty pairs.
        <BusyButton type="button" busy={busy} disabled={!online || pairs.length === 0} onClick={() => onConfirm(pairs)} className="btn btn-primary h-12">
          {confirmLabel(matches, ticks)}
        </BusyButton>
      }
    >
      {matches.map((match) => (
        <li key={pairKey(match)} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="size-6 shrink-0 accent-primary"
              checked={isTicked(match, ticks)}
              onChange={(event) => tick(match, event.target.checked)}
            />
            <span className="text-sm font-semibold">
              {reconcile_confirmLine({ line: match.credit.line, payer: match.proof.payerName })}
            </span>
            {match.confident ? (
              <span className="badge badge-sm badge-success ml-auto shrink-0">{reconcile_confident()}</span>
            ) : (
              <span className="badge badge-sm badge-warning ml-auto shrink-0">{reconcile_check()}</span>
            )}
          </label>
          <CreditFacts credit={match.credit} />
          <p aria-hidden="true" className="text-center text-base-content/60">
            ↕
          </p>
          <ProofFacts proof={match.proof} />
          <MatchReasons reasons={match.reasons} />
        </li>
      ))}
    </ReconcileSection>
  );
}
