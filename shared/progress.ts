import { common_daysAgo, common_hoursAgo, common_justNow, common_minutesAgo } from './i18n/paraglide/messages.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Collected as a whole percentage of target (SPEC §9): rounded half up, 0 when target <= 0,
 * at most 100 with { cap: true } (the payment flow).
 * @example progressPercent(2900, 20000) === 15; progressPercent(300, 200, { cap: true }) === 100
 */
export function progressPercent(collectedKobo: number, targetKobo: number, opts?: { cap?: boolean }): number {
  if (!(targetKobo > 0)) return 0;
  let percent: number;
  if (Number.isSafeInteger(collectedKobo) && Number.isSafeInteger(targetKobo)) {
    // Exact integer rounding: floats get halves wrong (29 / 200 * 100 === 14.499999999999998),
    // and kobo totals times 100 can pass 2^53. round(c*100/t) = floor((200c + t) / 2t).
    const numerator = 200n * BigInt(collectedKobo) + BigInt(targetKobo);
    const denominator = 2n * BigInt(targetKobo);
    let quotient = numerator / denominator;
    // BigInt division truncates toward zero; floor needs one less for an inexact negative.
    if (numerator < 0n && quotient * denominator !== numerator) quotient -= 1n;
    percent = Number(quotient);
  } else {
    percent = Math.round((collectedKobo * 100) / targetKobo);
  }
  return opts?.cap ? Math.min(percent, 100) : percent;
}

function toTime(date: Date | string): number {
  return (typeof date === 'string' ? new Date(date) : date).getTime();
}

/**
 * Whole days until the deadline, rounded up, never below 0 (0 for an unreadable date).
 * @example daysLeft('2025-01-03T00:00:00Z', new Date('2025-01-01T12:00:00Z')) === 2
 */
export function daysLeft(deadline: Date | string, now: Date): number {
  const remaining = toTime(deadline) - now.getTime();
  if (!Number.isFinite(remaining) || remaining <= 0) return 0;
  return Math.ceil(remaining / DAY_MS);
}

/**
 * Whether a deadline gets the warning style: fewer than 7 days left.
 * @example isDeadlineSoon(6) === true; isDeadlineSoon(7) === false
 */
export function isDeadlineSoon(days: number): boolean {
  return days < 7;
}

/**
 * How long ago, in the spec's words ('common' catalogue, in the current language): 'Just now'
 * under a minute (and for future times), then whole minutes under 60, hours under 24, then days.
 * An unreadable date gives ''.
 * @example relativeTime(new Date(Date.now() - 5 * 60_000), new Date()) === '5 minutes ago'
 */
export function relativeTime(date: Date | string, now: Date): string {
  const elapsed = now.getTime() - toTime(date);
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return common_justNow();
  if (elapsed < HOUR_MS) return common_minutesAgo({ count: Math.floor(elapsed / MINUTE_MS) });
  if (elapsed < DAY_MS) return common_hoursAgo({ count: Math.floor(elapsed / HOUR_MS) });
  return common_daysAgo({ count: Math.floor(elapsed / DAY_MS) });
}
