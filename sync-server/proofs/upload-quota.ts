import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { proofs, proofUploads } from '../db/schema';
import { unnamedProof } from './proof-references';

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
 * @example unreferencedProofBytes(db, member.id) // 0 once each upload is named by a contribution
 */
export function unreferencedProofBytes(db: Queryable, userId: string): number {
  const row = db
    .select({ total: sql<number>`coalesce(sum(${proofs.sizeBytes}), 0)` })
    .from(proofUploads)
    .innerJoin(proofs, eq(proofs.sha256, proofUploads.sha256))
    .where(
      and(
        eq(proofUploads.userId, userId),
        unnamedProof(db, proofUploads.sha256),
      ),
    )
    .get();
  return Number(row?.total ?? 0);
}
