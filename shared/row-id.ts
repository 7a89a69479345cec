/**
 * The id of a row, made by the server or by a phone (a payment made offline, and the idempotency
 * key of its push): a UUID whose first 48 bits are the time it was made (RFC 9562 version 7, from
 * the `uuid` package), not 122 random bits. Rows made one after another sit side by side in their
 * table's primary-key index (the server's), so a batch of submits dirties a few pages at its end
 * instead of one random page per row (issue 26 §2, SQLite, submits in process, runs alternated:
 * the COMMIT's share of a submit 133-145 → 104-109 µs over 6,000 submits, 197-210 → 144-149 µs
 * over 24,000, and growing with the table for random ids; the whole submit's CPU moved within the
 * noise, 2-5 %). The 74 bits left are still random, so an id is not guessed from its neighbour.
 * Secrets (a group's join link, session tokens, a guest's gift id) stay wholly random: row ids only.
 * A phone's clock may be wrong: its ids then sort elsewhere, which costs the index nothing more.
 * @example newRowId() < newRowId() // true: later rows sort after earlier ones
 */
import { v7 } from 'uuid';
import { randomFromPool } from './random-pool';

/**
 * The last id's millisecond and counter. `uuid` keeps these itself only when it also draws the
 * random bytes (one Web Crypto call per id); given our pooled bytes it keeps none, so this is its
 * rule (RFC 9562 §6.2 method 1): a new millisecond starts the counter from random bits, the same
 * millisecond counts on, and a counter that wraps moves on to the next millisecond.
 */
const last = { msecs: -Infinity, seq: 0 };

export function newRowId(): string {
  const random = randomFromPool(16);
  const now = Date.now();
  if (now > last.msecs) {
    last.msecs = now;
    last.seq = ((random[6]! & 0x7f) << 24) | (random[7]! << 16) | (random[8]! << 8) | random[9]!;
  } else {
    last.seq = (last.seq + 1) | 0;
    if (last.seq === 0) last.msecs++;
  }
  return v7({ random, msecs: last.msecs, seq: last.seq });
}
