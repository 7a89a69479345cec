import type { Context } from 'hono';
import type * as z from 'zod';
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-depth';
import { ok, refuse, type Outcome, type Refusal } from './outcome';

/** Answers an outcome: its value as JSON (200), or the refusal. */
export function answerOutcome<T>(c: Context, outcome: Outcome<T>) {
  return outcome.ok ? c.json(outcome.value as object) : answerRefusal(c, outcome);
}

/** Answers a refusal as JSON `{ message, code, field? }` with its status. */
export function answerRefusal(c: Context, refusal: Refusal) {
  const { message, code, field } = refusal;
  return c.json(field === undefined ? { message, code } : { message, code, field }, refusal.status);
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
    return refuse(400, 'invalid-json', 'The request body must be valid JSON.');
  }
  if (jsonTooDeep(body)) return refuse(400, 'json-too-deep', `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
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

/** Validates any input against a schema into an Outcome (used by routes and by sync push). */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Outcome<z.output<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return refuse(400, 'invalid-body', 'The request body must be a JSON object.');
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const first = parsed.error.issues[0];
  const field = first && first.path.length > 0 ? first.path.join('.') : undefined;
  return refuse(400, 'invalid-field', first?.message ?? 'Invalid request.', field);
}
