import { firstLineOf, type UnreadableEntry } from '../../shared/statement-unreadable';
import { readAlert, type AlertReading } from './alert-reading';
import { parseDateCell } from './date-cell';
import { decideDateOrder, type DatedEntry } from './date-order';
import { MAX_STATEMENT_ROWS, statementProblem, type StatementProblem } from './messages';
import { alertSegments } from './sms-segments';
import type { ParseOptions, ReadOutcome, UnkeyedCredit } from './statement-credit';

/**
 * No alert's line is longer: a paste with a longer one is not alerts. Lines are bounded (and runs of
 * blanks made one space) before any pattern runs, because patterns with several `\s*` in a row
 * cost more than linear time on a long run of blanks: 900 KB of spaces once took minutes.
 */
const MAX_ALERT_LINE = 1_000;
/** More lines than 20,000 alerts of ten lines hold: refused before any line is read. */
const MAX_ALERT_LINES = MAX_STATEMENT_ROWS * 10;

/**
 * The credits in a paste of bank alert texts (credit and debit alerts, any bank, any number,
 * copied any way: sms-segments.ts). Debit alerts are counted; every alert or block of text that
 * cannot be read is listed with its number in the paste, its first line and why, and the others
 * are read; an alert without a date is a credit whose day is unknown (postedAt null). Dates that
 * read either way (09/05/2026) follow the paste's other dates or the admin's answer
 * (date-order.ts). Null when the text holds no alert at all.
 * @example smsCredits('Acct: 0123****89\nAmt: NGN5,000.00 CR\nDesc: TRF FROM ADA\nDate: 24-11-2026 10:21')
 */
export function smsCredits(pasted: string, options: ParseOptions = {}): ReadOutcome | StatementProblem | null {
  const text = pasted.replace(/[^\S\n]+/g, ' ');
  const lines = text.split('\n');
  if (lines.some((line) => line.length > MAX_ALERT_LINE)) return null;
  if (lines.filter((line) => line.trim() !== '').length > MAX_ALERT_LINES) return statementProblem('statement-too-large');
  const segments = alertSegments(text);
  if (segments.length > MAX_STATEMENT_ROWS) return statementProblem('statement-too-large');
  const readings: AlertReading[] = segments.map(readAlert);
  if (!readings.some((reading) => reading.kind !== 'unreadable' || reading.reason !== 'not-an-alert')) return null;

  const dated = function* (): Generator<DatedEntry> {
    for (const [index, reading] of readings.entries()) {
      if (reading.kind !== 'unreadable' && reading.date?.found) yield { where: `alert ${index + 1}`, text: reading.date.text };
    }
  };
  const decided = decideDateOrder(dated(), options.dateOrder);
  if (!decided.ok) return decided;

  const credits: UnkeyedCredit[] = [];
  const unreadable: UnreadableEntry[] = [];
  let skippedDebits = 0;
  for (const [index, reading] of readings.entries()) {
    const line = index + 1;
    const unread = (reason: UnreadableEntry['reason'], detail: string) =>
      unreadable.push({ unit: 'Alert', line, firstLine: firstLineOf(segments[index]!.lines[0]!.text), reason, detail });
    if (reading.kind === 'unreadable') {
      unread(reading.reason, reading.detail);
      continue;
    }
    if (reading.kind === 'debit') {
      skippedDebits += 1;
      continue;
    }
    const postedAt = reading.date === null ? null : parseDateCell(reading.date.text, decided.order ?? 'day-first');
    if (reading.date !== null && postedAt === null) {
      unread('date-not-a-date', `the date "${reading.date.text}" is not a date`);
      continue;
    }
    credits.push({ line, postedAt, amountKobo: reading.amountKobo, narration: reading.narration, reference: reading.reference, balanceKobo: reading.balanceKobo });
  }
  return { ok: true, credits, skippedDebits, unreadable, dateOrder: decided.order };
}
