/**
 * Whether a reading got each field of a corpus receipt right, and the share right per kind.
 */
import type { ReceiptFields } from '../../shared/receipt-reading';
import type { CorpusEntry } from './generate-corpus';

/** The fields the issue measures, plus name and bank for information. */
export const SCORED_FIELDS = ['amount', 'reference', 'status', 'date', 'account', 'name', 'bank'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];
export type FieldScore = Record<ScoredField, boolean>;

const sameText = (a: string | null, b: string | null) => (a ?? '').replace(/\s+/g, ' ').trim().toUpperCase() === (b ?? '').replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * Each field right or wrong. The reference is right when every identifier the receipt shows (its
 * reference, its session ID, or both) is read exactly; the date when it is the same instant.
 * @example scoreFields(entry.fields, reading).amount === true
 */
export function scoreFields(known: ReceiptFields, read: ReceiptFields): FieldScore {
  return {
    amount: read.amountKobo === known.amountKobo,
    reference: (known.reference === null || read.reference === known.reference) && (known.sessionId === null || read.sessionId === known.sessionId),
    status: read.status === known.status,
    date: read.paidAt !== null && known.paidAt !== null && Date.parse(read.paidAt) === Date.parse(known.paidAt),
    account: read.accountNumber === known.accountNumber,
    name: sameText(read.accountName, known.accountName),
    bank: sameText(read.bank, known.bank),
  };
}

/** The share of entries with each field right, for one group of entries. */
export interface AccuracyRow {
  group: string;
  count: number;
  share: Record<ScoredField, number>;
}

/**
 * One row per kind (the goals name 'screenshot' and 'photo'), then one for the whole corpus.
 * @example accuracyRows(scored).find((row) => row.group === 'screenshot')!.share.amount // 0.96
 */
export function accuracyRows(scored: readonly { entry: CorpusEntry; score: FieldScore }[]): AccuracyRow[] {
  const row = (group: string, pick: (e: CorpusEntry) => boolean): AccuracyRow => {
    const rows = scored.filter((s) => pick(s.entry));
    const share = Object.fromEntries(SCORED_FIELDS.map((f) => [f, rows.length ? rows.filter((s) => s.score[f]).length / rows.length : 0])) as Record<ScoredField, number>;
    return { group, count: rows.length, share };
  };
  const kinds = [...new Set(scored.map((s) => s.entry.kind))];
  return [...kinds.map((kind) => row(kind, (e) => e.kind === kind)), row('all', () => true)];
}
