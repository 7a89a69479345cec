/**
 * The zod side of shared/text.ts, apart from it: text.ts is imported by screens and the router
 * (reasons.ts words refusals with it) that must not bring zod onto the first screen.
 */
import type * as z from 'zod';
import { hasUnsafeCharacters, unsafeCharactersMessage, type FieldName } from './text';

/**
 * A string schema that also refuses unsafe characters, with a message naming the field.
 * @example safeText(z.string().trim(), 'Group name').safeParse('Ajo\u202e').success === false
 */
export function safeText<S extends z.ZodType<string, string>>(schema: S, field: FieldName, opts: { multiline?: boolean } = {}) {
  // The field travels with the issue, so a refusal names it (`unsafeField`) for the phone to word.
  return schema.refine((text) => !hasUnsafeCharacters(text, opts), { error: () => unsafeCharactersMessage(field), params: { unsafeField: field } });
}
