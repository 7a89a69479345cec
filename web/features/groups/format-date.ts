// Dates are shown as a Nigerian reader writes them, on Lagos time, whatever the phone's zone:
// a deadline saved as "end of 31 Dec in Lagos" must read 31 Dec everywhere.
const DATE_FORMAT = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' });

/**
 * A stored ISO time as a short date; '' for an unreadable one.
 * @example formatDate('2026-12-31T22:59:59.000Z') === '31 Dec 2026'
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}
