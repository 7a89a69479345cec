import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db, Queryable } from '../db/open';
import { rateEvents } from '../db/schema';

/** A limit: at most `max` events of `kind` per `key` within `windowMs`. */
export interface RateLimit {
  kind: string;
  max: number;
  windowMs: number;
}

const HOUR = 60 * 60_000;

/** The OTP and login limits of DESIGN.md "Identity and auth". Counted in the database, so a restart does not reset them. */
export const LIMITS = {
  otpPerPhone: { kind: 'otp-phone', max: 5, windowMs: HOUR },
  otpPerIp: { kind: 'otp-ip', max: 20, windowMs: HOUR },
  loginLookupPerIp: { kind: 'login-lookup-ip', max: 30, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/** True when `key` has already used up `limit` at `now`. */
export function isLimited(db: Queryable, limit: RateLimit, key: string, now: Date): boolean {
  const since = new Date(now.getTime() - limit.windowMs);
  const row = db
    .select({ n: count() })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, limit.kind), eq(rateEvents.key, key), gte(rateEvents.createdAt, since)))
    .get();
  return (row?.n ?? 0) >= limit.max;
}

/** Counts one event against `limit` for `key`. */
export function recordEvent(db: Queryable, limit: RateLimit, key: string, now: Date): void {
  db.insert(rateEvents).values({ kind: limit.kind, key, createdAt: now }).run();
}

/** Drops events older than a day: no limit looks further back. */
export function pruneRateEvents(db: Db, now: Date): void {
  db.delete(rateEvents).where(lt(rateEvents.createdAt, new Date(now.getTime() - 24 * HOUR))).run();
}
