import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { proofs, proofUploads } from '../db/schema';
import { refuse, type Refusal } from '../outcome/outcome';
import { unnamedProof } from './proof-references';
import { hasUploadedProof, type InspectedProof } from './proof-service';

/**
 * How many bytes of proofs one user may hold that no contribution or payout names yet. A device
 * uploads a proof just before pushing the contribution (or payout) that names it, so an honest user holds a few images
 * here at a time (a week offline: a handful of 10 MB photos); without a cap, any signed-in member
 * could fill the disk with images nothing will ever name.
 */
export const PROOF_QUOTA_BYTES = 50 * 1024 * 1024;

/**
 * The bytes of the proofs `userId` uploaded that no contribution or payout names (unnamedProof):
 * what PROOF_QUOTA_BYTES caps.
 * Bytes two people uploaded count for each of them (each could attach them).
 * @example await unreferencedProofBytes(tx, member.id) // 0 once each upload is named by a contribution
 */
export async function unreferencedProofBytes(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${proofs.sizeBytes}), 0)` })
    .from(proofUploads)
    .innerJoin(proofs, eq(proofs.sha256, proofUploads.sha256))
    .where(
      and(
        eq(proofUploads.userId, userId),
        unnamedProof(tx, proofUploads.sha256),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Whether storing these bytes for `userId` would take them past PROOF_QUOTA_BYTES: a refusal
 * ('proof-quota-exceeded', not a size refusal: the image itself is fine, and the device retries it
 * later, once its pending payments are sent and name what it uploaded), or null. Bytes this user
 * already uploaded cost nothing, so a retry succeeds. A check followed by a write on its strength
 * (proof-files.ts: storeProof) locks the user's row first, or two uploads could both fit the same room.
 * @example const overQuota = await uploadQuotaRefusal(tx, user.id, inspected); if (overQuota) return overQuota;
 */
export async function uploadQuotaRefusal(tx: Tx, userId: string, proof: Pick<InspectedProof, 'sha256' | 'size'>): Promise<Refusal | null> {
  if (await hasUploadedProof(tx, userId, proof.sha256)) return null;
  if ((await unreferencedProofBytes(tx, userId)) + proof.size <= PROOF_QUOTA_BYTES) return null;
  return refuse('proof-quota-exceeded', { field: 'proofOfPayment' });
}
