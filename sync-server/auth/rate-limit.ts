import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { lockKey } from '../db/lock';
import { rateEvents } from '../db/schema';

/** A limit: at most `max` events of `kind` per `key` within `windowMs` (an event counts for `windowMs` after it). */
export interface RateLimit {
  kind: string;
  max: number;
  windowMs: number;
}

const HOUR = 60 * 60_000;

/**
 * The OTP and login limits of DESIGN.md "Identity and auth", counted in the database so a restart
 * does not reset them and every server process shares them, and the public group look-ups',
 * counted in memory (public-lookup-limit.ts).
 */
export const LIMITS = {
  otpPerPhone: { kind: 'otp-phone', max: 5, windowMs: HOUR },
  otpPerIp: { kind: 'otp-ip', max: 20, windowMs: HOUR },
  loginLookupPerIp: { kind: 'login-lookup-ip', max: 30, windowMs: HOUR },
  // Public group look-ups (registration link, Custom URL, share link; groups/public-lookup-limit.ts).
  // Guessing links is mostly misses, so misses are capped strictly: a person mistypes a link a few
  // times, not 30 in an hour. Every look-up counts against a generous cap that a phone opening
  // links from WhatsApp or refreshing a landing page never meets, even many phones behind one
  // carrier address, but that bounds scraping.
  publicLookupMissPerIp: { kind: 'public-lookup-miss-ip', max: 30, windowMs: HOUR },
  publicLookupPerIp: { kind: 'public-lookup-ip', max: 600, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/**
 * Makes the check and the count of one `key` one step: a request that counts against `limit` must
 * not read the count while another request, between its own check and count, is still uncommitted,
 * or both would pass the last free place. On PostgreSQL, where requests (and server processes)
 * interleave, a transaction-scoped advisory lock on the limit and key: a concurrent request for the
 * same key waits until this transaction commits, then counts this one's event. A key may have no
 * event yet, so there is no row to lock. Taking it twice in one transaction is harmless. On SQLite
 * a no-op: its transactions run one at a time.
 * @example await lockLimitKey(tx, LIMITS.otpPerPhone, phoneCapKey('login', phone))
 */
export async function lockLimitKey(tx: Tx, limit: RateLimit, key: string): Promise<void> {
  await lockKey(tx, `rate:${limit.kind}:${key}`);
}

/**
 * True when `key` has already used up `limit` at `now`. Call it in the request's transaction before
 * `recordEvent` for the same limit and key: the key stays locked until that transaction ends, so
 * the check and the count cannot be split by a concurrent request.
 * @example if (await isLimited(tx, LIMITS.otpPerIp, ip, now)) return refuse('otp-rate-limited');
 */
export async function isLimited(tx: Tx, limit: RateLimit, key: string, now: Date): Promise<boolean> {
  await lockLimitKey(tx, limit, key);
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await tx
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, limit.kind), eq(rateEvents.key, key), gt(rateEvents.createdAt, since)));
  return Number(row?.n ?? 0) >= limit.max;
}

/**
 * Seconds until `key` is under `limit` again (0 when it is now), for a Retry-After header: the
 * time until enough of the counted events have left the window.
 */
export async function secondsUntilUnlimited(tx: Tx, limit: RateLimit, key: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs);
  const times = await tx
    .select({ createdAt: rateEvents.createdAt })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, limit.kind), eq(rateEvents.key, key), gt(rateEvents.createdAt, since)))
    .orderBy(asc(rateEvents.createdAt));
  const freeing = times[times.length - limit.max];
  if (!freeing) return 0;
  return Math.max(1, Math.ceil((freeing.createdAt.getTime() + limit.windowMs - now.getTime()) / 1000));
}

/** Counts one event against `limit` for `key`, in the transaction that checked it (isLimited). */
export async function recordEvent(tx: Tx, limit: RateLimit, key: string, now: Date): Promise<void> {
  await tx.insert(rateEvents).values({ kind: limit.kind, key, createdAt: now });
}

/** Drops events older than a day: no limit looks further back. */
export async function pruneRateEvents(tx: Tx, now: Date): Promise<void> {
  await tx.delete(rateEvents).where(lt(rateEvents.createdAt, new Date(now.getTime() - 24 * HOUR)));
}
