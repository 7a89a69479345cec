import type { CellValue } from './amount-cell';
import type { DateOrder } from './date-order';

// Nigerian banks print Lagos wall time (West Africa Time, UTC+1, no summer time).
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// Minutes with one digit too: Keystone prints midnight as "0:0".
const TIME = String.raw`(\d{1,2}):(\d{1,2})(?::(\d{2}))?(?:\.\d+)?\s*([AaPp][Mm])?`;
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T,:]+${TIME})?(?:Z|[+-]01:?00)?$`);
// The day (or the month, in a month-first file) and the month, then the year; the time after a
// space, a comma, a colon ("26/07/2022:5:47:35PM") or an at sign ("09-May-2022 @ 5:32 PM").
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[-/. ]([A-Za-z]{3,9}|\d{1,2})\.?[-/., ]+(\d{4}|\d{2})(?:[ T,:@]+${TIME})?$`);
const MONTH_NAME_FIRST = new RegExp(String.raw`^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})(?:[ T,]+${TIME})?$`);
// The time before the date, as a sentence alert writes it: "at 7:15 AM 19-Apr-2022".
const TIME_FIRST = new RegExp(String.raw`^${TIME}\s+(\d{1,2})[-/. ]([A-Za-z]{3,9}|\d{1,2})\.?[-/., ]+(\d{4}|\d{2})$`);
// Excel counts days from 1899-12-30 (its phantom 29 Feb 1900 folded in); 1970-01-01 is day 25569.
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;

function monthNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const index = MONTHS.indexOf(text.slice(0, 3).toLowerCase());
  return index < 0 ? null : index + 1;
}

function lagosInstant(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): string | null {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 31 Nov over into December: a day past the month's end is not a date.
  if (new Date(wall).getUTCDate() !== day) return null;
  return new Date(wall - LAGOS_OFFSET_MS).toISOString();
}

function fromParts(year: string, month: string, day: string, time: (string | undefined)[]): string | null {
  const m = monthNumber(month);
  if (m === null) return null;
  // Two-digit years ('24-NOV-26') are this century's: statements are recent.
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  const [h, mi, s, meridiem] = time;
  let hour = h === undefined ? 0 : Number(h);
  // "15:29PM" (Fidelity) is a 24-hour time with a stray PM: read the hour as printed.
  if (meridiem && !(hour > 12 && meridiem.toLowerCase() === 'pm')) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  }
  return lagosInstant(y, m, Number(day), hour, mi === undefined ? 0 : Number(mi), s === undefined ? 0 : Number(s));
}

/** A numeric day and month in the file's order; a month in letters is unambiguous. */
function dayAndMonth(first: string, second: string, order: DateOrder): [day: string, month: string] {
  return order === 'month-first' && /^\d+$/.test(second) ? [second, first] : [first, second];
}

/**
 * Reads a statement's date cell as an ISO instant (Lagos time): '24-Nov-2026', '24/11/2026',
 * '24-NOV-26', '2026-11-24 10:21:33', '24/11/2026 10:21 AM', '09-May-2022 @ 5:32 PM',
 * '7:15 AM 19-Apr-2022', an Excel serial number, or a spreadsheet Date cell (its wall time read as
 * Lagos time). Numeric dates are day first unless the file's order (date-order.ts) is month first.
 * @example parseDateCell('24-Nov-2026 10:21') === '2026-11-24T09:21:00.000Z'
 * @example parseDateCell('09/14/2026 06:49:31 AM', 'month-first') === '2026-09-14T05:49:31.000Z'
 */
export function parseDateCell(cell: CellValue, order: DateOrder = 'day-first'): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) {
    // read-excel-file gives the cell's wall time as if it were UTC.
    const wall = cell.getTime();
    return Number.isNaN(wall) ? null : new Date(wall - LAGOS_OFFSET_MS).toISOString();
  }
  if (typeof cell === 'number') return fromExcelSerial(cell);
  const text = cell.replace(/\s+/g, ' ').trim();
  if (text.length > 64) return null;
  if (/^\d{5}(?:\.\d+)?$/.test(text)) return fromExcelSerial(Number(text));
  let match = YEAR_FIRST.exec(text);
  if (match) return fromParts(match[1]!, match[2]!, match[3]!, match.slice(4));
  match = DAY_FIRST.exec(text);
  if (match) {
    const [day, month] = dayAndMonth(match[1]!, match[2]!, order);
    return fromParts(match[3]!, month, day, match.slice(4));
  }
  match = MONTH_NAME_FIRST.exec(text);
  if (match) return fromParts(match[3]!, match[1]!, match[2]!, match.slice(4));
  match = TIME_FIRST.exec(text);
  if (match) {
    const [day, month] = dayAndMonth(match[5]!, match[6]!, order);
    return fromParts(match[7]!, month, day, match.slice(1, 5));
  }
  return null;
}

function fromExcelSerial(serial: number): string | null {
  // Only serials of plausible statement years (1960–2100) are dates; anything else is a number.
  if (!Number.isFinite(serial) || serial < 21916 || serial > 73051) return null;
  const wall = Math.round((serial - EXCEL_EPOCH_DAYS) * DAY_MS / 1000) * 1000;
  return new Date(wall - LAGOS_OFFSET_MS).toISOString();
}

/**
 * Whether a posted time carries no time of day (Lagos midnight: the statement printed a date only).
 * @example isDateOnly('2026-11-23T23:00:00.000Z') === true
 */
export function isDateOnly(postedAt: string): boolean {
  return new Date(postedAt).getTime() % DAY_MS === DAY_MS - LAGOS_OFFSET_MS;
}
