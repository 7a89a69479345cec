import { describe, expect, it } from 'vitest';
import { matchCredits, type PendingProof } from './match-credits';
import type { MatchReason } from '../../shared/reconciliation';
import type { StatementCredit } from './statement-credit';
import { codeBook } from '../../shared/pay-codes';
import { sharedNames } from '../../shared/payer-name';

// Lagos 24 Nov 2026 10:00 is 09:00Z; proofs are sent at 10:30 Lagos unless a case says otherwise.
function credit(line: number, naira: number, narration: string, postedAt = '2026-11-24T09:00:00.000Z', reference: string | null = null): StatementCredit {
  return { line, postedAt, amountKobo: naira * 100, narration, reference, balanceKobo: null, key: `k${line}` };
}
function proof(id: string, naira: number, payerName: string, extra: Partial<PendingProof> = {}): PendingProof {
  return {
    id,
    amountKobo: naira * 100,
    submittedAt: '2026-11-24T09:30:00.000Z',
    payerName,
    declaredReference: null,
    readReference: null,
    readSessionId: null,
    readPaidAt: null,
    readAmountKobo: null,
    payCode: null,
    ...extra,
  };
}
type Pairing = [line: number, id: string, confident: boolean];

const CASES: { rule: string; credits: StatementCredit[]; pending: PendingProof[]; pairs: Pairing[]; reasons?: MatchReason[]; window?: { hoursBefore: number } }[] = [
  {
    rule: 'pairs a reference found in the narration, confidently, whatever the time',
    credits: [credit(1, 5000, 'TRF FROM X/GTB/REF:GTB7781203', '2026-11-10T09:00:00.000Z')],
    pending: [proof('a', 5000, 'Adaeze Okafor', { declaredReference: 'gtb 778 1203' })],
    pairs: [[1, 'a', true]],
    reasons: [{ code: 'amount-equal' }, { code: 'reference-in-narration' }],
  },
  {
    rule: "pairs the receipt's session ID found in the reference column",
    credits: [credit(1, 4000, 'TRF FROM GRACE', undefined, '100004261125101500123456789012')],
    pending: [proof('a', 4000, 'Bola Ade', { readSessionId: '100004261125101500123456789012' })],
    pairs: [[1, 'a', true]],
  },
  {
    rule: 'pairs the payer name in another order with initials, within the window, confidently',
    credits: [credit(1, 5000, 'TRF FROM OKAFOR A/NIP MOB')],
    pending: [proof('a', 5000, 'Adaeze Okafor')],
    pairs: [[1, 'a', true]],
    // Credited 10:00 Lagos, proof sent 10:30: before it, by 30 minutes.
    reasons: [{ code: 'amount-equal' }, { code: 'payer-name-in-narration' }, { code: 'credited-before-proof', minutes: 30 }],
  },
  {
    rule: 'never pairs amounts that differ by ₦1, even with the name and the reference',
    credits: [credit(1, 4999, 'TRF FROM ADAEZE OKAFOR REF GTB7781203')],
    pending: [proof('a', 5000, 'Adaeze Okafor', { declaredReference: 'GTB7781203' })],
    pairs: [],
  },
  {
    rule: 'gives each of two payers of the same amount their own credit by name',
    credits: [credit(1, 5000, 'NIP/GTB/EMEKA OBI'), credit(2, 5000, 'TRF FROM ADAEZE OKAFOR')],
    pending: [proof('adaeze', 5000, 'Adaeze Okafor'), proof('emeka', 5000, 'Emeka Obi')],
    pairs: [[1, 'emeka', true], [2, 'adaeze', true]],
  },
  {
    rule: 'pairs the same payer with the credit of the amount each proof declares',
    credits: [credit(1, 10000, 'TRF FROM ADAEZE OKAFOR'), credit(2, 5000, 'TRF FROM ADAEZE OKAFOR')],
    pending: [proof('five', 5000, 'Adaeze Okafor'), proof('ten', 10000, 'Adaeze Okafor')],
    pairs: [[1, 'ten', true], [2, 'five', true]],
  },
  {
    rule: 'pairs a credit with the name but outside the window, not confidently',
    credits: [credit(1, 5000, 'TRF FROM ADAEZE OKAFOR', '2026-11-15T09:00:00.000Z')],
    pending: [proof('a', 5000, 'Adaeze Okafor')],
    pairs: [[1, 'a', false]],
    reasons: [{ code: 'amount-equal' }, { code: 'payer-name-in-narration' }],
  },
  {
    rule: 'leaves a same-amount credit outside the window and without name or reference unmatched',
    credits: [credit(1, 5000, 'TRF FROM CHIDI EZE', '2026-11-15T09:00:00.000Z')],
    pending: [proof('a', 5000, 'Adaeze Okafor')],
    pairs: [],
  },
  {
    rule: 'pairs an anonymous credit inside the window only weakly',
    credits: [credit(1, 5000, 'POS TRANSFER 8812')],
    pending: [proof('a', 5000, 'Adaeze Okafor')],
    pairs: [[1, 'a', false]],
    reasons: [{ code: 'amount-equal' }, { code: 'credited-before-proof', minutes: 30 }],
  },
  {
    rule: 'pairs two equal proofs of one payer with two credits, closest in time first, none confidently',
    credits: [credit(1, 5000, 'TRF FROM ADAEZE OKAFOR', '2026-11-24T08:00:00.000Z'), credit(2, 5000, 'TRF FROM ADAEZE OKAFOR', '2026-11-24T12:00:00.000Z')],
    // Ids sort against time on purpose: the pairing must come from the times.
    pending: [proof('b-early', 5000, 'Adaeze Okafor', { submittedAt: '2026-11-24T08:10:00.000Z' }), proof('a-late', 5000, 'Adaeze Okafor', { submittedAt: '2026-11-24T12:05:00.000Z' })],
    pairs: [[1, 'b-early', false], [2, 'a-late', false]],
  },
  {
    rule: 'refuses confidence when one credit fits two equal proofs of the same payer',
    credits: [credit(1, 5000, 'TRF FROM ADAEZE OKAFOR')],
    pending: [proof('b', 5000, 'Adaeze Okafor', { submittedAt: '2026-11-24T09:40:00.000Z' }), proof('a', 5000, 'Adaeze Okafor')],
    pairs: [[1, 'a', false]],
    reasons: [{ code: 'amount-equal' }, { code: 'payer-name-in-narration' }, { code: 'credited-before-proof', minutes: 30 }, { code: 'other-candidates' }],
  },
  {
    rule: 'matches a receipt read at the credit time as evidence',
    credits: [credit(1, 5000, 'TRANSFER 0099', '2026-11-20T09:00:00.000Z')],
    pending: [proof('a', 5000, 'Bola Ade', { readPaidAt: '2026-11-20T09:10:00.000Z' })],
    pairs: [[1, 'a', false]],
    reasons: [{ code: 'amount-equal' }, { code: 'at-receipt-time', minutes: 10 }],
  },
  {
    rule: 'counts a date-only credit on the day of the proof as inside the window, though its midnight is not, and says so in days',
    credits: [credit(1, 5000, 'TRF FROM ADAEZE OKAFOR', '2026-11-23T23:00:00.000Z')],
    pending: [proof('a', 5000, 'Adaeze Okafor', { submittedAt: '2026-11-24T20:00:00.000Z', readPaidAt: '2026-11-24T19:50:00.000Z' })],
    window: { hoursBefore: 2 },
    pairs: [[1, 'a', true]],
    // Dates only: no minutes, and the receipt's time is not claimed, only its day.
    reasons: [{ code: 'amount-equal' }, { code: 'payer-name-in-narration' }, { code: 'credited-days-from-proof', days: 0 }, { code: 'on-receipt-day' }],
  },
  {
    rule: 'says a credit came after the proof, and by how long, rather than before it',
    credits: [credit(1, 5000, 'TRF FROM ADAEZE OKAFOR', '2026-11-24T10:20:00.000Z')],
    pending: [proof('a', 5000, 'Adaeze Okafor')],
    pairs: [[1, 'a', true]],
    reasons: [{ code: 'amount-equal' }, { code: 'payer-name-in-narration' }, { code: 'credited-after-proof', minutes: 50 }],
  },
  {
    rule: 'matches an alert with no date by its name alone, with no time claimed and not confidently',
    credits: [{ ...credit(1, 5000, 'TRF FROM ADAEZE OKAFOR'), postedAt: null }],
    pending: [proof('a', 5000, 'Adaeze Okafor', { readPaidAt: '2026-11-24T09:20:00.000Z' })],
    pairs: [[1, 'a', false]],
    reasons: [{ code: 'amount-equal' }, { code: 'payer-name-in-narration' }],
  },
  {
    rule: 'finds a reference only as whole words, not inside a longer one',
    credits: [credit(1, 5000, 'NIP/NIP1000001234/TRANSFER', '2026-11-10T09:00:00.000Z')],
    pending: [proof('a', 5000, 'Bola Ade', { declaredReference: 'NIP100000123' })],
    pairs: [],
  },
  {
    rule: 'ignores a short reference that turns up in a narration by chance',
    credits: [credit(1, 5000, 'AJO 123 CONTRIBUTION', '2026-11-10T09:00:00.000Z')],
    pending: [proof('a', 5000, 'Bola Ade', { declaredReference: '123' })],
    pairs: [],
  },
  // Payment codes (issue 27 §3): the member's code for the proof's purse names both.
  {
    rule: "pairs the member's payment code found in the narration, confidently, whatever the name and the time",
    credits: [credit(1, 5000, 'TRF FROM MUMMY CHIDI/ADA-DEC25', '2026-11-10T09:00:00.000Z')],
    pending: [proof('a', 5000, 'Adaeze Okafor', { payCode: 'ADA-DEC25' })],
    pairs: [[1, 'a', true]],
    reasons: [{ code: 'amount-equal' }, { code: 'code-in-narration' }],
  },
  {
    rule: 'finds a code written with a space, without its dash, or in lower case',
    credits: [credit(1, 5000, 'NIP CR/MOB/ada dec25/GTB'), credit(2, 5000, 'TRF FROM X ADADEC25'), credit(3, 5000, 'TNF-ADA - DEC25 ')],
    pending: [proof('a', 5000, 'P A', { payCode: 'ADA-DEC25' }), proof('b', 5000, 'P B', { payCode: 'ADA-DEC25' }), proof('c', 5000, 'P C', { payCode: 'ADA-DEC25' })],
    // The same code on three proofs of one member: each pair has a rival, none is confident.
    pairs: [[1, 'a', false], [2, 'b', false], [3, 'c', false]],
  },
  {
    rule: 'finds a code only as whole words: not ADA-DEC25 inside ADA-DEC25B or ADA2-DEC25',
    credits: [credit(1, 5000, 'TRF FROM X/ADA-DEC25B', '2026-11-10T09:00:00.000Z'), credit(2, 5000, 'TRF FROM X/ADA2 DEC25', '2026-11-10T09:00:00.000Z')],
    pending: [proof('a', 5000, 'Bola Ade', { payCode: 'ADA-DEC25' })],
    pairs: [],
  },
];

