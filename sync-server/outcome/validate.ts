import type * as z from 'zod';
import { ok, refuse, type Outcome } from './outcome';

/** Validates any input against a schema into an Outcome (used by routes and by sync push, so it knows no HTTP). */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Outcome<z.output<S>> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return refuse('invalid-body');
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const first = parsed.error.issues[0];
  const field = first && first.path.length > 0 ? first.path.join('.') : undefined;
  if (!first) return refuse('invalid-field', { field });
  // The text's MESSAGES key is added by refuse(); unsafe characters name their field (shared/text.ts).
  const unsafeField = first.code === 'custom' ? (first.params as { unsafeField?: unknown } | undefined)?.unsafeField : undefined;
  return refuse('invalid-field', { field, params: { message: first.message, ...(typeof unsafeField === 'string' ? { unsafeField } : {}) } });
}
