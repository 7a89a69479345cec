import { nairaToKobo } from '../../shared/money';
import type { ReceiptRow } from './ocr-rows';
import type { ValueSource } from './value-region';

// Words that name money which is not the transfer itself.
const NOT_THE_AMOUNT = /fee|charge|vat|stamp|duty|balance|commission|cash ?back|bonus|points|limit|levy|reward/i;
const AMOUNT_WORDS = /amount|you (?:have )?(?:sent|paid|transferred)/i;
const TOTAL_WORD = /total/i;

// A money shape: an optional currency mark (₦ read as N, #, §, H, W, ¥, £ or NGN, or lost),
// then digits grouped by commas (OCR may read a comma as a dot or add spaces) with optional kobo.
const MONEY = /(?<![A-Za-z0-9.,])(NGN|[₦N#§HW¥£$])?\s?(\d{1,3}(?:\s?[,.]\s?\d{3})+|\d+)(?:\s?[.,]\s?(\d{2}))?(?![\d,:])/g;

interface Candidate {
  kobo: number;
  score: number;
  /** The kobo value without a leading 7, which may be the ₦ sign read as a digit. */
  withoutLeadingDigit: number | null;
  source: ValueSource;
}

/**
 * The amount transferred, in kobo, chosen by wording and layout rather than by the ₦ sign: a
 * value labelled Amount (or Total), on the tallest row, shaped like money; never a fee or balance.
 * @example findAmount([{ text: 'Amount  §25,000.00', height: 20 }]) === 2_500_000
 */
export function findAmount(rows: ReceiptRow[]): number | null {
  return locateAmount(rows)?.kobo ?? null;
}

/**
 * The amount (as findAmount) and where it was read.
 * @example locateAmount(rows) // { kobo: 2_500_000, source: { rows: [3], text: '§25,000.00' } }
 */
export function locateAmount(rows: ReceiptRow[]): { kobo: number; source: ValueSource } | null {
  const tallest = Math.max(0, ...rows.map((row) => row.height));
  const candidates: Candidate[] = [];
  for (const [index, row] of rows.entries()) {
    const context = contextOf(rows, index);
    if (NOT_THE_AMOUNT.test(context)) continue;
    for (const match of ungluedMark(row.text).matchAll(MONEY)) {
      const candidate = candidateOf(match, context, row.height, tallest);
      if (candidate) candidates.push({ ...candidate, source: { rows: [index], text: match[0] } });
    }
  }
  const seen = new Set(candidates.map((candidate) => candidate.kobo));
  for (const candidate of candidates) {
    // "₦25,000.00" read as "725,000.00": trust the shorter value when the receipt shows it too.
    if (candidate.withoutLeadingDigit !== null && seen.has(candidate.withoutLeadingDigit)) candidate.kobo = candidate.withoutLeadingDigit;
  }
  const best = candidates.reduce<Candidate | null>((top, next) => (top === null || next.score > top.score ? next : top), null);
  return best && best.score > 0 ? { kobo: best.kobo, source: best.source } : null;
}

// "₦120,000.00" read as "8120,000.00": a first group of four digits means the first is the mark.
function ungluedMark(text: string): string {
  return text.replace(/(?<![A-Za-z0-9.,])\d(?=\d{3}[,.]\d{3}(?:[,.]\d{3})*(?:[.,]\d{2})?(?![\d,]))/g, '₦');
}

/** The words that describe a row's money: the row itself, or the label row above a bare value. */
function contextOf(rows: ReceiptRow[], index: number): string {
  const text = rows[index]?.text ?? '';
  // Single characters at a row's ends are a photo's specks, not figures ("1  Amount").
  const above = (rows[index - 1]?.text ?? '').replace(/^\S\s+|\s+\S$/g, '');
  const hasWords = text.replace(/NGN|[^A-Za-z]/g, '').length > 1;
  // Only a label alone on its row (words, no figures) describes the value under it.
  return hasWords || /\d/.test(above) ? text : `${above} ${text}`;
}

function candidateOf(match: RegExpMatchArray, context: string, height: number, tallest: number): Omit<Candidate, 'source'> | null {
  const [, mark, whole = '', kobo] = match;
  const grouped = /[,.]/.test(whole);
  const digits = whole.replace(/[\s,.]/g, '');
  // A bare number with neither grouping, kobo nor a currency mark is a time, count or account.
  const labelled = AMOUNT_WORDS.test(context);
  // Labelled, it still needs three digits: a lone digit beside a label is a speck ("1  Amount").
  if (!grouped && kobo === undefined && mark === undefined && !(labelled && /^[1-9]\d{2,8}$/.test(digits))) return null;
  // "£8" is dust beside a mark-like speck, not ₦8: unlabelled plain values start at three digits.
  if (!grouped && kobo === undefined && !labelled && digits.length < 3) return null;
  if (digits.length > 12 || (grouped && !/^\d{1,3}(?:\s?[,.]\s?\d{3})+$/.test(whole))) return null;
  const firstGroup = /^\d+/.exec(whole)?.[0] ?? '';
  // A bank app prints ₦ beside the amount; with no mark at all, a leading 8 or 4 before a
  // complete amount ("820,000.00") is the ₦ read as a digit. Measured on the corpus's 89 amount
  // rows: ₦ read as 8 twice, ₦ dropped twice (before a 1 and a 7: "75,473.00" was real), so 7
  // is only dropped when the receipt also shows the shorter value.
  const markAsDigit = mark === undefined && grouped && firstGroup.length === 3 && /^[48]/.test(whole);
  const value = nairaToKobo(`${markAsDigit ? digits.slice(1) : digits}.${kobo ?? '00'}`);
  if (value === null || value === 0) return null;
  let score = 0;
  // A total includes the fee: it only counts when nothing is labelled as the amount.
  if (TOTAL_WORD.test(context)) score += 1;
  else if (labelled) score += 3;
  if (tallest > 0 && height >= tallest * 0.9 && height > 0) score += 3;
  if (mark !== undefined || markAsDigit) score += 1;
  if (kobo !== undefined) score += 1;
  if (grouped) score += 1;
  const leading = mark === undefined && !markAsDigit && firstGroup.length === 3 && /^7/.test(whole) ? nairaToKobo(`${digits.slice(1)}.${kobo ?? '00'}`) : null;
  return { kobo: value, score, withoutLeadingDigit: leading };
}
