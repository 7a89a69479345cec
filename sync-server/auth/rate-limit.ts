import { and, asc, count, eq, gt, lt, or } from 'drizzle-orm';
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
 * counted in memory on SQLite (public-lookup-limit.ts). README "Sign-in limits" lists them.
 *
 * An address is not a person: Nigerian mobile networks put many subscribers behind one public
 * address (carrier-grade NAT), and a WhatsApp group of 300 opening its join link at once arrives
 * from one. So the caps per address are sized for such a group, and abuse is bounded by what
 * identifies it: the phone number (code guessing, bombing one phone), the number's prefix and
 * country (SMS pumping walks a paid range), the group link (scripted sign-ups into one group) and
 * one budget of codes for the whole server (otpBudget, whatever else an abuser varies).
 */
export const LIMITS = {
  // Codes to one phone (per purpose, phoneCapKey): a person needs one, two with a resend; five
  // stops a script from bombing one phone with texts and, with 5 tries per code, bounds guesses
  // at one phone's codes to 25 an hour.
  otpPerPhone: { kind: 'otp-phone', max: 5, windowMs: HOUR },
  // Codes requested from one address. A group of 300 behind one carrier address signs up (300
  // codes), may log in again on another phone the same hour (300) and a third asks for a resend
  // (about 100): 700. 1000 leaves room for that, and still bounds one abuser on one address to
  // 1000 texts an hour, which the prefix, country and server-wide caps cut further.
  otpPerIp: { kind: 'otp-ip', max: 1000, windowMs: HOUR },
  // Codes to the numbers of one prefix outside Nigeria's mobile ranges (phone-prefix.ts: a
  // landline, premium or foreign block such as +44791). A real group has a handful of members
  // abroad, spread over a few prefixes; a pumper walking one paid range is stopped at 20.
  otpPerUnusualPrefix: { kind: 'otp-prefix', max: 20, windowMs: HOUR },
  // Codes to the numbers of one foreign country, all its prefixes together: a diaspora of a few
  // dozen members (the UK, the US) signs up in an hour; a pumper spreading over a country's
  // prefixes gets 50 texts, not thousands.
  otpPerForeignCountry: { kind: 'otp-country', max: 50, windowMs: HOUR },
  // Sign-up code requests for a phone that already has an account, from one address. Each
  // answer says "this phone is registered", so it is what lists registered phones. In a group of
  // 300 maybe a third already have an account from another group and try to sign up again:
  // 100. Once used up, every sign-up code request from the address is refused (new phones too,
  // or the refusal itself would tell which phones are registered).
  registeredPhoneLookupPerIp: { kind: 'registered-phone-ip', max: 100, windowMs: HOUR },
  // Login look-ups (username and phone) from one address: every one, found or not, is counted
  // before it is answered. 300 members logging in, some twice: 1000, as for codes.
  loginLookupPerIp: { kind: 'login-lookup-ip', max: 1000, windowMs: HOUR },
  // Login look-ups from one address that matched no user: how pairs are guessed. 300 members
  // where one in three mistypes a username or number once: 100. Once used up, every login
  // look-up from the address is refused, found or not, so the answers tell a guesser nothing.
  loginLookupMissPerIp: { kind: 'login-lookup-miss-ip', max: 100, windowMs: HOUR },
  // Accounts made through one group's join link (the wizard's register-with-otp). A group of 300
  // joins within the hour with room to spare (cooperatives and churches of up to 500); more than
  // that in one hour is a script filling a group with made-up members.
  signupsPerGroup: { kind: 'group-signups', max: 500, windowMs: HOUR },
  // Public group look-ups (registration link, Custom URL, share link; groups/public-lookup-limit.ts).
  // Guessing links is mostly misses, so misses are capped strictly: a person mistypes a link or
  // opens a stale one once or twice; 60 covers a carrier address of such people and is nothing
  // against a link space. Every look-up counts against a generous cap: a share link costs two
  // (its slug, then the registration link), so 300 members opening it from WhatsApp make 600,
  // and coming back to the page through the hour a few times more each stays under 1500, which
  // still bounds scraping from one address.
  publicLookupMissPerIp: { kind: 'public-lookup-miss-ip', max: 60, windowMs: HOUR },
  publicLookupPerIp: { kind: 'public-lookup-ip', max: 1500, windowMs: HOUR },
  // Gifts from outside a group (issue 27 §4; guests/guest-service.ts) sent from one address. A
  // burial's guests give from their own phones, a few from one office or church network: 30 an
  // hour. Each also needs a code to its phone, which the code caps above bound.
  guestGiftsPerIp: { kind: 'guest-gift-ip', max: 30, windowMs: HOUR },
  // Receipts a member asks the server to read before submitting them (issue 27 §1: the amount of
  // a shared receipt). A member shares one receipt per payment, a treasurer paying in for several
  // members a dozen; each read is seconds of OCR on the server, so 20 an hour.
  receiptReadsPerUser: { kind: 'receipt-read-user', max: 20, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/**
 * Codes sent per hour by the whole server, whatever number, prefix or address they go to: the
 * last bound on the SMS bill when an abuser varies everything else. Two groups of 300 signing up
 * and logging in within one hour send about 1200; 2000 lets that through and caps a bad hour's
 * bill at 2000 texts (some ₦10,000 at a few naira each). OTP_BUDGET_PER_HOUR changes it (main.ts, README).
 */
export const DEFAULT_OTP_BUDGET_PER_HOUR = 2000;

/** The server-wide code budget as a limit, counted under one key. @example await isLimited(tx, otpBudget(2000), OTP_BUDGET_KEY, now) */
export function otpBudget(perHour: number): RateLimit {
  return { kind: 'otp-all', max: perHour, windowMs: HOUR };
}
export const OTP_BUDGET_KEY = 'all';

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

/** One limit and the key it is counted under for a request. */
export type Cap = readonly [RateLimit, string];

/**
 * The first of `caps` already used up at `now`, or undefined: isLimited for several caps at once,
 * with their keys locked in the order given (keep one order everywhere, so two requests never
 * wait on each other's keys) and their counts read in one query, not one per cap.
 * @example if (await firstLimited(tx, [[LIMITS.otpPerPhone, phoneKey], [LIMITS.otpPerIp, ip]], now)) return refuse('otp-rate-limited');
 */
export async function firstLimited(tx: Tx, caps: readonly Cap[], now: Date): Promise<Cap | undefined> {
  for (const [limit, key] of caps) await lockLimitKey(tx, limit, key);
  const rows = await tx
    .select({ kind: rateEvents.kind, key: rateEvents.key, n: count() })
    .from(rateEvents)
    .where(or(...caps.map(([limit, key]) => and(eq(rateEvents.kind, limit.kind), eq(rateEvents.key, key), gt(rateEvents.createdAt, new Date(now.getTime() - limit.windowMs))))))
    .groupBy(rateEvents.kind, rateEvents.key);
  const counted = new Map(rows.map((row) => [`${row.kind}\u0000${row.key}`, Number(row.n)]));
  return caps.find(([limit, key]) => (counted.get(`${limit.kind}\u0000${key}`) ?? 0) >= limit.max);
}

/** Counts one event against each of `caps`, in one insert, in the transaction that checked them (firstLimited). */
export async function recordEvents(tx: Tx, caps: readonly Cap[], now: Date): Promise<void> {
  if (caps.length === 0) return;
  await tx.insert(rateEvents).values(caps.map(([limit, key]) => ({ kind: limit.kind, key, createdAt: now })));
}

/** Drops events older than a day: no limit looks further back. */
export async function pruneRateEvents(tx: Tx, now: Date): Promise<void> {
  await tx.delete(rateEvents).where(lt(rateEvents.createdAt, new Date(now.getTime() - 24 * HOUR)));
}
