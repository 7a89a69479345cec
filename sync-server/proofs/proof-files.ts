import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { lockRow } from '../db/lock';
import { proofs, users } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { inspectProof, recordProof, type ProofRules, type StoredProof } from './proof-service';
import type { ProofStore } from './proof-store';
import { uploadQuotaRefusal } from './upload-quota';

/**
 * Where the proof store meets the database. A file is written or removed outside every
 * transaction (a transaction never waits on the disk), so these helpers belong to the edge (a
 * route, a background worker): they take the Database and open their own short transactions
 * around the file work, never across it. A `proofs` row is written only once its file is in place,
 * so a row never names a missing file.
 */

/**
 * Checks and stores an uploaded proof: the file first, then its rows (recordProof), so a row always
 * names a file that exists. With `expectedSha256` (an upload named by its hash), bytes of another
 * hash were damaged on the way and are refused ('proof-hash-mismatch') before anything is written.
 * New bytes that would take the uploader past PROOF_QUOTA_BYTES are refused (uploadQuotaRefusal):
 * once before the file is written, so a refusal costs no disk, and again with the uploader's row
 * locked in the transaction that records the upload, so two uploads at once cannot both take the
 * last room; a file written for an upload then refused is taken back.
 * @example const stored = await storeProof(db, store, { uploaderId: user.id, bytes, rules: PROOF_RULES.upload, now })
 */
export async function storeProof(
  db: Database,
  store: ProofStore,
  input: { uploaderId: string; bytes: Uint8Array; rules: ProofRules; now: Date; expectedSha256?: string },
): Promise<Outcome<StoredProof>> {
  const { uploaderId, bytes, rules, now } = input;
  const inspected = inspectProof(bytes, rules);
  if (!inspected.ok) return inspected;
  const proof = inspected.value;
  if (input.expectedSha256 !== undefined && input.expectedSha256 !== proof.sha256) return refuse('proof-hash-mismatch');
  const overQuota = await db.transaction((tx) => uploadQuotaRefusal(tx, uploaderId, proof), { readOnly: true });
  if (overQuota) return overQuota;
  const wroteFile = await store.write(proof.sha256, bytes);
  const recorded = await db.transaction(async (tx): Promise<Outcome<boolean>> => {
    await lockRow(tx, users, users.id, uploaderId);
    const stillOver = await uploadQuotaRefusal(tx, uploaderId, proof);
    return stillOver ?? ok(await recordProof(tx, uploaderId, proof, now));
  });
  if (!recorded.ok) {
    if (wroteFile) await discardUnrecordedProof(db, store, proof.sha256);
    return recorded;
  }
  return ok({ ...proof, created: recorded.value });
}

/**
 * Deletes the file of these bytes unless a `proofs` row names it (someone stored the same bytes
 * meanwhile): the file a request wrote for a write that was then refused, or one whose rows the
 * retention pruned, so no file outlives its rows. The row is looked up in its own read-only
 * transaction, and the file removed after it.
 * @example if (wroteFile && !response.ok) await discardUnrecordedProof(db, store, sha256)
 */
export async function discardUnrecordedProof(db: Database, store: ProofStore, sha256: string): Promise<void> {
  const [row] = await db.transaction((tx) => tx.select({ sha256: proofs.sha256 }).from(proofs).where(eq(proofs.sha256, sha256)).limit(1), { readOnly: true });
  if (!row) await store.remove(sha256);
}
