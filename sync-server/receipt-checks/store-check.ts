/**
 * Stores what the reader found for one job, in the caller's one transaction: the proof's reading
 * (once per image) and the images found to be the same screenshot, the contribution's reference
 * keys, its check (reading and reuse), and the reuse of every contribution already checked that
 * now shares something with it, each with a new revision so the reviewers' phones receive it;
 * and the job row goes. A crash before the commit leaves the job queued and nothing written;
 * after it, the job is gone: each job is finished exactly once.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ReceiptCheck } from '../../shared/receipt-reading';
import { lagosDay } from '../../shared/lagos-day';
import { sentDayWithReceipt } from '../../shared/late-fines';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { contributions, proofReadings, receiptJobs, receiptReferences, similarProofs } from '../db/schema';
import type { ReceiptJob } from './job-queue';
import type { ReadResult } from './reader';
import type { SimilarProof } from './similar-images';
import { referenceKeys } from './reference-key';
import { reuseOf, type CheckedContribution } from './reuse';
import { codesIn } from '../../shared/pay-codes';
import { groupCodeBook } from '../pay-codes/pay-tags';

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function writeCheck(tx: Tx, id: string, check: ReceiptCheck): Promise<void> {
  await tx.update(contributions).set({ receiptCheck: check, revision: await nextRevision(tx) }).where(eq(contributions.id, id));
}

/**
 * @example await db.transaction((tx) => storeReceiptCheck(tx, job, { result: read, similar: [] }, now))
 * `result` is null when the proof was already read for another contribution (same bytes);
 * `similar` lists the stored proofs found to show the same screenshot, and how (similar-images.ts).
 * Null when the job is no longer queued (another run finished it): then nothing is written.
 */
export async function storeReceiptCheck(tx: Tx, job: ReceiptJob, found: { result: ReadResult | null; similar: readonly SimilarProof[] }, now: Date): Promise<ReceiptCheck | null> {
  const { result } = found;
  // The job row goes first, by a delete that reports what it removed: of two runs storing the same
  // job at once (two processes), the second waits for the first's commit and then finds it gone.
  const taken = await tx.delete(receiptJobs).where(eq(receiptJobs.contributionId, job.contributionId)).returning({ id: receiptJobs.contributionId });
  if (taken.length === 0) return null;
  if (result) {
    await tx
      .insert(proofReadings)
      .values({ sha256: job.proofSha256, reading: result.reading, dhash: result.dhash, text: result.text, readAt: now, regions: result.regions ?? null })
      .onConflictDoNothing();
  }
  for (const { sha256: other, likeness } of found.similar) {
    await tx.insert(similarProofs).values({ sha256: job.proofSha256, otherSha256: other, likeness }).onConflictDoNothing();
    await tx.insert(similarProofs).values({ sha256: other, otherSha256: job.proofSha256, likeness }).onConflictDoNothing();
  }
  const [stored] = await tx.select().from(proofReadings).where(eq(proofReadings.sha256, job.proofSha256)).limit(1);
  if (!stored) throw new Error(`no reading stored for proof ${job.proofSha256}`);
  const { reading } = stored;
  for (const key of referenceKeys([job.transactionRef, reading.reference, reading.sessionId])) {
    await tx.insert(receiptReferences).values({ key, contributionId: job.contributionId, groupId: job.groupId }).onConflictDoNothing();
  }
  const self: CheckedContribution = { id: job.contributionId, groupId: job.groupId, proofSha256: job.proofSha256 };
  const { reuse, related } = await reuseOf(tx, self);
  // The group's payment codes the receipt shows (issue 27 §3): the reviewer sees whether it is this payment's.
  const codes = codesIn(stored.text ?? '', await groupCodeBook(tx, job.groupId)).map((holder) => holder.code);
  const check: ReceiptCheck = { reading, reuse, ...(codes.length > 0 ? { codes } : {}) };
  await writeCheck(tx, self.id, check);
  await judgeSentDay(tx, self.id, reading.paidAt);
  await refreshRelated(tx, [...new Set(related.map((other) => other.id))]);
  return check;
}

/**
 * The transfer day the receipt shows becomes the day the money was sent (issue 25 §6: late fines
 * are judged by it), unless it is after the proof was sent (a misread).
 */
async function judgeSentDay(tx: Tx, id: string, paidAt: string | null): Promise<void> {
  if (!paidAt) return;
  const [row] = await tx.select({ sentOn: contributions.sentOn, createdAt: contributions.createdAt }).from(contributions).where(eq(contributions.id, id)).limit(1);
  if (!row) return;
  const proofDay = lagosDay(row.createdAt.toISOString());
  const sentOn = sentDayWithReceipt(row.sentOn ?? proofDay, lagosDay(paidAt), proofDay);
  if (sentOn !== row.sentOn) await tx.update(contributions).set({ sentOn, revision: await nextRevision(tx) }).where(eq(contributions.id, id));
}

/** Re-computes the reuse of contributions already checked that now share something with a new one. */
async function refreshRelated(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: contributions.id, groupId: contributions.groupId, proofSha256: contributions.proofSha256, receiptCheck: contributions.receiptCheck })
    .from(contributions)
    .where(inArray(contributions.id, ids));
  for (const row of rows) {
    if (!row.receiptCheck || !row.proofSha256) continue; // not read yet: its own job computes it
    const { reuse } = await reuseOf(tx, { id: row.id, groupId: row.groupId, proofSha256: row.proofSha256 });
    if (!sameJson(reuse, row.receiptCheck.reuse)) await writeCheck(tx, row.id, { ...row.receiptCheck, reuse });
  }
}
