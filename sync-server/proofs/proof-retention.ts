import { and, eq, gte, inArray, lt, notExists } from 'drizzle-orm';
import type { Db } from '../db/open';
import { proofs, proofUploads } from '../db/schema';
import { IDEMPOTENCY_RETENTION_MS } from '../sync/idempotency';
import { discardUnrecordedProof } from './proof-service';
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
 * than PROOF_RETENTION_MS: their `proof_uploads` and `proofs` rows in one transaction, then their
 * files (a file whose bytes were uploaded again meanwhile has a row again and is kept). A proof a
 * contribution or payout names is never touched, whatever its age. Returns how many proofs went.
 * @example await pruneUnreferencedProofs(db, store, clock.now())
 */
export async function pruneUnreferencedProofs(db: Db, store: ProofStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PROOF_RETENTION_MS);
  const stale = db.transaction(
    (tx) => {
      const found = tx
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
        )
        .all()
        .map((row) => row.sha256);
      for (let i = 0; i < found.length; i += CHUNK) {
        const chunk = found.slice(i, i + CHUNK);
        tx.delete(proofUploads).where(inArray(proofUploads.sha256, chunk)).run();
        tx.delete(proofs).where(inArray(proofs.sha256, chunk)).run();
      }
      return found;
    },
    { behavior: 'immediate' },
  );
  for (const sha256 of stale) await discardUnrecordedProof(db, store, sha256);
  return stale.length;
}
