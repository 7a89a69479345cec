import { mutationSchema, SYNC_PROTOCOL_VERSION, type MutationResult, type PushResponse } from '../../shared/sync-protocol';
import type { Database } from '../db/database';
import { REASON_STATUS } from '../outcome/reason-status';
import type { UserRow } from '../db/schema';
import { validate } from '../outcome/validate';
import { refuse, refusalBody, type Refusal } from '../outcome/outcome';
import type { ReasonCode } from '../../shared/reasons';
import { runOnce, TRANSIENT_REFUSALS } from '../idempotency/idempotency';
import { applyMutation } from './mutations';

/** Refusal codes that mean "lost to a change made elsewhere", shown as a conflict, not an error. */
const CONFLICT_CODES: ReadonlySet<ReasonCode> = new Set<ReasonCode>(['already-decided', 'payout-already-decided', 'already-reversed']);

/**
 * One mutation's refusal, as a REST refusal's body (its code, the code's English message and the
 * parameters its text needs), without the field: the phone shows a change's refusal, not a form's.
 */
function refused(id: string, refusal: Refusal): MutationResult {
  const { field: _field, ...body } = refusalBody(refusal);
  return { id, status: CONFLICT_CODES.has(refusal.code) ? 'conflict' : 'refused', ...body };
}

/**
 * Applies a batch in order, each mutation exactly once by its id (the idempotency key): a batch
 * resent after a lost answer gets the first answers back and changes nothing. One refused
 * mutation does not stop the rest: later ones may not depend on it, and if they do, they are
 * refused on their own merits (e.g. a purse for a group that was refused).
 */
export async function push(db: Database, actor: UserRow, mutations: unknown[], now: Date): Promise<PushResponse> {
  const results: MutationResult[] = [];
  for (const raw of mutations) results.push(await pushOne(db, actor, raw, now));
  return { protocol: SYNC_PROTOCOL_VERSION, results };
}

/** The mutations whose service awaits its `claimed` before its first lock or write (submitContribution, the decisions in review-service.ts). */
const READS_FIRST: ReadonlySet<string> = new Set(['contribution.create', 'contribution.confirm', 'contribution.reject']);

/** One mutation in its own transaction, exactly once by its id. */
async function pushOne(db: Database, actor: UserRow, raw: unknown, now: Date): Promise<MutationResult> {
  const id = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : '';
  const parsed = validate(mutationSchema, raw);
  if (!parsed.ok) return refused(id, parsed);
  const mutation = parsed.value;
  // A transient refusal (the proof not uploaded yet) is not remembered: the device's retry of
  // the same mutation id, after the upload, is then applied.
  const keep = ({ body }: { body: MutationResult }) => body.status === 'applied' || !TRANSIENT_REFUSALS.has(body.code);
  // A payment and a decision read what they need while their claim is on the way (idempotency.ts `readsFirst`).
  const readsFirst = READS_FIRST.has(mutation.type);
  const once = await db.transaction((tx) =>
    runOnce<MutationResult>(tx, { userId: actor.id, key: `sync:${mutation.id}`, request: raw, now, keep, readsFirst }, async (claimed) => {
      const outcome = await applyMutation(tx, actor, mutation, now, claimed);
      const body: MutationResult = outcome.ok ? { id: mutation.id, status: 'applied' } : refused(mutation.id, outcome);
      return { status: outcome.ok ? 200 : REASON_STATUS[outcome.code], body };
    }),
  );
  if (once.kind === 'mismatch') {
    return refused(mutation.id, refuse('idempotency-mismatch', { params: { change: true } }));
  }
  return once.answer.body;
}
