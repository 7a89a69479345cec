import * as z from 'zod';

/**
 * What a name or free text may contain. Control characters (C0 and C1, NUL included, and DEL)
 * corrupt logs, CSV exports and other programs' reading of a name; bidi embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069) make a name read differently from what it is
 * ('‮fdp.exe' shows as 'exe.pdf'). Both are refused, naming the field. Line breaks and tabs are
 * allowed only where a text area lets people type them (descriptions, notes, messages).
 * HTML in a name is allowed and harmless: React escapes every text it renders.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * Whether a text holds a character no name or text field may hold.
 * @example hasUnsafeCharacters('Ada\u0000') === true; hasUnsafeCharacters('line\nbreak', { multiline: true }) === false
 */
export function hasUnsafeCharacters(text: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? CONTROL_BUT_LINES : CONTROL).test(text) || BIDI_CONTROL.test(text);
}

/** @example unsafeCharactersMessage('Full name') === 'Full name contains control or text-direction characters, which are not allowed' */
export function unsafeCharactersMessage(field: string): string {
  return `${field} contains control or text-direction characters, which are not allowed`;
}

/**
 * A string schema that also refuses unsafe characters, with a message naming the field.
 * @example safeText(z.string().trim(), 'Group name').safeParse('Ajo\u202e').success === false
 */
export function safeText<S extends z.ZodType<string, string>>(schema: S, field: string, opts: { multiline?: boolean } = {}) {
  return schema.refine((text) => !hasUnsafeCharacters(text, opts), unsafeCharactersMessage(field));
}

// Characters that show as nothing (zero-width space and joiners, the BOM, soft hyphen, direction
// marks, variation selectors …): a username with one looks the same as one without it.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/**
 * A username as it is kept: NFKC (fullwidth 'ａｄａ' is 'ada', 'ﬁ' is 'fi') without invisible
 * characters, so twins that only look alike are the same username (then 'taken').
 * @example normalizeUsername('ａｄａ\u200b') === 'ada'
 */
export function normalizeUsername(text: string): string {
  return text.normalize('NFKC').replace(INVISIBLE, '');
}

/**
 * Whether a username mixes Latin, Cyrillic and Greek letters: the way to imitate another
 * username ('аda' with a Cyrillic а). One alphabet, plus digits and signs, is fine.
 * @example mixesScripts('аda') === true; mixesScripts('Ада') === false
 */
export function mixesScripts(text: string): boolean {
  return SCRIPTS.filter((script) => script.test(text)).length > 1;
}
