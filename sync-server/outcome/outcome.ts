import { messageKeyOf } from '../../shared/errors';
import { reasonText, type ReasonCode, type ReasonParams, type RefusalBody } from '../../shared/reasons';

/**
 * Expected failures are values, not exceptions (STYLE §4): a service answers `ok(value)` or
 * `refuse(code)`, a reason from the closed set in shared/reasons.ts with its text. Services know
 * no HTTP: the http layer maps the code to a status (http/reason-status.ts); sync push answers the
 * same refusal per mutation.
 */
export type Refusal = { ok: false; code: ReasonCode; message: string; field?: string; params?: Record<string, unknown> };
export type Outcome<T> = { ok: true; value: T } | Refusal;

/** What a refusal may add: the field at fault, and the parameters its text needs. */
export type RefusalDetail<C extends ReasonCode> = { field?: string } & (undefined extends ReasonParams<C>
  ? { params?: ReasonParams<C> }
  : { params: ReasonParams<C> });

/** `ok(user)` -> a successful outcome. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/**
 * A refusal with the code's text. Codes whose text needs parameters require them.
 * @example refuse('username-taken', { field: 'username' }); refuse('already-decided', { params: { status: 'confirmed' } })
 */
export function refuse<C extends ReasonCode>(
  code: C,
  ...[detail]: undefined extends ReasonParams<C> ? [detail?: RefusalDetail<C>] : [detail: RefusalDetail<C>]
): Refusal {
  const params = detail?.params as Record<string, unknown> | undefined;
  const refusal: Refusal = { ok: false, code, message: reasonText(code, params as ReasonParams<C>) };
  if (detail?.field !== undefined) refusal.field = detail.field;
  if (params !== undefined) refusal.params = params;
  return refusal;
}

/**
 * A refusal as it travels (REST body and sync answer alike): `{ message, code, field?, params? }`,
 * `message` in English for API clients and phones installed before codes were worded. A `message`
 * parameter (a text chosen by the rule that failed, in English, already in `message`) stays on
 * the server: it travels as its MESSAGES key (`messageKey`), decided here, so the phone words it
 * in its reader's language from the key alone.
 */
export function refusalBody(refusal: Refusal): RefusalBody {
  const { message, code, field } = refusal;
  const { message: text, ...params } = refusal.params ?? {};
  const messageKey = typeof text === 'string' && params.messageKey === undefined ? messageKeyOf(text) : undefined;
  if (messageKey !== undefined) params.messageKey = messageKey;
  return { message, code, ...(field === undefined ? {} : { field }), ...(Object.keys(params).length === 0 ? {} : { params }) };
}
