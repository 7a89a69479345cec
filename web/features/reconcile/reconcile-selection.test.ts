import { describe, expect, it } from 'vitest';
import type { PendingProofView, StatementMatchView } from '../../../shared/reconciliation';
import { addCounts, confirmLabel, confirmSummary, importSummary, isTicked, pairKey, sameAmountProofs, tickedPairs } from './reconcile-selection';

const proof = (id: string, amountKobo: number, submittedAt = '2026-11-21T09:00:00.000Z'): PendingProofView => ({
  contributionId: id,
  payerName: `Payer ${id}`,
  projectName: 'Xmas',
  amountKobo,
  submittedAt,
  reference: null,
});
const match = (creditId: string, proofId: string, confident: boolean): StatementMatchView => ({
  credit: { id: creditId, line: 5, postedAt: '2026-11-21T09:05:00.000Z', amountKobo: 500_000, narration: 'TRF FROM', reference: null },
  proof: proof(proofId, 500_000),
  confidence: confident ? 0.9 : 0.35,
  confident,
  reasons: [{ code: 'amount-equal' }],
});

const sure = match('k1', 'c1', true);
const alsoSure = match('k2', 'c2', true);
const unsure = match('k3', 'c3', false);

describe('the ticks of the matches', () => {
  it('ticks only the confident matches until the admin changes one', () => {
    expect([sure, unsure].map((m) => isTicked(m, new Map()))).toEqual([true, false]);
    const ticks = new Map([[pairKey(sure), false], [pairKey(unsure), true]]);
    expect([sure, unsure].map((m) => isTicked(m, ticks))).toEqual([false, true]);
  });

  it('sends the ticked pairs, credit and proof, as the confirm call takes them', () => {
    expect(tickedPairs([sure, alsoSure, unsure], new Map([[pairKey(alsoSure), false]]))).toEqual([{ creditId: 'k1', contributionId: 'c1' }]);
  });

  it('keys a pair by credit and proof, so the same credit paired with another proof starts from its own confidence', () => {
    const ticks = new Map([[pairKey(sure), false]]);
    expect(isTicked({ ...sure, proof: proof('c9', 500_000) }, ticks)).toBe(true);
  });

  it.each([
    { ticked: [sure, alsoSure, unsure], ticks: new Map<string, boolean>(), label: 'Confirm 2 confident matches' },
    { ticked: [sure], ticks: new Map<string, boolean>(), label: 'Confirm 1 confident match' },
    { ticked: [sure, unsure], ticks: new Map([[pairKey(unsure), true]]), label: 'Confirm 2 matches' },
    { ticked: [unsure], ticks: new Map<string, boolean>(), label: 'Confirm 0 matches' },
  ])('labels the button "$label"', ({ ticked, ticks, label }) => {
    expect(confirmLabel(ticked, ticks)).toBe(label);
  });
});

describe('matching by hand', () => {
  it('offers only pending proofs of the same amount to the kobo, oldest first', () => {
    const proofs = [proof('late', 500_000, '2026-11-21T10:00:00.000Z'), proof('other', 500_001), proof('early', 500_000, '2026-11-20T10:00:00.000Z')];
    expect(sameAmountProofs({ amountKobo: 500_000 }, proofs).map((p) => p.contributionId)).toEqual(['early', 'late']);
    expect(sameAmountProofs({ amountKobo: 1 }, proofs)).toEqual([]);
  });
});

describe('the summaries', () => {
  it.each([
    { counts: { credits: 3, added: 3, skippedDebits: 1, unreadable: [] }, text: '3 credits read, 3 new, 1 debit skipped' },
    { counts: { credits: 1, added: 1, skippedDebits: 0, unreadable: [] }, text: '1 credit read, 1 new' },
    { counts: { credits: 4, added: 0, skippedDebits: 2, unreadable: [] }, text: '4 credits read, 0 new, 2 debits skipped: these lines were imported before' },
    { counts: { credits: 2, added: 2, skippedDebits: 0, unreadable: [{}, {}] }, text: '2 credits read, 2 new, 2 not read, left out' },
  ])('an import reads "$text"', ({ counts, text }) => {
    expect(importSummary(counts)).toBe(text);
  });

  it('adds a file and pasted alerts imported in one tap', () => {
    expect(addCounts({ credits: 3, added: 2, skippedDebits: 1, unreadable: ['a'] }, { credits: 2, added: 2, skippedDebits: 0, unreadable: ['b'] })).toEqual({ credits: 5, added: 4, skippedDebits: 1, unreadable: ['a', 'b'] });
  });

  it.each([
    { result: { confirmed: ['a', 'b'], refused: [] }, text: '2 payments confirmed' },
    { result: { confirmed: ['a'], refused: [{ contributionId: 'b', code: 'already-decided', message: 'Already Confirmed' }] }, text: '1 payment confirmed, 1 not confirmed' },
  ])('a confirm reads "$text"', ({ result, text }) => {
    expect(confirmSummary(result)).toBe(text);
  });
});
