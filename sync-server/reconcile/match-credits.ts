import { creditFacts, DEFAULT_WINDOW, evidence, proofFacts, type MatchWindow, type PendingProof, type ProofFacts } from './match-evidence';
import type { MatchReason, MatchReasonCode } from '../../shared/reconciliation';
import type { StatementCredit } from './statement-credit';
import type { CodeBook } from '../../shared/pay-codes';

export type { PendingProof } from './match-evidence';

/** One statement line paired with one pending proof. */
export interface CreditMatch {
  line: number;
  creditKey: string;
  contributionId: string;
  /** 0..1: how much evidence there is, not a probability. */
  confidence: number;
  /** True only when the evidence is unambiguous: safe to confirm in the one-tap "confirm all". */
  confident: boolean;
  reasons: MatchReason[];
}

export interface MatchResult {
  matches: CreditMatch[];
  /** Money with no proof. */
  unmatchedCredits: StatementCredit[];
  /** Proof with no money: the contribution ids. */
  unmatchedProofs: string[];
}

const WEIGHTS: Record<MatchReasonCode, number> = {
  'amount-equal': 0.2,
  'code-in-narration': 0.8,
  'code-of-another': 0,
  'reference-in-narration': 0.6,
  'session-id-in-narration': 0.6,
  'payer-name-in-narration': 0.35,
  'name-shared': -0.35,
  'credited-before-proof': 0.15,
  'credited-after-proof': 0.15,
  'credited-days-from-proof': 0.15,
  'at-receipt-time': 0.1,
  'on-receipt-day': 0.1,
  'other-candidates': 0,
};

const TIME_REASONS: ReadonlySet<MatchReasonCode> = new Set(['credited-before-proof', 'credited-after-proof', 'credited-days-from-proof', 'at-receipt-time', 'on-receipt-day']);
const has = (reasons: readonly MatchReason[], code: MatchReasonCode) => reasons.some((reason) => reason.code === code);

interface Pair {
  credit: number;
  proof: number;
  reasons: MatchReason[];
  confidence: number;
  strong: boolean;
  named: boolean;
  gapMs: number;
}

function count(map: Map<number, number>, key: number): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/**
 * Pairs statement credits with pending proofs. The amount must be equal to the kobo; a
 * payment code (issue 27 §3), reference or session ID in the narration is strong evidence, the payer's name medium, the time
 * window weak, and a pair needs at least one of them besides the amount. Each credit and each
 * proof is used at most once, best evidence first (ties: closer in time, then line, then id).
 * Proofs are indexed by amount, so only equal amounts are ever compared.
 * @example matchCredits(parsed.credits, pending).matches.filter((m) => m.confident)
 */
export function matchCredits(
  credits: readonly StatementCredit[],
  pending: readonly PendingProof[],
  options: Partial<MatchWindow> & {
    /** The group's payment codes (issue 27 §3). */
    book?: CodeBook;
    /** The names (shared/payer-name.ts nameKey) more than one member of the group bears. */
    sharedNames?: ReadonlySet<string>;
  } = {},
): MatchResult {
  const { book, sharedNames, ...times } = options;
  const window = { ...DEFAULT_WINDOW, ...times };
  const proofs = pending.map((proof) => proofFacts(proof, sharedNames));
  const byAmount = new Map<number, number[]>();
  proofs.forEach((facts, index) => {
    const list = byAmount.get(facts.proof.amountKobo);
    if (list) list.push(index);
    else byAmount.set(facts.proof.amountKobo, [index]);
  });
  const pairs: Pair[] = [];
  credits.forEach((credit, creditIndex) => {
    const candidates = byAmount.get(credit.amountKobo);
    if (!candidates) return;
    const facts = creditFacts(credit, book);
    for (const proofIndex of candidates) {
      const proof: ProofFacts = proofs[proofIndex]!;
      const reasons = evidence(facts, proof, window);
      // 'code-of-another' is no evidence for the pair: the amount and it alone make no pair.
      if (reasons.filter((reason) => reason.code !== 'code-of-another').length < 2) continue;
      const strong = has(reasons, 'code-in-narration') || has(reasons, 'reference-in-narration') || has(reasons, 'session-id-in-narration');
      // A narration naming another member's code and purse is theirs unless a reference says otherwise;
      // a name two members bear names neither.
      const named = has(reasons, 'payer-name-in-narration') && reasons.some((reason) => TIME_REASONS.has(reason.code)) && !has(reasons, 'code-of-another') && !has(reasons, 'name-shared');
      const confidence = Math.min(1, reasons.reduce((sum, reason) => sum + WEIGHTS[reason.code], 0));
      pairs.push({ credit: creditIndex, proof: proofIndex, reasons, confidence, strong, named, gapMs: Number.isNaN(facts.ms) ? Number.MAX_SAFE_INTEGER : Math.abs(facts.ms - proof.submittedMs) });
    }
  });
  // Unambiguous means no rival of the same kind of evidence on either side: two strong pairs
  // sharing a credit or a proof, or two name-and-time pairs, leave the choice to the admin.
  const strongByCredit = new Map<number, number>();
  const strongByProof = new Map<number, number>();
  const namedByCredit = new Map<number, number>();
  const namedByProof = new Map<number, number>();
  const anyByCredit = new Map<number, number>();
  const anyByProof = new Map<number, number>();
  for (const pair of pairs) {
    if (pair.strong) {
      count(strongByCredit, pair.credit);
      count(strongByProof, pair.proof);
    }
    if (pair.named || pair.strong) {
      count(namedByCredit, pair.credit);
      count(namedByProof, pair.proof);
    }
    count(anyByCredit, pair.credit);
    count(anyByProof, pair.proof);
  }
  const confident = (pair: Pair): boolean => {
    if (pair.strong) return strongByCredit.get(pair.credit) === 1 && strongByProof.get(pair.proof) === 1;
    return pair.named && namedByCredit.get(pair.credit) === 1 && namedByProof.get(pair.proof) === 1;
  };
  pairs.sort(
    (a, b) =>
      b.confidence - a.confidence ||
      a.gapMs - b.gapMs ||
      credits[a.credit]!.line - credits[b.credit]!.line ||
      (proofs[a.proof]!.proof.id < proofs[b.proof]!.proof.id ? -1 : proofs[a.proof]!.proof.id > proofs[b.proof]!.proof.id ? 1 : 0),
  );
  const usedCredits = new Set<number>();
  const usedProofs = new Set<number>();
  const matches: CreditMatch[] = [];
  for (const pair of pairs) {
    if (usedCredits.has(pair.credit) || usedProofs.has(pair.proof)) continue;
    usedCredits.add(pair.credit);
    usedProofs.add(pair.proof);
    const sure = confident(pair);
    const rivals = (anyByCredit.get(pair.credit) ?? 0) > 1 || (anyByProof.get(pair.proof) ?? 0) > 1;
    const credit = credits[pair.credit]!;
    matches.push({
      line: credit.line,
      creditKey: credit.key,
      contributionId: proofs[pair.proof]!.proof.id,
      confidence: Math.round(pair.confidence * 100) / 100,
      confident: sure,
      reasons: !sure && rivals ? [...pair.reasons, { code: 'other-candidates' }] : pair.reasons,
    });
  }
  matches.sort((a, b) => a.line - b.line);
  return {
    matches,
    unmatchedCredits: credits.filter((_, index) => !usedCredits.has(index)),
    unmatchedProofs: proofs.filter((_, index) => !usedProofs.has(index)).map((facts) => facts.proof.id),
  };
}
