/**
 * The server's duplicate detector, as the corpus measures it: the plain 256-bit dHash picks
 * candidates, the image rule of issue 22 decides (receipt-checks/transfer-likeness.ts: readings,
 * alignment, the reference/session/date areas' pixels), and two readings sharing a NIP session ID
 * or reference are the same transfer whatever the picture (a photo of a screenshot defeats the
 * image check).
 */
import { NO_RECEIPT_FIELDS, type ReceiptFields } from '../../shared/receipt-reading';
import { CANDIDATE_MAX_BITS } from '../../sync-server/receipt-checks/dhash-index';
import { hammingDistance } from '../../sync-server/receipts/dhash';
import { FINE_THRESHOLD, fineDifference, type FineSignature } from '../../sync-server/receipts/fine-difference';
import type { ReceiptRegions } from '../../sync-server/receipts/read-receipt';
import type { GreyImage } from '../../sync-server/receipt-checks/region-difference';
import { transferLikeness } from '../../sync-server/receipt-checks/transfer-likeness';
import { referenceKeys } from '../../sync-server/receipt-checks/reference-key';

/** dHash distance up to which a pair is compared finely: the server's (pairs to flag measured up to 17 of 256; ~3 % of genuine pairs are candidates). */
export const CANDIDATE_DISTANCE = CANDIDATE_MAX_BITS;
export { FINE_THRESHOLD };

/** What the detector knows of one proof. */
export interface ProofPrint {
  dhash: string | null;
  fine: FineSignature | null;
  reading: Pick<ReceiptFields, 'reference' | 'sessionId'> & Partial<ReceiptFields>;
  /** Where the reader found the figures, and the pixels (decoded on demand): what the image rule compares. */
  regions?: ReceiptRegions | null;
  grey?: () => Promise<GreyImage>;
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
  // The server's rule (receipt-checks/similar-images.ts): a dHash candidate, then the image rule.
  if (a.dhash && b.dhash && a.fine && b.fine && a.grey && b.grey && hammingDistance(a.dhash, b.dhash) <= CANDIDATE_DISTANCE) {
    const reading = (p: ProofPrint) => ({ ...NO_RECEIPT_FIELDS, ...p.reading, state: 'read' as const });
    const verdict = await transferLikeness(
      { fine: a.fine, reading: reading(a), regions: a.regions ?? null, grey: a.grey },
      { fine: b.fine, reading: reading(b), regions: b.regions ?? null, grey: b.grey },
    );
    if (verdict.likeness) return 'same-image';
  }
  return sameTransfer(a.reading, b.reading) ? 'same-transfer' : null;
}
