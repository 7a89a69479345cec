/**
 * Stores what the reader found for one job, in one transaction: the proof's reading (once per
 * image) and the images found to be the same screenshot, the contribution's reference keys, its check (reading and reuse), and the reuse of every
 * contribution already checked that now shares something with it, each with a new revision so the
 * reviewers' phones receive it; then the job row goes. A crash before the commit leaves the job
 * queued and nothing written; after it, the job is gone: each job is finished exactly once.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ReceiptCheck } from '../../shared/receipt-reading';
import type { Db, Queryable } from '../db/open';
import { nextRevision } from '../db/revision';
import { contributions, proofReadings, receiptJobs, receiptReferences, similarProofs } from '../db/schema';
import type { ReceiptJob } from './job-queue';
import type { ReadResult } from './reader';
import { referenceKeys } from './reference-key';
import { reuseOf, type CheckedContribution } from './reuse';

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function writeCheck(tx: Queryable, id: string, check: ReceiptCheck): void {
  tx.update(contributions).set({ receiptCheck: check, revision: nextRevision(tx) }).where(eq(contributions.id, id)).run();
}

/**
 * @example storeReceiptCheck(db, job, { result: await reader.read(bytes, now), similar: [] }, now)
 * `result` is null when the proof was already read for another contribution (same bytes);
 * `similar` lists the stored proofs found to show the same screenshot (similar-images.ts).
 */
export function storeReceiptCheck(db: Db, job: ReceiptJob, found: { result: ReadResult | null; similar: readonly string[] }, now: Date): ReceiptCheck | null {
  const { result } = found;
  const check = db.transaction(
    (tx) => {
      const stillQueued = tx.select({ id: receiptJobs.contributionId }).from(receiptJobs).where(eq(receiptJobs.contributionId, job.contributionId)).get();
      if (!stillQueued) return null;
      if (result) {
        tx.insert(proofReadings)
          .values({ sha256: job.proofSha256, reading: result.reading, dhash: result.dhash, text: result.text, readAt: now })
          .onConflictDoNothing()
          .run();
      }
      for (const other of found.similar) {
        tx.insert(similarProofs).values({ sha256: job.proofSha256, otherSha256: other }).onConflictDoNothing().run();
        tx.insert(similarProofs).values({ sha256: other, otherSha256: job.proofSha256 }).onConflictDoNothing().run();
      }
      const stored = tx.select().from(proofReadings).where(eq(proofReadings.sha256, job.proofSha256)).get();
      if (!stored) throw new Error(`no reading stored for proof ${job.proofSha256}`);
      const { reading } = stored;
      for (const key of referenceKeys([job.transactionRef, reading.reference, reading.sessionId])) {
        tx.insert(receiptReferences).values({ key, contributionId: job.contributionId, groupId: job.groupId }).onConflictDoNothing().run();
      }
      const self: CheckedContribution = { id: job.contributionId, groupId: job.groupId, proofSha256: job.proofSha256 };
      const { reuse, related } = reuseOf(tx, self);
      const check: ReceiptCheck = { reading, reuse };
      writeCheck(tx, self.id, check);
      refreshRelated(tx, [...new Set(related.map((other) => other.id))]);
      tx.delete(receiptJobs).where(eq(receiptJobs.contributionId, job.contributionId)).run();
      return check;
    },
    { behavior: 'immediate' },
  );
  return check;
}

/** Re-computes the reuse of contributions already checked that now share something with a new one. */
function refreshRelated(tx: Queryable, ids: string[]): void {
  if (ids.length === 0) return;
  const rows = tx
    .select({ id: contributions.id, groupId: contributions.groupId, proofSha256: contributions.proofSha256, receiptCheck: contributions.receiptCheck })
    .from(contributions)
    .where(inArray(contributions.id, ids))
    .all();
  for (const row of rows) {
    if (!row.receiptCheck || !row.proofSha256) continue; // not read yet: its own job computes it
    const { reuse } = reuseOf(tx, { id: row.id, groupId: row.groupId, proofSha256: row.proofSha256 });
    if (!sameJson(reuse, row.receiptCheck.reuse)) writeCheck(tx, row.id, { ...row.receiptCheck, reuse });
  }
}
