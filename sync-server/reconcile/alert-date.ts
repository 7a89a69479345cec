/**
 * Where an alert's date is: the first date in a text with the time printed beside it, before or
 * after ("Date:26-Jul-2022 19:00", "DT:26/07/2022:5:47:35PM", "09-May-2022 @ 5:32 PM", "at 7:15 AM
 * 19-Apr-2022", "on 12-Jun-2026 16:28."). The text is read later, once the paste's date order is
 * known (date-order.ts): only then can 09/05/2026 be read.
 */

const DATE_TOKEN =
  /(?<![\d/.-])(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[-/.](?:[A-Za-z]{3,9}|\d{1,2})[-/.](?:\d{4}|\d{2})|\d{1,2} [A-Za-z]{3,9},? \d{4})(?![\d/])/;
const TIME_AFTER = /^(?:\s{0,2}[:@T,]?\s{0,2})(\d{1,2}:\d{1,2}(?::\d{2})?(?:\s?[AaPp][Mm])?)(?![\d:])/;
const TIME_BEFORE = /(?<![\d:])(\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?)\s{1,2}$/;

/** A date found in a text: its words (date and time, ready for parseDateCell), and where it ends. */
export interface FoundDate {
  text: string;
  start: number;
  end: number;
}

/**
 * The first date in a text with its time, or null.
 * @example findDate('Date:26-Jul-2022 19:00') -> { text: '26-Jul-2022 19:00', ... }
 * @example findDate('into **9032 at 7:15 AM 19-Apr-2022') -> { text: '7:15 AM 19-Apr-2022', ... }
 */
export function findDate(text: string): FoundDate | null {
  const date = DATE_TOKEN.exec(text);
  if (!date) return null;
  const start = date.index;
  const end = start + date[0].length;
  const after = TIME_AFTER.exec(text.slice(end, end + 20));
  if (after) return { text: `${date[0]} ${after[1]}`, start, end: end + after[0].length };
  const before = TIME_BEFORE.exec(text.slice(Math.max(0, start - 16), start));
  if (before) return { text: `${before[1]} ${date[0]}`, start: start - before[0].length, end };
  return { text: date[0], start, end };
}

/** A time alone ("Time: 03:09 PM", Moniepoint prints it on its own line). */
export function findTime(text: string): string | null {
  return /^\s*(\d{1,2}:\d{1,2}(?::\d{2})?(?:\s?[AaPp][Mm])?)\s*$/.exec(text)?.[1] ?? null;
}
