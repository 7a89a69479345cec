import type { CellValue } from './amount-cell';

// Nigerian banks print Lagos wall time (West Africa Time, UTC+1, no summer time).
const LAGOS_OFFSET_MS = 60 * 60 * 1000;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TIME = String.raw`(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([AaPp][Mm])?`;
const YEAR_FIRST = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T,:]+${TIME})?(?:Z|[+-]01:?00)?$`);
const DAY_FIRST = new RegExp(String.raw`^(\d{1,2})[-/. ]([A-Za-z]{3,9}|\d{1,2})\.?[-/., ]+(\d{4}|\d{2})(?:[ T,:]+${TIME})?$`);
const MONTH_FIRST = new RegExp(String.raw`^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})(?:[ T,]+${TIME})?$`);
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
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  }
  return lagosInstant(y, m, Number(day), hour, mi === undefined ? 0 : Number(mi), s === undefined ? 0 : Number(s));
}

/**
 * Reads a statement's date cell, day first as Nigerian banks print it, as an ISO instant (Lagos
 * time): '24-Nov-2026', '24/11/2026', '24-NOV-26', '2026-11-24 10:21:33', '24/11/2026 10:21 AM',
 * an Excel serial number, or a spreadsheet Date cell (its wall time read as Lagos time).
 * @example parseDateCell('24-Nov-2026 10:21') === '2026-11-24T09:21:00.000Z'
 */
export function parseDateCell(cell: CellValue): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) {
    // read-excel-file gives the cell's wall time as if it were UTC.
    const wall = cell.getTime();
    return Number.isNaN(wall) ? null : new Date(wall - LAGOS_OFFSET_MS).toISOString();
  }
  if (typeof cell === 'number') return fromExcelSerial(cell);
  const text = cell.replace(/\s+/g, ' ').trim();
  if (/^\d{5}(?:\.\d+)?$/.test(text)) return fromExcelSerial(Number(text));
  let match = YEAR_FIRST.exec(text);
  if (match) return fromParts(match[1]!, match[2]!, match[3]!, match.slice(4));
  match = DAY_FIRST.exec(text);
  if (match) return fromParts(match[3]!, match[2]!, match[1]!, match.slice(4));
  match = MONTH_FIRST.exec(text);
  if (match) return fromParts(match[3]!, match[1]!, match[2]!, match.slice(4));
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
