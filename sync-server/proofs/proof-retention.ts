import { and, eq, gte, inArray, lt, notExists } from 'drizzle-orm';
import type { Database } from '../db/database';
import { proofs, proofUploads } from '../db/schema';
import { IDEMPOTENCY_RETENTION_MS } from '../idempotency/idempotency';
import { discardUnrecordedProof } from './proof-files';
import { unnamedProof } from './proof-references';
import type { ProofStore } from './proof-store';

/**
 * How long a proof no contribution or payout names is kept after its latest upload. A phone
 * uploads a proof, then pushes the contribution (or payout) naming it; if it goes offline in
 * between, it may push up to the idempotency retention later (its replay is still recognised
 * then), and the proof must still be there. Past that, nothing will name it.
 */
export const PROOF_RETENTION_MS = IDEMPOTENCY_RETENTION_MS;

// Well below SQLite's limit of bound parameters per statement.
const CHUNK = 500;

/**
 * Deletes the proofs no contribution or payout names (unnamedProof) whose every upload is older
 * than PROOF_RETENTION_MS: their `proof_uploads` and `proofs` rows in one transaction, then, after
 * it, their files (a file whose bytes were uploaded again meanwhile has a row again and is kept).
 * A proof a contribution or payout names is never touched, whatever its age. Each delete repeats
 * its conditions, so on PostgreSQL an upload or a payment naming the bytes that commits between
 * the look-up and the deletes keeps them. Returns how many proofs went.
 * @example await pruneUnreferencedProofs(db, store, clock.now())
 */
export async function pruneUnreferencedProofs(db: Database, store: ProofStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PROOF_RETENTION_MS);
  const stale = await db.transaction(async (tx) => {
    const found = await tx
      .select({ sha256: proofs.sha256 })
      .from(proofs)
      .where(
        and(
          lt(proofs.createdAt, cutoff),
          unnamedProof(tx, proofs.sha256),
          notExists(
            tx
              .select({ sha256: proofUploads.sha256 })
              .from(proofUploads)
              .where(and(eq(proofUploads.sha256, proofs.sha256), gte(proofUploads.createdAt, cutoff))),
          ),
        ),
      );
    const deleted: string[] = [];
    for (let i = 0; i < found.length; i += CHUNK) {
      const chunk = found.slice(i, i + CHUNK).map((row) => row.sha256);
      await tx.delete(proofUploads).where(and(inArray(proofUploads.sha256, chunk), lt(proofUploads.createdAt, cutoff)));
      const gone = await tx
        .delete(proofs)
        .where(
          and(
            inArray(proofs.sha256, chunk),
            unnamedProof(tx, proofs.sha256),
            notExists(tx.select({ sha256: proofUploads.sha256 }).from(proofUploads).where(eq(proofUploads.sha256, proofs.sha256))),
          ),
        )
        .returning({ sha256: proofs.sha256 });
      deleted.push(...gone.map((row) => row.sha256));
    }
    return deleted;
  });
  for (const sha256 of stale) await discardUnrecordedProof(db, store, sha256);
  return stale.length;
}
