import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { askAhead, sendAhead } from '../db/pipeline';
import { idempotencyKeys } from '../db/schema';
import { TRANSIENT_REFUSAL_CODES } from '../../shared/sync-protocol';

/** Keys are kept at least this long: a phone that was offline for a week can still replay safely. */
export const IDEMPOTENCY_RETENTION_MS = 8 * 24 * 60 * 60_000;

export interface StoredAnswer<T> {
  status: number;
  body: T;
}

export type OnceResult<T> =
  | { kind: 'fresh'; answer: StoredAnswer<T> }
  | { kind: 'replay'; answer: StoredAnswer<T> }
  | { kind: 'mismatch' };

/**
 * Refusals that depend on something the client may still fix without changing the request (the
 * proof bytes not uploaded yet): their answers are not kept, so a retry under the same key is
 * weighed afresh instead of replaying the refusal forever. They wrote nothing, so a retry is safe.
 * The list is the wire contract's: the device offers 'Try again' for exactly these.
 */
export const TRANSIENT_REFUSALS = TRANSIENT_REFUSAL_CODES;

/**
 * A stable hash of a request: same key with another body is a client bug, refused with 422.
 * Sync push hashes the raw mutation and the contribution route its raw fields, not the validated
 * values: keys stored before a change of the hashed shape must still match their replays for the
 * whole retention. JSON.stringify recurses, so every request reaching here was read through
 * http/json.ts, which refuses bodies nested deeper than MAX_JSON_DEPTH.
 */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** What an apply that reads before its claim is answered is thrown when the claim was not its own (runOnce). */
const NOT_CLAIMED = Symbol('idempotency key claimed by an earlier request');

/**
 * Runs `apply` at most once per (user, key), inside the caller's transaction: the effect and the
 * stored answer commit together, so a crash between them cannot leave an applied change without
 * its record — the exactly-once rule of DESIGN.md. The key is claimed first (an insert that does
 * nothing when the key exists): on PostgreSQL a second request with the same key, arriving while
 * the first is still running, waits on that row and then replays the first answer instead of
 * applying twice. A replay with the same request gets the first answer; with a different request,
 * 'mismatch'. `keep` may decline to record an answer (see TRANSIENT_REFUSALS): the claim is then
 * released and the next try runs again.
 *
 * `readsFirst` (a payment pushed by a phone, issue 26 §1): `apply` starts without waiting for the
 * claim's answer, so its first reads share the claim's round trip (db/pipeline.ts). It must await
 * `claimed` before its first write, which then throws if the key was an earlier request's; an
 * answer it gives before that is dropped for the earlier one's. Otherwise `claimed` is settled
 * before `apply` runs.
 * @example const once = await runOnce(tx, { userId, key, request, now }, () => apply(tx))
 */
export async function runOnce<T>(
  tx: Tx,
  input: { userId: string; key: string; request: unknown; now: Date; keep?: (answer: StoredAnswer<T>) => boolean; readsFirst?: boolean },
  apply: (claimed: Promise<void>) => Promise<StoredAnswer<T>>,
): Promise<OnceResult<T>> {
  const hash = requestHash(input.request);
  const thisKey = and(eq(idempotencyKeys.userId, input.userId), eq(idempotencyKeys.key, input.key));
  const claim = askAhead(
    tx
      .insert(idempotencyKeys)
      .values({ userId: input.userId, key: input.key, requestHash: hash, status: 0, body: 'null', createdAt: input.now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      .execute(),
  );
  const claimed = askAhead(
    claim.then((rows) => {
      if (rows.length === 0) throw NOT_CLAIMED;
    }),
  );
  let answer: StoredAnswer<T> | undefined;
  if (input.readsFirst) {
    try {
      answer = await apply(claimed);
    } catch (error) {
      if (error !== NOT_CLAIMED) throw error;
    }
  }
  if ((await claim).length === 0) {
    const [existing] = await tx.select().from(idempotencyKeys).where(thisKey).limit(1);
    if (!existing) throw new Error('idempotency key vanished while claimed');
    if (existing.requestHash !== hash) return { kind: 'mismatch' };
    return { kind: 'replay', answer: { status: existing.status, body: JSON.parse(existing.body) as T } };
  }
  answer ??= await apply(claimed);
  // Sent ahead (db/pipeline.ts): nothing reads their answers; the transaction's COMMIT follows them.
  if (input.keep && !input.keep(answer)) {
    await sendAhead(tx, () => tx.delete(idempotencyKeys).where(thisKey).execute());
    return { kind: 'fresh', answer };
  }
  await sendAhead(tx, () => tx.update(idempotencyKeys).set({ status: answer.status, body: JSON.stringify(answer.body) }).where(thisKey).execute());
  return { kind: 'fresh', answer };
}

/** Forgets keys past the retention period. @example await pruneIdempotencyKeys(tx, now) */
export async function pruneIdempotencyKeys(tx: Tx, now: Date): Promise<void> {
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)));
}
