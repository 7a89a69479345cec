/**
 * The amount on a receipt shared from the bank app, read by the server (issue 27 §1): with signal,
 * the proof is prepared and uploaded at once, as the sync engine would after the submit (marked so
 * it is not sent twice), and the server reads it. Null offline, or when anything fails: the amount
 * is a proposal, the member types it otherwise.
 */
import { proofUploadPath } from '../../../../shared/contributions';
import { nairaInput, nairaToKobo } from '../../../../shared/money';
import { sha256Hex } from '../../../data/contribution-writes';
import { prepareProof } from '../../../data/prepare-proof';
import { markProofHeldByServer } from '../../../data/proof-writes';
import { api } from '../../../lib/api';
import { STALL_MS } from '../../../lib/stall-guard';
import { defaultUploader } from '../../../sync/proof-transfer';

/**
 * The amount as the amount field holds it ('15000', '5000.50'), or null.
 * @example await readReceiptAmount(file) // '15000'
 */
export async function readReceiptAmount(file: File): Promise<string | null> {
  if (!navigator.onLine) return null;
  try {
    const proof = await prepareProof(file);
    const sha256 = await sha256Hex(proof.bytes);
    const put = await defaultUploader(fetch)(proofUploadPath(sha256), proof.bytes, proof.mimeType, () => undefined);
    if (put.status < 200 || put.status >= 300) return null;
    markProofHeldByServer(sha256);
    // The server answers once its reader has read the receipt: seconds, longer behind other
    // receipts on a busy server. Given twice the usual limit before it is let go (the member types the amount).
    const { amount } = await api.post<{ amount: string | null }>(`/api/proofs/${sha256}/amount`, undefined, undefined, { stallMs: 2 * STALL_MS });
    const kobo = typeof amount === 'string' ? nairaToKobo(amount) : null;
    return kobo !== null && kobo > 0 ? nairaInput(kobo) : null;
  } catch {
    return null;
  }
}
