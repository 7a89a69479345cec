import {
  shared_unsafeCharacters,
  shared_fieldAccountName,
  shared_fieldAccountNumber,
  shared_fieldBankName,
  shared_fieldCashappHandle,
  shared_fieldDescription,
  shared_fieldFullName,
  shared_fieldGroupName,
  shared_fieldMessage,
  shared_fieldNotes,
  shared_fieldPaidTo,
  shared_fieldPaypalEmail,
  shared_fieldPaymentInstructions,
  shared_fieldPurpose,
  shared_fieldPurseName,
  shared_fieldReason,
  shared_fieldReference,
  shared_fieldRoutingNumber,
  shared_fieldSwiftCode,
  shared_fieldTitle,
  shared_fieldTransactionReference,
  shared_fieldUsername,
  shared_fieldVenmoHandle,
  shared_fieldWhatsappLink,
  shared_fieldZelleEmail,
  shared_fieldZellePhone,
} from './i18n/paraglide/messages.js';

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

/** The fields a text check names, by their English label; each worded in the language current when it fails. */
const FIELD_NAMES = {
  'Account name': shared_fieldAccountName,
  'Account number': shared_fieldAccountNumber,
  'Bank name': shared_fieldBankName,
  'Cash App handle': shared_fieldCashappHandle,
  'Description': shared_fieldDescription,
  'Full name': shared_fieldFullName,
  'Group name': shared_fieldGroupName,
  'Message': shared_fieldMessage,
  'Notes': shared_fieldNotes,
  'Paid to': shared_fieldPaidTo,
  'PayPal email': shared_fieldPaypalEmail,
  'Payment instructions': shared_fieldPaymentInstructions,
  'Purpose': shared_fieldPurpose,
  'Purse name': shared_fieldPurseName,
  'Reason': shared_fieldReason,
  'Reference': shared_fieldReference,
  'Routing number': shared_fieldRoutingNumber,
  'SWIFT code': shared_fieldSwiftCode,
  'Title': shared_fieldTitle,
  'Transaction reference': shared_fieldTransactionReference,
  'Username': shared_fieldUsername,
  'Venmo handle': shared_fieldVenmoHandle,
  'WhatsApp link': shared_fieldWhatsappLink,
  'Zelle email': shared_fieldZelleEmail,
  'Zelle phone': shared_fieldZellePhone,
} as const;
export type FieldName = keyof typeof FIELD_NAMES;

/** True when `name` is one of the field names (a refusal's `unsafeField` parameter names one). */
export function isFieldName(name: unknown): name is FieldName {
  return typeof name === 'string' && Object.hasOwn(FIELD_NAMES, name);
}

/** @example unsafeCharactersMessage('Full name') === 'Full name contains control or text-direction characters, which are not allowed' */
export function unsafeCharactersMessage(field: FieldName): string {
  return shared_unsafeCharacters({ field: FIELD_NAMES[field]() });
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