// Ada (ADA) and Bola (BOL) in a group with one purse, DEC25.
const book = codeBook(
  [
    { userId: 'ada', tag: 'ADA' },
    { userId: 'bola', tag: 'BOL' },
  ],
  [{ projectId: 'dec', tag: 'DEC25' }],
);

describe('matchCredits', () => {
  it.each(CASES)('$rule', ({ credits, pending, pairs, reasons, window }) => {
    const result = matchCredits(credits, pending, window);
    expect(result.matches.map((m): Pairing => [m.line, m.contributionId, m.confident])).toEqual(pairs);
    if (reasons) expect(result.matches[0]?.reasons).toEqual(reasons);
    expect(result.unmatchedCredits.map((c) => c.line)).toEqual(credits.map((c) => c.line).filter((line) => !pairs.some(([l]) => l === line)));
    expect(result.unmatchedProofs.sort()).toEqual(pending.map((p) => p.id).filter((id) => !pairs.some(([, i]) => i === id)).sort());
  });

  it("does not pair by name and time alone a credit that holds another member's code", () => {
    // Ada paid Bola's dues from her account: the name is Ada's, the code Bola's.
    const credits = [credit(1, 5000, 'TRF FROM ADAEZE OKAFOR/BOL-DEC25')];
    const result = matchCredits(credits, [proof('ada', 5000, 'Adaeze Okafor', { payCode: 'ADA-DEC25' })], { book });
    expect(result.matches).toEqual([expect.objectContaining({ contributionId: 'ada', confident: false })]);
    expect(result.matches[0]!.reasons.map((r) => r.code)).toEqual(['amount-equal', 'code-of-another', 'payer-name-in-narration', 'credited-before-proof']);
    // Without the code the same name and time are confident: the code is what holds it back.
    expect(matchCredits([credit(1, 5000, 'TRF FROM ADAEZE OKAFOR')], [proof('ada', 5000, 'Adaeze Okafor', { payCode: 'ADA-DEC25' })], { book }).matches[0]!.confident).toBe(true);
    // And Bola's own proof, with the code, takes it confidently.
    const both = matchCredits(credits, [proof('ada', 5000, 'Adaeze Okafor', { payCode: 'ADA-DEC25' }), proof('bola', 5000, 'Bola Ade', { payCode: 'BOL-DEC25' })], { book });
    expect(both.matches.map((m) => [m.contributionId, m.confident])).toEqual([['bola', true]]);
  });

  it('makes no pair of the amount and another member\'s code alone', () => {
    const result = matchCredits([credit(1, 5000, 'TRANSFER/BOL-DEC25', '2026-11-10T09:00:00.000Z')], [proof('ada', 5000, 'Adaeze Okafor', { payCode: 'ADA-DEC25' })], { book });
    expect(result.matches).toEqual([]);
  });

  it('does not pair by name and time confidently a name two members of the group bear', () => {
    const credits = [credit(1, 5000, 'NIP CR/MOB/OBINNA BAKARE/Dues')];
    const pending = [proof('a', 5000, 'Obinna Bakare')];
    expect(matchCredits(credits, pending).matches.map((m) => m.confident)).toEqual([true]);
    const shared = matchCredits(credits, pending, { sharedNames: sharedNames(['Obinna Bakare', 'Ada Obi', 'bakare  obinna']) });
    expect(shared.matches.map((m) => [m.confident, m.reasons.map((r) => r.code)])).toEqual([[false, ['amount-equal', 'payer-name-in-narration', 'name-shared', 'credited-before-proof']]]);
    // A code still says which of them it is.
    const coded = matchCredits([credit(1, 5000, 'NIP CR/MOB/OBINNA BAKARE/OBI2-DEC25')], [proof('a', 5000, 'Obinna Bakare', { payCode: 'OBI2-DEC25' })], { sharedNames: sharedNames(['Obinna Bakare', 'Obinna Bakare']) });
    expect(coded.matches.map((m) => m.confident)).toEqual([true]);
  });

  it('ranks a reference above a name when both claim the same credit', () => {
    const result = matchCredits([credit(1, 5000, 'TRF FROM ADAEZE OKAFOR REF:GTB7781203')], [proof('name', 5000, 'Adaeze Okafor'), proof('ref', 5000, 'Chidi Eze', { readReference: 'GTB7781203' })]);
    expect(result.matches.map((m) => [m.contributionId, m.confident])).toEqual([['ref', true]]);
    expect(result.matches[0]!.confidence).toBeGreaterThan(0.8);
    expect(result.unmatchedProofs).toEqual(['name']);
  });
});
