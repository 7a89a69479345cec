import type { Engine, Tx } from '../db/database';
import { isLimited, LIMITS, recordEvent, secondsUntilUnlimited, type RateLimit } from '../auth/rate-limit';
import { refuse, type Outcome, type Refusal } from '../outcome/outcome';

/** A refusal for too many look-ups, with the wait the route puts in Retry-After. */
export type LookupLimited = Refusal & { retryAfterSeconds: number };

/** Past this many addresses tracked, the longest-tracked is forgotten: memory stays bounded under a spray of addresses. */
const MAX_ADDRESSES = 100_000;

/** Where one cap keeps its counts: each call runs in the look-up's transaction. */
interface CapCounts {
  /** Seconds until `key` is under the cap again; 0 when it is now. */
  wait(tx: Tx, key: string, now: Date): Promise<number>;
  record(tx: Tx, key: string, now: Date): Promise<void>;
}

/**
 * A sliding-window count per address, in this process's memory: the times of the events still
 * inside the window (at most `limit.max` per address, since a limited address records nothing more).
 */
function inMemory(limit: RateLimit): CapCounts {
  const times = new Map<string, number[]>();
  const live = (key: string, now: number) => {
    const list = times.get(key);
    if (!list) return [];
    while (list.length > 0 && list[0]! <= now - limit.windowMs) list.shift();
    if (list.length === 0) times.delete(key);
    return list;
  };
  return {
    // Until enough of the address's events have left the window.
    async wait(_tx, key, at) {
      const now = at.getTime();
      const list = live(key, now);
      const freeing = list[list.length - limit.max];
      return freeing === undefined ? 0 : Math.max(1, Math.ceil((freeing + limit.windowMs - now) / 1000));
    },
    async record(_tx, key, at) {
      const now = at.getTime();
      const list = live(key, now);
      if (list.length === 0) times.set(key, list);
      list.push(now);
      if (times.size > MAX_ADDRESSES) times.delete(times.keys().next().value!);
    },
  };
}

/**
 * The same count in rate_events (auth/rate-limit.ts), shared by every server process on the
 * database. isLimited locks the address's key for the rest of the transaction (PostgreSQL), so a
 * concurrent look-up from the same address, in this process or another, waits for this one's count.
 */
function inDatabase(limit: RateLimit): CapCounts {
  return {
    wait: async (tx, key, now) => ((await isLimited(tx, limit, key, now)) ? secondsUntilUnlimited(tx, limit, key, now) : 0),
    record: (tx, key, now) => recordEvent(tx, limit, key, now),
  };
}

/** Where the look-up caps keep their counts. */
export type LookupCountStore = 'memory' | 'database';

/** The store for an engine: the database when several processes may share it (see createLookupLimiter). */
export function lookupCountsFor(engine: Engine): LookupCountStore {
  return engine === 'postgres' ? 'database' : 'memory';
}

/**
 * The per-address caps on public group look-ups (registration link, Custom URL, share link), LIMITS'
 * publicLookup*: every look-up counts against the generous cap, a miss (not found) also against the
 * strict one. Once either is used up, every look-up from that address is refused, hits too:
 * answering hits while refusing misses would still tell a guesser which links exist.
 *
 * Where the counts live depends on the engine. On SQLite (one server process, the embedded
 * default) they stay in this process's memory: a look-up is the hottest public call, and a row
 * written per look-up would cost more than the answer and make every look-up a write. The price:
 * a restart forgets the counts (a guesser gains at most one more hour's allowance per restart).
 * On PostgreSQL, where several server processes share the database, each would allow the whole
 * cap on its own, so the counts go to rate_events and every process sees them.
 *
 * The check, the look-up and the counts run in one transaction: SQLite runs its transactions one
 * at a time and PostgreSQL's counts lock the address's keys, so concurrent guesses cannot slip
 * past the cap. One instance per app (createApp), so tests start clean.
 * @example const limiter = createLookupLimiter(lookupCountsFor(db.engine));
 *          const found = await db.transaction((tx) => limiter.lookUp(tx, { ip, now }, () => registrationLookup(tx, link)), { readOnly: !limiter.writes });
 */
export function createLookupLimiter(store: LookupCountStore) {
  const counts = store === 'database' ? inDatabase : inMemory;
  // The miss cap first, on every request: keys are then always locked in the same order.
  const misses = counts(LIMITS.publicLookupMissPerIp);
  const all = counts(LIMITS.publicLookupPerIp);
  return {
    /** Whether a look-up writes (its counts), so the route opens a read-write transaction. */
    writes: store === 'database',
    async lookUp<T>(tx: Tx, meta: { ip: string; now: Date }, lookUp: () => Promise<Outcome<T>>): Promise<Outcome<T> | LookupLimited> {
      const { ip, now } = meta;
      const retryAfterSeconds = Math.max(await misses.wait(tx, ip, now), await all.wait(tx, ip, now));
      if (retryAfterSeconds > 0) return { ...refuse('lookup-rate-limited'), retryAfterSeconds };
      const found = await lookUp();
      await all.record(tx, ip, now);
      // The look-ups refuse only what they did not find.
      if (!found.ok) await misses.record(tx, ip, now);
      return found;
    },
  };
}

export type LookupLimiter = ReturnType<typeof createLookupLimiter>;
