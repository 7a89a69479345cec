import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database, Tx } from '../db/database';
import { refuse, type Outcome } from '../outcome/outcome';
import { runOnce, TRANSIENT_REFUSALS, type StoredAnswer } from '../idempotency/idempotency';
import type { AppEnv } from './app-env';
import { refusalBody } from './json';
import { REASON_STATUS } from '../outcome/reason-status';

/** A REST answer before it becomes a response: what an Idempotency-Key replays. */
export interface Answer {
  status: ContentfulStatusCode;
  body: unknown;
}

/** Longer keys are not keys a client made on purpose (clients send a UUID). */
const MAX_KEY_LENGTH = 200;

/**
 * An Outcome as an answer: the value (made presentable) with `status`, or the refusal's JSON.
 * @example outcomeAnswer(created, 201, (row) => presentRow(row))
 */
export function outcomeAnswer<T>(outcome: Outcome<T>, status: ContentfulStatusCode, present: (value: T) => unknown): Answer {
  if (outcome.ok) return { status, body: present(outcome.value) };
  return { status: REASON_STATUS[outcome.code], body: refusalBody(outcome) };
}

function transient(answer: StoredAnswer<unknown>): boolean {
  const code = (answer.body as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_REFUSALS.has(code);
}

/**
 * Opens the request's one transaction and honours an `Idempotency-Key` header (DESIGN "Server"):
 * `apply` runs at most once per user and key, in the same transaction that records its answer, so
 * a request retried after a lost answer gets the first status and body back and changes nothing.
 * The same key with another request (method, path and `request`, which the route makes from the
 * body: for a proof, its hash, not its bytes) is refused with 422. Without the header, `apply`
 * simply runs in the transaction. Read the body before: the transaction must not wait on the network.
 * @example return idempotent(c, db, { body }, (tx) => confirm(tx, actor, id, now).then((o) => outcomeAnswer(o, 200, present)))
 */
export async function idempotent(c: Context<AppEnv>, db: Database, request: unknown, apply: (tx: Tx) => Promise<Answer>): Promise<Response> {
  const key = c.req.header('idempotency-key');
  const user = c.var.user;
  if (key === undefined || user === null) {
    const answer = await db.transaction(apply);
    return c.json(answer.body as object, answer.status);
  }
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    return c.json(refusalBody(refuse('invalid-idempotency-key')), REASON_STATUS['invalid-idempotency-key']);
  }
  const once = await db.transaction((tx) =>
    runOnce<unknown>(
      tx,
      {
        userId: user.id,
        key: `rest:${key}`,
        request: { method: c.req.method, path: c.req.path, request },
        now: c.var.now,
        keep: (answer) => !transient(answer),
      },
      () => apply(tx),
    ),
  );
  if (once.kind === 'mismatch') {
    return c.json(refusalBody(refuse('idempotency-mismatch')), REASON_STATUS['idempotency-mismatch']);
  }
  if (once.kind === 'replay') c.header('Idempotent-Replayed', 'true');
  return c.json(once.answer.body as object, once.answer.status as ContentfulStatusCode);
}
