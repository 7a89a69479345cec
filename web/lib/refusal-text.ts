import { MESSAGES, messageKeyOf } from '../../shared/errors';
import { refusalText } from '../../shared/reasons';

/**
 * Codes whose stored message is kept: their text is built from parameters a sync answer does not
 * carry, or sync push words them its own way (idempotency-mismatch: 'This change was…').
 */
const KEPT_AS_SENT: ReadonlySet<string> = new Set(['already-decided', 'json-too-deep', 'statement-credit-matched', 'statement-amount-differs', 'idempotency-mismatch']);

/**
 * Why the server refused a change, or what it kept instead, in the language current when it is
 * read: call it at render time, never store its result. The outbox keeps the server's English
 * message and its code; one of the spec's texts (MESSAGES) is worded from its key, one of our
 * reason codes by refusalText, anything else (a proof upload's own words) as it was stored.
 * @example entryRefusal({ code: 'not-group-admin', message: 'Only the admin of this group can do this.' }) // in Hausa after the switch
 */
export function entryRefusal(entry: { code?: string | undefined; message?: string | undefined }): string | undefined {
  if (entry.message === undefined) return undefined;
  const key = messageKeyOf(entry.message);
  if (key !== undefined) return MESSAGES[key];
  if (entry.code === undefined || KEPT_AS_SENT.has(entry.code)) return entry.message;
  return refusalText(entry.code, undefined, entry.message);
}
