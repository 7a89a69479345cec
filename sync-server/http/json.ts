import type { Context } from 'hono';
import type * as z from 'zod';
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-depth';
import { ok, refuse, refusalBody, type Outcome, type Refusal } from '../outcome/outcome';
import { validate } from '../outcome/validate';
import { REASON_STATUS } from '../outcome/reason-status';
import type { RefusalBody } from '../../shared/reasons';

/** Answers an outcome: its value as JSON (200), or the refusal. */
export function answerOutcome<T>(c: Context, outcome: Outcome<T>) {
  return outcome.ok ? c.json(outcome.value as object) : answerRefusal(c, outcome);
}

/** The body of a refusal (outcome/outcome.ts): the one shape every refusal is sent in. */
export { refusalBody };

/**
 * Answers a refusal as JSON with its code's status (outcome/reason-status.ts). Every refusal the
 * server sends goes through here (or refusalBody): its code is one of the union, its `message`
 * the code's English text.
 * @example return answerRefusal(c, refuse('not-found'));
 */
export function answerRefusal(c: Context, refusal: Refusal) {
  const body: RefusalBody = refusalBody(refusal);
  return c.json(body, REASON_STATUS[refusal.code]);
}

/**
 * Parses a JSON body text; not JSON, or nested deeper than MAX_JSON_DEPTH, is a 400. Every JSON
 * body is read through here, so nothing after it (validation, the idempotency hash) ever walks an
 * absurdly nested value.
 */
function parseJson(text: string): Outcome<unknown> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse('invalid-json');
  }
  if (jsonTooDeep(body)) return refuse('json-too-deep', { params: { maxDepth: MAX_JSON_DEPTH } });
  return ok(body);
}

/**
 * Reads a JSON body, unvalidated: any JSON value nested at most MAX_JSON_DEPTH levels, else a 400.
 * @example const body = await readJsonValue(c); if (!body.ok) return answerRefusal(c, body);
 */
export async function readJsonValue(c: Context): Promise<Outcome<unknown>> {
  return parseJson(await c.req.text());
}

/**
 * Reads a JSON body and validates it with a shared zod schema. A body that is not JSON, nested
 * too deeply, or not an object, is a 400; a validation failure is a 400 whose message is the
 * first issue's text (the spec's message naming the field) and whose `field` names its path.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<Outcome<z.output<S>>> {
  const body = await readJsonValue(c);
  return body.ok ? validate(schema, body.value) : body;
}

/**
 * Like readJson for a body the spec lets clients leave out (reject's optional reason, join's
 * userId): an empty body is validated as `{}`; anything else must be a JSON object.
 */
export async function readOptionalJson<S extends z.ZodType>(c: Context, schema: S): Promise<Outcome<z.output<S>>> {
  const text = await c.req.text();
  if (text.trim() === '') return validate(schema, {});
  const body = parseJson(text);
  return body.ok ? validate(schema, body.value) : body;
}
