import { isDateOnly } from './date-cell';
import type { MatchReason } from '../../shared/reconciliation';
import { nameKey, narrationWords, payerNameIn, payerWords } from '../../shared/payer-name';
import { codesIn, compactCode, containsWhole, wordText, type CodeBook, type WordText } from '../../shared/pay-codes';
import type { StatementCredit } from './statement-credit';

/** A pending contribution's proof, as the matcher needs it (amounts in kobo, times ISO). */
export interface PendingProof {
  id: string;
  amountKobo: number;
  submittedAt: string;
  payerName: string;
  declaredReference: string | null;
  readReference: string | null;
  readSessionId: string | null;
  readPaidAt: string | null;
  readAmountKobo: number | null;
  /** The member's payment code for the purse the proof is for (issue 27 §3), or null: none yet, or no purse. */
  payCode: string | null;
}

/** How wide the time evidence is. */
export interface MatchWindow {
  /** A transfer is made shortly before its proof is sent: this many hours before counts. */
  hoursBefore: number;
  /** Bank clocks and late postings: this many hours after the proof still count. */
  hoursAfter: number;
  /** The credit within this many minutes of the time the receipt shows. */
  receiptMinutes: number;
}

export const DEFAULT_WINDOW: MatchWindow = { hoursBefore: 48, hoursAfter: 2, receiptMinutes: 30 };

const HOUR_MS = 3_600_000;
const LAGOS_OFFSET_MS = HOUR_MS;
const lagosDay = (ms: number) => Math.floor((ms + LAGOS_OFFSET_MS) / 86_400_000);
const compact = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
// Shorter references ("123", "AJO") turn up in narrations by chance.
const MIN_REFERENCE = 6;

/** A credit prepared once for every proof it is compared with. */
export interface CreditFacts {
  credit: StatementCredit;
  /** Narration and reference, upper-cased, letters and digits only, with where each word starts and ends: a reference or code must be whole words, not part of one. */
  text: WordText;
  /** The group's payment codes the narration holds, compacted (none when no code book was given). */
  codes: string[];
  words: Set<string>;
  ms: number;
  day: number | null;
}

/** A proof prepared once for every credit it is compared with. */
export interface ProofFacts {
  proof: PendingProof;
  references: string[];
  payer: string[];
  /** Another member of the group bears the payer's name. */
  nameShared: boolean;
  sessionId: string | null;
  /** The payment code, compacted ('ADADEC25'), or null. */
  code: string | null;
  submittedMs: number;
  paidMs: number | null;
}

/** @example creditFacts(credit).words.has('OKAFOR') */
export function creditFacts(credit: StatementCredit, book?: CodeBook): CreditFacts {
  // An alert without a date (postedAt null) gives no time evidence: NaN is in no window.
  const ms = credit.postedAt === null ? Number.NaN : Date.parse(credit.postedAt);
  const text = wordText(`${credit.narration} ${credit.reference ?? ''}`);
  return {
    credit,
    text,
    codes: book ? codesIn(text, book).map((holder) => compactCode(holder.code)) : [],
    words: narrationWords(credit.narration),
    ms,
    day: credit.postedAt !== null && isDateOnly(credit.postedAt) ? lagosDay(ms) : null,
  };
}

/** @example proofFacts(proof).references // ['GTB7781203'] */
export function proofFacts(proof: PendingProof, sharedNames?: ReadonlySet<string>): ProofFacts {
  const references = [proof.declaredReference, proof.readReference]
    .map((reference) => compact(reference ?? ''))
    .filter((reference, index, all) => reference.length >= MIN_REFERENCE && all.indexOf(reference) === index);
  const session = (proof.readSessionId ?? '').replace(/\D/g, '');
  return {
    proof,
    references,
    payer: payerWords(proof.payerName),
    nameShared: sharedNames?.has(nameKey(proof.payerName)) ?? false,
    sessionId: session.length >= 12 ? session : null,
    code: proof.payCode ? compactCode(proof.payCode) : null,
    submittedMs: Date.parse(proof.submittedAt),
    paidMs: proof.readPaidAt ? Date.parse(proof.readPaidAt) : null,
  };
}

const minutesApart = (a: number, b: number) => Math.round(Math.abs(a - b) / 60_000);

/**
 * The evidence that a credit is a proof's money, assuming the amounts are equal: every reason
 * found, 'amount-equal' first. Each says only what the data shows (issue 22 §6): a time before or
 * after the proof and by how long when the credit has a time of day, days when the statement has
 * dates only, nothing when the alert had no date; the receipt's time only when both have times.
 * @example evidence(creditFacts(credit), proofFacts(proof), DEFAULT_WINDOW) // [{ code: 'amount-equal' }, { code: 'credited-before-proof', minutes: 50 }]
 */
export function evidence(credit: CreditFacts, proof: ProofFacts, window: MatchWindow): MatchReason[] {
  const reasons: MatchReason[] = [{ code: 'amount-equal' }];
  if (proof.code && containsWhole(credit.text, proof.code)) reasons.push({ code: 'code-in-narration' });
  else if (credit.codes.length > 0) reasons.push({ code: 'code-of-another' });
  if (proof.references.some((reference) => containsWhole(credit.text, reference))) reasons.push({ code: 'reference-in-narration' });
  if (proof.sessionId && containsWhole(credit.text, proof.sessionId)) reasons.push({ code: 'session-id-in-narration' });
  if (payerNameIn(proof.payer, credit.words)) {
    reasons.push({ code: 'payer-name-in-narration' });
    if (proof.nameShared) reasons.push({ code: 'name-shared' });
  }
  if (Number.isNaN(credit.ms)) return reasons;
  const from = proof.submittedMs - window.hoursBefore * HOUR_MS;
  const to = proof.submittedMs + window.hoursAfter * HOUR_MS;
  if (credit.day === null) {
    if (credit.ms >= from && credit.ms <= proof.submittedMs) reasons.push({ code: 'credited-before-proof', minutes: minutesApart(credit.ms, proof.submittedMs) });
    else if (credit.ms > proof.submittedMs && credit.ms <= to) reasons.push({ code: 'credited-after-proof', minutes: minutesApart(credit.ms, proof.submittedMs) });
  } else if (credit.day >= lagosDay(from) && credit.day <= lagosDay(to)) {
    // A date-only line: in the window when its Lagos day overlaps it, said in days.
    reasons.push({ code: 'credited-days-from-proof', days: lagosDay(proof.submittedMs) - credit.day });
  }
  if (proof.paidMs !== null) {
    if (credit.day === null) {
      const minutes = minutesApart(credit.ms, proof.paidMs);
      if (minutes <= window.receiptMinutes) reasons.push({ code: 'at-receipt-time', minutes });
    } else if (credit.day === lagosDay(proof.paidMs)) reasons.push({ code: 'on-receipt-day' });
  }
  return reasons;
}
