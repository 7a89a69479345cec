import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/open';
import { runOnce, TRANSIENT_REFUSALS, type StoredAnswer } from '../sync/idempotency';
import type { AppEnv } from './app-env';
import type { Outcome } from './outcome';

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
  const { message, code, field } = outcome;
  return { status: outcome.status, body: field === undefined ? { message, code } : { message, code, field } };
}

function transient(answer: StoredAnswer<unknown>): boolean {
  const code = (answer.body as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_REFUSALS.has(code);
}

/**
 * Honours an `Idempotency-Key` header (DESIGN "Server"): `apply` runs at most once per user and
 * key, inside the same transaction that records its answer, so a request retried after a lost
 * answer gets the first status and body back and changes nothing. The same key with another
 * request (method, path and `request`, which the route makes from the body: for a proof, its
 * hash, not its bytes) is refused with 422. Without the header, `apply` simply runs.
 * `apply` must be synchronous (the services are): it runs inside the transaction.
 * @example return idempotent(c, db, { body }, () => outcomeAnswer(confirm(db, actor, id, now), 200, present))
 */
export function idempotent(c: Context<AppEnv>, db: Db, request: unknown, apply: () => Answer): Response {
  const key = c.req.header('idempotency-key');
  const user = c.var.user;
  if (key === undefined || user === null) {
    const answer = apply();
    return c.json(answer.body as object, answer.status);
  }
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    return c.json({ message: 'The Idempotency-Key header must be 1 to 200 characters.', code: 'invalid-idempotency-key' }, 400);
  }
  const once = runOnce<unknown>(
    db,
    {
      userId: user.id,
      key: `rest:${key}`,
      request: { method: c.req.method, path: c.req.path, request },
      now: c.var.now,
      keep: (answer) => !transient(answer),
    },
    apply,
  );
  if (once.kind === 'mismatch') {
    return c.json({ message: 'This request was already sent with different content.', code: 'idempotency-mismatch' }, 422);
  }
  if (once.kind === 'replay') c.header('Idempotent-Replayed', 'true');
  return c.json(once.answer.body as object, once.answer.status as ContentfulStatusCode);
}
