/**
 * The persisted queue of proofs to read. A job is written in the same transaction as the
 * contribution that names the proof, and deleted in the transaction that stores its result
 * (store-check.ts), so a restart finds every unfinished job and finishes each once.
 *
 * The runner takes a job in a short transaction of its own (nextReceiptJob leases it to its
 * process, recordAttempt counts the read; committed before the read starts), reads the proof with
 * no transaction open, and stores the result in another: no transaction is ever held across the
 * seconds an OCR read takes, and several server processes never read one proof at once.
 */
import { asc, count, eq, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { claimRows } from '../db/lock';
import { preparedQuery } from '../db/prepared';
import { currentRequestId } from '../observe/log-context';
import { contributions, receiptJobs } from '../db/schema';

/** A proof that made the reader crash or hang this many times is stored as unreadable. */
export const MAX_READ_ATTEMPTS = 3;
/**
 * How long a taken job stays its process's: far longer than a read takes (0.3–3 s here), so only
 * a process that died (or hangs) mid-read hands its job to another, which counts one more attempt.
 */
export const LEASE_MS = 5 * 60_000;

const insertJob = preparedQuery((q) =>
  q
    .insert(receiptJobs)
    .values({ contributionId: sql.placeholder('contributionId'), queuedAt: sql.placeholder('queuedAt'), attempts: 0, requestId: sql.placeholder('requestId') } as unknown as typeof receiptJobs.$inferInsert)
    .onConflictDoNothing()
    .prepare(),
);

/** Jobs this process has queued so far, rolled back ones too (see receiptReadsQueued). */
let queued = 0;

/**
 * How many proofs this process has queued for reading so far: the API runs the receipt runner
 * after a write request only when this changed during it (app.ts), not after every write.
 * @example const before = receiptReadsQueued(); await next(); if (receiptReadsQueued() !== before) runner.kick()
 */
export const receiptReadsQueued = (): number => queued;

/**
 * Queues the reading of a new contribution's proof, with the id of the request that queued it (its
 * log lines then name it); call it inside the submit's transaction.
 * @example await queueReceiptRead(tx, contribution.id, now)
 */
export async function queueReceiptRead(tx: Tx, contributionId: string, now: Date): Promise<void> {
  queued += 1;
  await insertJob(tx).run({ contributionId, queuedAt: now, requestId: currentRequestId() });
}

export interface ReceiptJob {
  contributionId: string;
  groupId: string;
  proofSha256: string;
  transactionRef: string | null;
  attempts: number;
  /** The request that queued it (the submit), null for one queued outside a request (a migration's backfill). */
  requestId: string | null;
}

// The oldest job no process holds (its lease is null or over). On PostgreSQL the row is locked,
// skipping those another process is taking this very moment: two processes never take one job.
function oldestFreeJob(tx: Tx, now: Date) {
  return claimRows(
    tx,
    tx
      .select({ contributionId: receiptJobs.contributionId })
      .from(receiptJobs)
      .where(or(isNull(receiptJobs.leasedUntil), lte(receiptJobs.leasedUntil, now)))
      .orderBy(asc(receiptJobs.queuedAt), asc(receiptJobs.contributionId))
      .limit(1),
  );
}

const jobById = preparedQuery((q) =>
  q
    .select({
      contributionId: receiptJobs.contributionId,
      groupId: contributions.groupId,
      proofSha256: contributions.proofSha256,
      transactionRef: contributions.transactionRef,
      attempts: receiptJobs.attempts,
      requestId: receiptJobs.requestId,
    })
    .from(receiptJobs)
    .innerJoin(contributions, eq(contributions.id, receiptJobs.contributionId))
    .where(eq(receiptJobs.contributionId, sql.placeholder('contributionId')))
    .prepare(),
);

/**
 * Takes the oldest job no process holds and leases it to this one for LEASE_MS, or null when none
 * is free. Call it in a short transaction of its own, committed before the read starts: other
 * processes then skip the job while it is read, and take it after the lease should this process die.
 */
export async function nextReceiptJob(tx: Tx, now: Date): Promise<ReceiptJob | null> {
  for (;;) {
    const [free] = await oldestFreeJob(tx, now);
    if (!free) return null;
    const job = await jobById(tx).get({ contributionId: free.contributionId });
    if (job?.proofSha256) {
      await tx.update(receiptJobs).set({ leasedUntil: new Date(now.getTime() + LEASE_MS) }).where(eq(receiptJobs.contributionId, job.contributionId));
      return { ...job, proofSha256: job.proofSha256 };
    }
    // Only contributions with a proof are queued; one without has nothing to read.
    await tx.delete(receiptJobs).where(eq(receiptJobs.contributionId, free.contributionId));
  }
}

/**
 * Lets another run take the job at once (a read that failed before its lease ran out): the
 * attempt stays counted.
 */
export async function releaseReceiptJob(tx: Tx, contributionId: string): Promise<void> {
  await tx.update(receiptJobs).set({ leasedUntil: null }).where(eq(receiptJobs.contributionId, contributionId));
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

/** How many jobs wait, and how long the oldest has waited (seconds, 0 when none does): for the metrics. */
export async function receiptQueueAge(tx: Tx, now: Date): Promise<{ queued: number; oldestSeconds: number }> {
  const [row] = await tx.select({ n: count(), oldest: min(receiptJobs.queuedAt) }).from(receiptJobs);
  const oldest = row?.oldest ?? null;
  return { queued: Number(row?.n ?? 0), oldestSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0 };
}

/** How many jobs wait. */
export async function queuedReceiptJobs(tx: Tx): Promise<number> {
  return (await receiptQueueAge(tx, new Date(0))).queued;
}
