/**
 * Day first or month first (issue 22 §5): Nigerian banks print 05/09/2026 for 5 September, some
 * wallets' exports print 09/05/2026 for the same day. A date whose two first parts are both 12 or
 * less reads either way, so the order is decided per file from the dates that cannot be misread
 * (a part over 12 can only be the day), or the admin is asked; it is never guessed.
 */
import { dateOrderProblem, type StatementProblem } from './messages';

export const DATE_ORDERS = ['day-first', 'month-first'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/** What one date text says about the order: which it proves, 'either' when both read, null when order plays no part. */
export type OrderEvidence = DateOrder | 'either' | null;

// A numeric day and month before a year (24/11/2026, 9-5-26, 24.11.2026); a year first or a month
// in letters is never ambiguous.
const NUMERIC_DATE = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](?:\d{4}|\d{2})(?!\d)/;

/**
 * @example orderEvidence('24/11/2026') === 'day-first'; orderEvidence('09/14/2026 06:49:31 AM') === 'month-first'; orderEvidence('09/05/2026') === 'either'
 */
export function orderEvidence(text: string): OrderEvidence {
  const match = NUMERIC_DATE.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  const second = Number(match[2]);
  if (first > 12 && second > 12) return null;
  if (first > 12) return 'day-first';
  if (second > 12) return 'month-first';
  return 'either';
}

/** A date as the file shows it, with where it is ("row 14", "alert 3"). */
export interface DatedEntry {
  where: string;
  text: string;
}

const quoted = (entry: DatedEntry) => `"${entry.text.trim()}"`;

/**
 * The order for a file's dates: the one its unambiguous dates prove; else the admin's answer
 * (`given`) when some dates read either way; else a problem asking, with two of the file's dates.
 * Dates that prove opposite orders are a problem too (naming both), unless the admin answered.
 * Null when no date depends on the order.
 * @example decideDateOrder([{ where: 'row 2', text: '24/11/2026' }]) -> { ok: true, order: 'day-first' }
 */
export function decideDateOrder(entries: Iterable<DatedEntry>, given?: DateOrder): { ok: true; order: DateOrder | null } | StatementProblem {
  let dayFirst: DatedEntry | undefined;
  let monthFirst: DatedEntry | undefined;
  const either: DatedEntry[] = [];
  for (const entry of entries) {
    const evidence = orderEvidence(entry.text);
    if (evidence === 'day-first') dayFirst ??= entry;
    else if (evidence === 'month-first') monthFirst ??= entry;
    else if (evidence === 'either' && either.length < 2) either.push(entry);
  }
  if (dayFirst && monthFirst) {
    if (given) return { ok: true, order: given };
    return dateOrderProblem(
      `${quoted(dayFirst)}, ${quoted(monthFirst)}`,
      `${dayFirst.where} ${quoted(dayFirst)} can only be day first, ${monthFirst.where} ${quoted(monthFirst)} only month first`,
    );
  }
  if (dayFirst) return { ok: true, order: 'day-first' };
  if (monthFirst) return { ok: true, order: 'month-first' };
  if (either.length === 0) return { ok: true, order: null };
  if (given) return { ok: true, order: given };
  return dateOrderProblem(either.map(quoted).join(', '), either.map((entry) => entry.where).join(' and '));
}
