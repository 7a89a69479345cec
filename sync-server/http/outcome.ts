import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Expected failures are values, not exceptions (STYLE §4): a service answers `ok(value)` or
 * `refuse(status, code, message)`, and the route turns a refusal into `{ message }` with that
 * status. The same refusal becomes a per-mutation answer in sync push.
 */
export type Refusal = { ok: false; status: ContentfulStatusCode; code: string; message: string; field?: string };
export type Outcome<T> = { ok: true; value: T } | Refusal;

/** `ok(user)` -> a successful outcome. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** `refuse(409, 'username-taken', MESSAGES.usernameTaken)` -> a refusal with the spec's text. */
export function refuse(status: ContentfulStatusCode, code: string, message: string, field?: string): Refusal {
  return field === undefined ? { ok: false, status, code, message } : { ok: false, status, code, message, field };
}
