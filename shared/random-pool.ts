/**
 * Random bytes from the platform's cryptographic generator (Web Crypto, in the browser and in
 * Node), drawn 4 KiB at a time and each byte handed out once: as unpredictable as a call of their
 * own, without a call's cost. A call costs about 2 µs in Node alone and about 10 µs inside a busy
 * server, where a submit asked for four (its row ids and its history salts: 40 µs of a 740 µs
 * submit in a profile, issue 26 §2; bench/compare-servers.ts, 10 rounds alternated: server CPU per
 * submit 845 → 776 µs, 1,412 → 1,535 submits/s, medians). Node's own randomUUID pools the same way.
 * @example const salt = randomFromPool(16); // a fresh Uint8Array of 16 random bytes
 */
const POOL_BYTES = 4096;
let pool = new Uint8Array(0);
let next = 0;

export function randomFromPool(length: number): Uint8Array {
  if (!Number.isInteger(length) || length < 0) throw new Error(`randomFromPool needs a byte count, got ${length}`);
  if (length > POOL_BYTES) return crypto.getRandomValues(new Uint8Array(length));
  if (next + length > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_BYTES));
    next = 0;
  }
  const bytes = pool.slice(next, next + length);
  // Handed out: zeroed in the pool, so nothing later can read them back from it.
  pool.fill(0, next, next + length);
  next += length;
  return bytes;
}
