/**
 * The persisted queue of proofs to read. A job is written in the same transaction as the
 * contribution that names the proof, and deleted in the transaction that stores its result
 * (store-check.ts), so a restart finds every unfinished job and finishes each once.
 *
 * The runner takes a job in a short transaction of its own (nextReceiptJob, then recordAttempt,
 * committed before the read starts), reads the proof with no transaction open, and stores the
 * result in another: no transaction is ever held across the seconds an OCR read takes.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { contributions, receiptJobs } from '../db/schema';

/** A proof that made the reader crash or hang this many times is stored as unreadable. */
export const MAX_READ_ATTEMPTS = 3;

const insertJob = preparedQuery((q) =>
  q
    .insert(receiptJobs)
    .values({ contributionId: sql.placeholder('contributionId'), queuedAt: sql.placeholder('queuedAt'), attempts: 0 } as unknown as typeof receiptJobs.$inferInsert)
    .onConflictDoNothing()
    .prepare(),
);

/**
 * Queues the reading of a new contribution's proof; call it inside the submit's transaction.
 * @example await queueReceiptRead(tx, contribution.id, now)
 */
export async function queueReceiptRead(tx: Tx, contributionId: string, now: Date): Promise<void> {
  await insertJob(tx).run({ contributionId, queuedAt: now });
}

export interface ReceiptJob {
  contributionId: string;
  groupId: string;
  proofSha256: string;
  transactionRef: string | null;
  attempts: number;
}

const oldestJob = preparedQuery((q) =>
  q
    .select({
      contributionId: receiptJobs.contributionId,
      groupId: contributions.groupId,
      proofSha256: contributions.proofSha256,
      transactionRef: contributions.transactionRef,
      attempts: receiptJobs.attempts,
    })
    .from(receiptJobs)
    .innerJoin(contributions, eq(contributions.id, receiptJobs.contributionId))
    .orderBy(asc(receiptJobs.queuedAt), asc(receiptJobs.contributionId))
    .limit(1)
    .prepare(),
);

/** The oldest job, or null when the queue is empty. */
export async function nextReceiptJob(tx: Tx): Promise<ReceiptJob | null> {
  for (;;) {
    const job = await oldestJob(tx).get();
    if (!job) return null;
    if (job.proofSha256 !== null) return { ...job, proofSha256: job.proofSha256 };
    // Only contributions with a proof are queued; one without has nothing to read.
    await tx.delete(receiptJobs).where(eq(receiptJobs.contributionId, job.contributionId));
  }
}

/**
 * Counts a read starting, before it starts: the caller commits it before the read, so a read that
 * kills the process still counts. 0 when the job is gone (finished meanwhile).
 */
export async function recordAttempt(tx: Tx, contributionId: string): Promise<number> {
  const [row] = await tx
    .update(receiptJobs)
    .set({ attempts: sql`${receiptJobs.attempts} + 1` })
    .where(eq(receiptJobs.contributionId, contributionId))
    .returning({ attempts: receiptJobs.attempts });
  return row?.attempts ?? 0;
}

/** How many jobs wait. */
export async function queuedReceiptJobs(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(receiptJobs);
  return row?.n ?? 0;
}
