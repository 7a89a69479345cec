/**
 * The persisted queue of proofs to read. A job is written in the same transaction as the
 * contribution that names the proof, and deleted in the transaction that stores its result
 * (store-check.ts), so a restart finds every unfinished job and finishes each once.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/open';
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
 * @example queueReceiptRead(tx, contribution.id, now)
 */
export function queueReceiptRead(tx: Queryable, contributionId: string, now: Date): void {
  insertJob(tx).run({ contributionId, queuedAt: now });
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
export function nextReceiptJob(db: Queryable): ReceiptJob | null {
  const job = oldestJob(db).get();
  if (!job) return null;
  if (job.proofSha256 === null) {
    // Only contributions with a proof are queued; one without has nothing to read.
    db.delete(receiptJobs).where(eq(receiptJobs.contributionId, job.contributionId)).run();
    return nextReceiptJob(db);
  }
  return { ...job, proofSha256: job.proofSha256 };
}

/** Counts a read starting, before it starts: a read that kills the process still counts. */
export function recordAttempt(db: Db, contributionId: string): number {
  const row = db
    .update(receiptJobs)
    .set({ attempts: sql`${receiptJobs.attempts} + 1` })
    .where(eq(receiptJobs.contributionId, contributionId))
    .returning({ attempts: receiptJobs.attempts })
    .get();
  return row?.attempts ?? 0;
}

/** How many jobs wait. */
export function queuedReceiptJobs(db: Queryable): number {
  return db.select({ n: sql<number>`count(*)` }).from(receiptJobs).get()?.n ?? 0;
}
