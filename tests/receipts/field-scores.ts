/**
 * Whether a reading got each field of a corpus receipt right, and the share right per group.
 */
import type { ReceiptFields } from '../../shared/receipt-reading';
import type { ReceiptRegions } from '../../sync-server/receipts/read-receipt';
import type { CorpusEntry } from './generate-corpus';
import { regionsHold } from './region-scores';

/**
 * The fields the issue measures, plus name and bank for information. `reference` is the issue's
 * measure (every identifier the receipt shows read exactly); `ref` and `session` split it, each
 * over the receipts that show one; `regions` is whether the reader's regions hold the drawn values.
 */
export const SCORED_FIELDS = ['amount', 'reference', 'ref', 'session', 'date', 'account', 'name', 'bank', 'status', 'regions'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];
/** Right, wrong, or null where the field does not apply (no reference shown, no drawn boxes). */
export type FieldScore = Record<ScoredField, boolean | null>;

const sameText = (a: string | null, b: string | null) => (a ?? '').replace(/\s+/g, ' ').trim().toUpperCase() === (b ?? '').replace(/\s+/g, ' ').trim().toUpperCase();

/**
 * Each field right or wrong. The reference is right when every identifier the receipt shows (its
 * reference, its session ID, or both) is read exactly; the date when it is the same instant.
 * @example scoreFields(entry, reading, regions).amount === true
 */
export function scoreFields(entry: Pick<CorpusEntry, 'fields' | 'boxes'>, read: ReceiptFields, regions?: ReceiptRegions): FieldScore {
  const known = entry.fields;
  return {
    amount: read.amountKobo === known.amountKobo,
    reference: (known.reference === null || read.reference === known.reference) && (known.sessionId === null || read.sessionId === known.sessionId),
    ref: known.reference === null ? null : read.reference === known.reference,
    session: known.sessionId === null ? null : read.sessionId === known.sessionId,
    date: read.paidAt !== null && known.paidAt !== null && Date.parse(read.paidAt) === Date.parse(known.paidAt),
    account: read.accountNumber === known.accountNumber,
    name: sameText(read.accountName, known.accountName),
    bank: sameText(read.bank, known.bank),
    status: read.status === known.status,
    regions: entry.boxes ? regionsHold(entry.boxes, regions, { known, read }) : null,
  };
}

/** The share of entries with each field right, for one group of entries (NaN where no entry applies). */
export interface AccuracyRow {
  group: string;
  count: number;
  share: Record<ScoredField, number>;
}

/**
 * One row per group (by default the kind: the goals name 'screenshot' and 'photo'), then one for all.
 * @example accuracyRows(scored).find((row) => row.group === 'screenshot')!.share.amount // 0.96
 */
export function accuracyRows(scored: readonly { entry: CorpusEntry; score: FieldScore }[], groupOf: (e: CorpusEntry) => string = (e) => e.kind): AccuracyRow[] {
  const row = (group: string, pick: (e: CorpusEntry) => boolean): AccuracyRow => {
    const rows = scored.filter((s) => pick(s.entry));
    const shareOf = (f: ScoredField) => {
      const applicable = rows.filter((s) => s.score[f] !== null);
      return applicable.length ? applicable.filter((s) => s.score[f]).length / applicable.length : Number.NaN;
    };
    return { group, count: rows.length, share: Object.fromEntries(SCORED_FIELDS.map((f) => [f, shareOf(f)])) as Record<ScoredField, number> };
  };
  const groups = [...new Set(scored.map((s) => groupOf(s.entry)))];
  return [...groups.map((group) => row(group, (e) => groupOf(e) === group)), row('all', () => true)];
}
