import { MESSAGES } from '../../shared/errors';
import type { Queryable } from '../db/open';
import { isLimited, LIMITS, recordEvent, secondsUntilUnlimited } from '../auth/rate-limit';
import { refuse, type Outcome, type Refusal } from '../http/outcome';

/** A refusal for too many look-ups, with the wait the route puts in Retry-After. */
export type LookupLimited = Refusal & { retryAfterSeconds: number };

/**
 * Runs one public group look-up (registration link, Custom URL, share link) for `ip` within the
 * per-IP caps of LIMITS: every look-up counts against the generous cap, a miss (404) also against
 * the strict one. Once either is used up, every look-up from that address is refused, hits too:
 * answering hits while refusing misses would still tell a guesser which links exist.
 * @example const found = lookUpWithinLimits(db, { ip, now }, () => registrationLookup(db, link));
 */
export function lookUpWithinLimits<T>(
  db: Queryable,
  meta: { ip: string; now: Date },
  lookUp: () => Outcome<T>,
): Outcome<T> | LookupLimited {
  const { ip, now } = meta;
  const caps = [LIMITS.publicLookupMissPerIp, LIMITS.publicLookupPerIp];
  if (caps.some((limit) => isLimited(db, limit, ip, now))) {
    const retryAfterSeconds = Math.max(...caps.map((limit) => secondsUntilUnlimited(db, limit, ip, now)));
    return { ...refuse(429, 'lookup-rate-limited', MESSAGES.lookupRateLimited), retryAfterSeconds };
  }
  // Counted before the answer leaves, with no await between the check and the counts, so
  // concurrent guesses cannot slip past the cap.
  const found = lookUp();
  recordEvent(db, LIMITS.publicLookupPerIp, ip, now);
  if (!found.ok && found.status === 404) recordEvent(db, LIMITS.publicLookupMissPerIp, ip, now);
  return found;
}
