/**
 * The one place the app formats a date, a time, a day, a sum of money or how long ago (issue 24):
 * every screen, CSV and message imports these. Dates are shown as a Nigerian reader writes them,
 * on Lagos time whatever the phone's zone: a deadline saved as "end of 31 Dec in Lagos" must read
 * 31 Dec everywhere. Money is formatted by shared/money.ts and how long ago by shared/progress.ts
 * (the server words them too); they are re-exported here so web has one door.
 */
export { formatNaira, formatNairaExact } from '../../shared/money';
export { relativeTime } from '../../shared/progress';
import { dayText, lagosDay } from '../../shared/lagos-day';

const DATE = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });
const DATE_TIME = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Africa/Lagos',
});

const readable = (iso: string | null): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A stored ISO time as a short date; '' for none or an unreadable one.
 * @example formatDate('2026-12-31T22:59:59.000Z') === '31 Dec 2026'
 */
export function formatDate(iso: string | null): string {
  const date = readable(iso);
  return date ? DATE.format(date) : '';
}

/**
 * A stored ISO time as a date and time of day; '' for none or an unreadable one.
 * @example formatDateTime('2025-03-01T10:05:00Z') // '1 Mar 2025, 11:05 am'
 */
export function formatDateTime(iso: string | null): string {
  const date = readable(iso);
  return date ? DATE_TIME.format(date) : '';
}

/**
 * The Lagos calendar day of a stored time as YYYY-MM-DD; '' for none or an unreadable one.
 * @example lagosDayOf('2026-12-31T22:59:59.000Z') === '2026-12-31'
 */
export function lagosDayOf(iso: string | null): string {
  return readable(iso) ? lagosDay(iso!) : '';
}

/**
 * Today's date as a date input writes it, for a date picker's earliest or latest day (the phone's own day).
 * @example todayForDateInput(new Date(2026, 0, 5)) === '2026-01-05'
 */
export function todayForDateInput(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DAY_NOON = (day: string) => new Date(`${day}T12:00:00+01:00`);
const MONTH = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });

/**
 * A Lagos calendar day written 'YYYY-MM-DD' as a short date.
 * @example formatDay('2026-03-31') === '31 Mar 2026'
 */
export function formatDay(day: string): string {
  return dayText(day);
}

/**
 * The month and year of a Lagos day.
 * @example formatMonth('2026-03-31') === 'Mar 2026'
 */
export function formatMonth(day: string): string {
  return MONTH.format(DAY_NOON(day));
}
