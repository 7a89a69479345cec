import { MESSAGES } from '../../shared/errors';
import { LIMITS, type RateLimit } from '../auth/rate-limit';
import { refuse, type Outcome, type Refusal } from '../http/outcome';

/** A refusal for too many look-ups, with the wait the route puts in Retry-After. */
export type LookupLimited = Refusal & { retryAfterSeconds: number };

/** Past this many addresses tracked, the longest-tracked is forgotten: memory stays bounded under a spray of addresses. */
const MAX_ADDRESSES = 100_000;

/**
 * A sliding-window count per address, in memory: the times of the events still inside the window
 * (at most `limit.max` per address, since a limited address records nothing more).
 */
function slidingWindow(limit: RateLimit) {
  const times = new Map<string, number[]>();
  const live = (key: string, now: number) => {
    const list = times.get(key);
    if (!list) return [];
    while (list.length > 0 && list[0]! <= now - limit.windowMs) list.shift();
    if (list.length === 0) times.delete(key);
    return list;
  };
  return {
    isLimited: (key: string, now: number) => live(key, now).length >= limit.max,
    /** Seconds until `key` is under the limit again: until enough of its events have left the window. */
    secondsUntilFree(key: string, now: number): number {
      const list = live(key, now);
      const freeing = list[list.length - limit.max];
      return freeing === undefined ? 0 : Math.max(1, Math.ceil((freeing + limit.windowMs - now) / 1000));
    },
    record(key: string, now: number): void {
      const list = live(key, now);
      if (list.length === 0) times.set(key, list);
      list.push(now);
      if (times.size > MAX_ADDRESSES) times.delete(times.keys().next().value!);
    },
  };
}

/**
 * The per-address caps on public group look-ups (registration link, Custom URL, share link), LIMITS'
 * publicLookup*: every look-up counts against the generous cap, a miss (404) also against the
 * strict one. Once either is used up, every look-up from that address is refused, hits too:
 * answering hits while refusing misses would still tell a guesser which links exist.
 *
 * Counted in this process's memory, not in rate_events: a look-up is the hottest public call and
 * a row written per look-up cost more than the answer itself. The price: a restart forgets the
 * counts (a guesser gains at most one more hour's allowance per restart), and several server
 * processes would each allow the cap. One instance per app (createApp), so tests start clean.
 * @example const found = limiter.lookUp({ ip, now }, () => registrationLookup(db, link));
 */
export function createLookupLimiter() {
  const misses = slidingWindow(LIMITS.publicLookupMissPerIp);
  const all = slidingWindow(LIMITS.publicLookupPerIp);
  const caps = [misses, all];
  return {
    lookUp<T>(meta: { ip: string; now: Date }, lookUp: () => Outcome<T>): Outcome<T> | LookupLimited {
      const { ip } = meta;
      const now = meta.now.getTime();
      if (caps.some((cap) => cap.isLimited(ip, now))) {
        const retryAfterSeconds = Math.max(...caps.map((cap) => cap.secondsUntilFree(ip, now)));
        return { ...refuse(429, 'lookup-rate-limited', MESSAGES.lookupRateLimited), retryAfterSeconds };
      }
      // Counted before the answer leaves, with no await between the check and the counts, so
      // concurrent guesses cannot slip past the cap.
      const found = lookUp();
      all.record(ip, now);
      if (!found.ok && found.status === 404) misses.record(ip, now);
      return found;
    },
  };
}

export type LookupLimiter = ReturnType<typeof createLookupLimiter>;
