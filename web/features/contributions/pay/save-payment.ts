import type { SessionUser } from '../../../../shared/auth-schemas';
import type { DeviceDb, LocalContribution } from '../../../data/db';
import { submitContribution, type NewContribution, type PreparedProof } from '../../../data/contribution-writes';
import { prepareProof } from '../../../data/prepare-proof';

export type SavePaymentResult = { ok: true; row: LocalContribution } | { ok: false; stage: 'proof' | 'save'; error: unknown };

/**
 * Compresses the proof, then keeps the payment on the phone and queues it (submitContribution):
 * it works the same with no signal. Says which stage failed, as the screens word them apart
 * ('Upload Failed' for the image, the screen's payment text for the rest).
 */
export async function savePayment(
  db: DeviceDb,
  user: SessionUser,
  input: NewContribution,
  file: File | null,
  purseOrGroupName: string,
): Promise<SavePaymentResult> {
  let proof: PreparedProof | null = null;
  if (file) {
    try {
      proof = await prepareProof(file);
    } catch (error) {
      return { ok: false, stage: 'proof', error };
    }
  }
  try {
    // The outbox label reads 'Payment ₦5,000 to "Reunion Party"'.
    const row = await submitContribution(db, user, input, proof, `"${purseOrGroupName}"`);
    return { ok: true, row };
  } catch (error) {
    return { ok: false, stage: 'save', error };
  }
}
