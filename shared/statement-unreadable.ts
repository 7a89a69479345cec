/**
 * What the statement import could not read, entry by entry (issue 22 §4): an import never drops an
 * alert or a row silently. Each one it could not read is listed with its number in the paste or
 * file, its first line as the admin pasted it, and why, as a closed set of kebab-case codes the
 * phone words in its reader's language. `detail` stays English (the figure or the text at fault),
 * for API clients and the server's logs.
 * @example unreadableText({ unit: 'Alert', line: 3, firstLine: 'Acct:**737', reason: 'amount-missing', detail: 'no amount' }, { locale: 'en' })
 *   === 'Alert 3 ("Acct:**737"): no amount was found.'
 */
import type { Locale } from './i18n/languages';
import {
  reconcile_unreadableAlert,
  reconcile_unreadableAmountMissing,
  reconcile_unreadableAmountNotANumber,
  reconcile_unreadableDateMissing,
  reconcile_unreadableDateNotADate,
  reconcile_unreadableNotAnAlert,
  reconcile_unreadableRow,
  reconcile_unreadableSideUnknown,
} from './i18n/paraglide/messages.js';

/** Why an alert or a row could not be read. The list is closed: the phone words each code. */
export const UNREADABLE_REASONS = [
  'not-an-alert',
  'amount-missing',
  'amount-not-a-number',
  'side-unknown',
  'date-missing',
  'date-not-a-date',
] as const;
export type UnreadableReason = (typeof UNREADABLE_REASONS)[number];

/** The longest first line an entry carries: enough to find the alert in a long paste. */
export const UNREADABLE_FIRST_LINE_MAX = 120;

/** One alert (in a paste) or row (in a file) that was not read. */
export interface UnreadableEntry {
  unit: 'Alert' | 'Row';
  /** 1-based: the alert's number in the paste, or the row's number as a spreadsheet shows it. */
  line: number;
  /** The alert's first non-blank line, or the row's non-empty cells joined with ' | ' (cut to 120). */
  firstLine: string;
  reason: UnreadableReason;
  /** English, for API clients: the figure or text at fault. */
  detail: string;
}

type Options = { locale?: Locale };

const WHY: Record<UnreadableReason, (inputs?: Record<string, never>, options?: Options) => string> = {
  'not-an-alert': reconcile_unreadableNotAnAlert,
  'amount-missing': reconcile_unreadableAmountMissing,
  'amount-not-a-number': reconcile_unreadableAmountNotANumber,
  'side-unknown': reconcile_unreadableSideUnknown,
  'date-missing': reconcile_unreadableDateMissing,
  'date-not-a-date': reconcile_unreadableDateNotADate,
};

/**
 * An entry's first line as it travels: single-spaced and cut to UNREADABLE_FIRST_LINE_MAX.
 * @example firstLineOf('  Acct:   **737  ') === 'Acct: **737'
 */
export function firstLineOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= UNREADABLE_FIRST_LINE_MAX ? line : `${line.slice(0, UNREADABLE_FIRST_LINE_MAX - 1)}…`;
}

/**
 * The entry in the reader's language (or `options.locale`): which alert or row, its first line,
 * and why it was not read.
 */
export function unreadableText(entry: Pick<UnreadableEntry, 'unit' | 'line' | 'firstLine' | 'reason'>, options?: Options): string {
  const why = WHY[entry.reason]({}, options);
  const parts = { line: entry.line, firstLine: entry.firstLine, why };
  return entry.unit === 'Alert' ? reconcile_unreadableAlert(parts, options) : reconcile_unreadableRow(parts, options);
}
