import { isReasonCode, type ReasonCode } from '../../shared/reason-codes';
import { refusalText } from '../../shared/reasons';

/**
 * The refusals of a proof image itself (its upload, or the payment naming it): editing the
 * payment's amount or reference sends the same photo again, so only another photo helps.
 */
export const PROOF_REFUSAL_CODES: ReadonlySet<ReasonCode> = new Set<ReasonCode>([
  'invalid-file',
  'file-too-large',
  'image-too-many-pixels',
  'proof-hash-mismatch',
  'proof-quota-exceeded',
  'proof-upload-failed',
]);

/**
 * A stored entry's reason code in the union: its code, or for an entry saved by an earlier app
 * version, which named a refused proof upload by its HTTP status ('proof-413'), the code meaning
 * the same; undefined for a code this app does not know (a newer server's).
 * @example storedReasonCode('proof-415') === 'invalid-file'
 */
export function storedReasonCode(code: string | undefined): ReasonCode | undefined {
  if (isReasonCode(code)) return code;
  const legacyProof = /^proof-(\d{3})$/.exec(code ?? '');
  if (!legacyProof) return undefined;
  return legacyProof[1] === '413' ? 'file-too-large' : legacyProof[1] === '415' ? 'invalid-file' : 'proof-upload-failed';
}

/**
 * Why the server refused a change, or what it kept instead, in the language current when it is
 * read: call it at render time, never store its result. Worded from the stored code and
 * parameters alone (shared/reasons.ts refusalText); the stored English message is only the
 * fallback, for a code this app does not know (a newer server) and for an entry saved by an
 * earlier app version whose text needs parameters it did not keep.
 * @example entryRefusal({ code: 'not-group-admin', params: {}, message: 'Only the admin of this group can do this.' }) // in Hausa after the switch
 */
export function entryRefusal(entry: { code?: string | undefined; message?: string | undefined; params?: Record<string, unknown> | undefined }): string | undefined {
  if (entry.message === undefined) return undefined;
  return refusalText(entry.code, entry.params, entry.message);
}
