import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Db, Queryable } from '../db/open';
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
 * does not reset them, and the public group look-ups', counted in memory (public-lookup-limit.ts).
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

/** True when `key` has already used up `limit` at `now`. */
export function isLimited(db: Queryable, limit: RateLimit, key: string, now: Date): boolean {
  const since = new Date(now.getTime() - limit.windowMs);
  const row = db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, limit.kind), eq(rateEvents.key, key), gt(rateEvents.createdAt, since)))
    .get();
  return (row?.n ?? 0) >= limit.max;
}

/**
 * Seconds until `key` is under `limit` again (0 when it is now), for a Retry-After header: the
 * time until enough of the counted events have left the window.
 */
export function secondsUntilUnlimited(db: Queryable, limit: RateLimit, key: string, now: Date): number {
  const since = new Date(now.getTime() - limit.windowMs);
  const times = db
    .select({ createdAt: rateEvents.createdAt })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, limit.kind), eq(rateEvents.key, key), gt(rateEvents.createdAt, since)))
    .orderBy(asc(rateEvents.createdAt))
    .all();
  const freeing = times[times.length - limit.max];
  if (!freeing) return 0;
  return Math.max(1, Math.ceil((freeing.createdAt.getTime() + limit.windowMs - now.getTime()) / 1000));
}

/** Counts one event against `limit` for `key`. */
export function recordEvent(db: Queryable, limit: RateLimit, key: string, now: Date): void {
  db.insert(rateEvents).values({ kind: limit.kind, key, createdAt: now }).run();
}

/** Drops events older than a day: no limit looks further back. */
export function pruneRateEvents(db: Db, now: Date): void {
  db.delete(rateEvents).where(lt(rateEvents.createdAt, new Date(now.getTime() - 24 * HOUR))).run();
}
