/**
 * The duplicate detector proposed for the server (to move beside dhash.ts): the plain 256-bit
 * dHash picks candidates, the finer comparison decides, and two readings sharing a NIP session ID
 * or reference are the same transfer whatever the picture (a photo of a screenshot defeats both
 * image checks). Thresholds are the ones the corpus measurements support (see accuracy.ts).
 */
import type { ReceiptFields } from '../../shared/receipt-reading';
import { CANDIDATE_MAX_BITS } from '../../sync-server/receipt-checks/dhash-index';
import { hammingDistance } from '../../sync-server/receipts/dhash';
import { FINE_THRESHOLD, fineDifference, sameScreenshot, type FineSignature } from '../../sync-server/receipts/fine-difference';
import { referenceKeys } from '../../sync-server/receipt-checks/reference-key';

/** dHash distance up to which a pair is compared finely: the server's (pairs to flag measured up to 17 of 256; ~3 % of genuine pairs are candidates). */
export const CANDIDATE_DISTANCE = CANDIDATE_MAX_BITS;
export { FINE_THRESHOLD };

/** What the detector knows of one proof. */
export interface ProofPrint {
  dhash: string | null;
  fine: FineSignature | null;
  reading: Pick<ReceiptFields, 'reference' | 'sessionId'>;
}

/** Why two proofs are the same receipt: the pictures match, or they name the same transfer. */
export type DuplicateReason = 'same-image' | 'same-transfer';

/** Names the same transfer: a reference or session ID in common, compared as the server does (referenceKeys). */
function sameTransfer(a: ProofPrint['reading'], b: ProofPrint['reading']): boolean {
  const keys = new Set(referenceKeys([a.reference, a.sessionId]));
  return referenceKeys([b.reference, b.sessionId]).some((key) => keys.has(key));
}

/**
 * The finer difference of two proofs when their dHashes make them candidates, else null.
 * @example fineDistance(original, edited) // 0.004
 */
export function fineDistance(a: ProofPrint, b: ProofPrint): number | null {
  if (!a.dhash || !b.dhash || !a.fine || !b.fine) return null;
  if (hammingDistance(a.dhash, b.dhash) > CANDIDATE_DISTANCE) return null;
  return fineDifference(a.fine, b.fine);
}

/**
 * Whether two proofs are the same receipt, and why; null when they are different receipts.
 * @example await duplicateReason(original, editedCopy) === 'same-image'
 */
export async function duplicateReason(a: ProofPrint, b: ProofPrint): Promise<DuplicateReason | null> {
  // The server's rule (receipt-checks/similar-images.ts): a dHash candidate, then sameScreenshot.
  if (a.dhash && b.dhash && a.fine && b.fine && hammingDistance(a.dhash, b.dhash) <= CANDIDATE_DISTANCE && (await sameScreenshot(a.fine, b.fine))) return 'same-image';
  return sameTransfer(a.reading, b.reading) ? 'same-transfer' : null;
}
