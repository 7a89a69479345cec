import type { ReceiptRow } from './ocr-rows';
import type { ValueSource } from './value-region';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';
const YEAR = '(\\d{4}|\\d{2})';

// Each shape names where its day, month and year sit among the capture groups.
const DATE_SHAPES: { pattern: RegExp; day: number; month: number; year: number }[] = [
  { pattern: new RegExp(`\\b${DAY}[\\s-]*${MONTH}[\\s,-]+${YEAR}\\b`, 'i'), day: 1, month: 2, year: 3 },
  { pattern: new RegExp(`\\b${MONTH}\\s*${DAY},?\\s+${YEAR}\\b`, 'i'), day: 2, month: 1, year: 3 },
  { pattern: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/, day: 3, month: 2, year: 1 },
  // Nigerian receipts write the day first.
  { pattern: /(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?!\d)/, day: 1, month: 2, year: 3 },
];
const TIME = /(?<!\d)(\d{1,2})\s?[:.]\s?(\d{2})(?:\s?[:.]\s?(\d{2}))?(?!\d)\s*([AaPp])?\.?\s?(?:[Mm]\b)?/;
const LAGOS_OFFSET_HOURS = 1;

/**
 * When the transfer was made, from the date (and time, when printed) on the receipt, read as Lagos
 * time (UTC+1, no daylight saving) into an ISO instant; midnight when only the date shows.
 * @example findDate([{ text: '24 Nov 2026, 10:22 AM', height: 0 }]) === '2026-11-24T09:22:00.000Z'
 */
export function findDate(rows: ReceiptRow[], now: Date = new Date()): string | null {
  return locateDate(rows, now)?.paidAt ?? null;
}

/**
 * The date (as findDate) and where it was read: the date's row, and the next when the time or
 * the rest of the date sits there.
 * @example locateDate(rows, now) // { paidAt: '2026-11-24T09:22:00.000Z', source: { rows: [5, 6], text: '24 Nov 2026 10:22 AM' } }
 */
export function locateDate(rows: ReceiptRow[], now: Date = new Date()): { paidAt: string; source: ValueSource } | null {
  const texts = rows.map((row) => fixDigits(row.text));
  // A labelled date row first: a receipt may also print a statement period or a print date.
  const order = [...texts.keys()].sort((a, b) => Number(!isDateLabel(texts[a] ?? '')) - Number(!isDateLabel(texts[b] ?? '')));
  // A date wrapped at a narrow screen's edge ("DATE: Friday, November 13," over "2026 8:32 PM")
  // is read from its row and the next together, after every whole date on one row.
  const wrapped = texts.map((text, index) => `${text} ${texts[index + 1] ?? ''}`);
  for (const index of [...order, ...order.map((at) => at + texts.length)]) {
    const text = index < texts.length ? texts[index] ?? '' : wrapped[index - texts.length] ?? '';
    for (const shape of DATE_SHAPES) {
      const match = shape.pattern.exec(text);
      if (!match) continue;
      const date = dateOf(match, shape, now);
      if (!date) continue;
      // The time follows the date on its row, or sits on the next row.
      const row = index % texts.length;
      const sameRow = timeOf(text.slice((match.index ?? 0) + match[0].length));
      const nextRow = sameRow ? null : timeOf(texts[row + 1] ?? '');
      const time = sameRow ?? nextRow ?? { hour: 0, minute: 0, second: 0, text: '' };
      const instant = Date.UTC(date.year, date.month - 1, date.day, time.hour - LAGOS_OFFSET_HOURS, time.minute, time.second);
      const rowsRead = index >= texts.length || nextRow ? [row, row + 1] : [row];
      return { paidAt: new Date(instant).toISOString(), source: { rows: rowsRead, text: `${match[0]} ${time.text}` } };
    }
  }
  return null;
}

function isDateLabel(text: string): boolean {
  return /^\W*(transaction |transfer |payment |value )?(date|time)/i.test(text);
}

function dateOf(match: RegExpExecArray, shape: (typeof DATE_SHAPES)[number], now: Date): { year: number; month: number; day: number } | null {
  const day = Number(match[shape.day]);
  const monthText = match[shape.month] ?? '';
  const month = /^\d+$/.test(monthText) ? Number(monthText) : MONTHS.indexOf(monthText.slice(0, 3).toLowerCase()) + 1;
  let year = Number(match[shape.year]);
  // Two-digit years belong to this century (a receipt from 2099 is not a concern here).
  if (year < 100) year += 2000 + (year + 2000 > now.getUTCFullYear() + 1 ? -100 : 0);
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 2000) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCDate() === day ? { year, month, day } : null;
}

function timeOf(text: string): { hour: number; minute: number; second: number; text: string } | null {
  const match = TIME.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = Number(match[3] ?? 0);
  const half = match[4]?.toLowerCase();
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second, text: match[0] };
}

/** OCR reads 0 as O and 1 as l or I next to digits: put the digits back inside number runs. */
function fixDigits(text: string): string {
  return text.replace(/(?<=\d[:/.-]?)[Oo](?=[\d:/.\s-]|$)|(?<=\d)[lI](?=\d)/g, (letter) => (/[Oo]/.test(letter) ? '0' : '1'));
}
