/**
 * The amount on a receipt a member is about to submit (issue 27 §1): a receipt shared into the app
 * from the bank app is uploaded at once when there is signal, and the server reads it, so the pay
 * flow can propose the amount for the member to confirm. Only the member who uploaded the bytes may
 * ask, at most LIMITS.receiptReadsPerUser times an hour (each read is seconds of OCR), and the
 * answer is the amount alone: the rest of a reading is for the group's reviewers.
 */
import { koboToDecimalString } from '../../shared/money';
import { isLimited, LIMITS, recordEvent } from '../auth/rate-limit';
import type { Database } from '../db/database';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { hasUploadedProof } from '../proofs/proof-service';
import type { ReadResult } from './reader';

export interface OwnReceiptAmount {
  /** The amount transferred as the API writes amounts ('5000.00'), or null when it cannot be read. */
  amount: string | null;
}

/** What the member is proposed from a reading: nothing from an unreadable receipt or a failed transfer. */
export function proposedAmount(result: ReadResult | null): OwnReceiptAmount {
  const reading = result?.reading;
  if (!reading || reading.state !== 'read' || reading.amountKobo === null || reading.status === 'failed') return { amount: null };
  return { amount: koboToDecimalString(reading.amountKobo) };
}

/**
 * Reads the amount of bytes `userId` uploaded. Someone else's proof answers as one never uploaded
 * ('proof-not-found'), so the answer tells nothing about other people's receipts. The attempt is
 * counted in a short transaction before the read; no transaction is open during the OCR.
 * @example await readOwnReceiptAmount(db, (sha) => runner.readStored(sha), { userId, sha256, now })
 */
export async function readOwnReceiptAmount(
  db: Database,
  read: ((sha256: string) => Promise<ReadResult | null>) | null,
  input: { userId: string; sha256: string; now: Date },
): Promise<Outcome<OwnReceiptAmount>> {
  const allowed = await db.transaction(async (tx) => {
    if (!(await hasUploadedProof(tx, input.userId, input.sha256))) return refuse('proof-not-found');
    if (await isLimited(tx, LIMITS.receiptReadsPerUser, input.userId, input.now)) return refuse('receipt-reads-limited');
    await recordEvent(tx, LIMITS.receiptReadsPerUser, input.userId, input.now);
    return ok(null);
  });
  if (!allowed.ok) return allowed;
  // A server without a reader (an app built for a test) reads nothing.
  return ok(proposedAmount(read ? await read(input.sha256) : null));
}
