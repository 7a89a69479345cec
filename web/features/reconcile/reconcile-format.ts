import { reconcile_dateUnknown } from '../../../shared/i18n/paraglide/messages.js';
import { formatDate, formatDateTime } from '../../lib/format';

const DAY_MS = 86_400_000;
const LAGOS_OFFSET_MS = 3_600_000;

/**
 * A statement line's date as the bank printed it: a date alone when the statement gave no time
 * of day (the server then stores Lagos midnight), else the date and time, on Lagos time; "Date
 * unknown" for an alert that printed none.
 * @example creditDate('2026-11-23T23:00:00.000Z') === '24 Nov 2026'
 */
export function creditDate(postedAt: string | null): string {
  if (postedAt === null) return reconcile_dateUnknown();
  const ms = Date.parse(postedAt);
  if (Number.isNaN(ms)) return '';
  return (ms + LAGOS_OFFSET_MS) % DAY_MS === 0 ? formatDate(postedAt) : formatDateTime(postedAt);
}
