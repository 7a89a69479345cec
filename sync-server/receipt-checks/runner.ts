/**
 * Works through the persisted queue of proofs to read, one at a time, off the request path: a
 * submit only writes its job row and kicks the runner. The OCR itself runs on the reader's worker
 * thread; this loop only reads the file, awaits the reader and stores the result.
 *
 * No transaction is held while a proof is read (seconds of OCR): each job is taken in one short
 * transaction (its attempt counted and committed before the read), read with none open, and its
 * result stored in another (store-check.ts), which finishes the job only if it is still queued.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { NO_RECEIPT_FIELDS } from '../../shared/receipt-reading';
import type { Clock } from '../clock';
import type { Database, Tx } from '../db/database';
import { proofReadings } from '../db/schema';
import type { ProofStore } from '../proofs/proof-store';
import { dhashIndex } from './dhash-index';
import { MAX_READ_ATTEMPTS, nextReceiptJob, recordAttempt, type ReceiptJob } from './job-queue';
import type { ReadResult, ReceiptReader } from './reader';
import { similarImages, signatureCache, type SimilarProof, type StoredReading } from './similar-images';
import { storeReceiptCheck } from './store-check';

export interface ReceiptRunner {
  /** Reads every queued proof now; one run at a time (a second call waits for the first). Resolves with how many jobs finished. */
  runQueued(): Promise<number>;
  /** Asks for a run soon, e.g. after a write that may have queued a proof. */
  kick(): void;
  /** Runs what a previous process left queued, then waits for kicks. */
  start(): void;
  /**
   * Stops taking jobs and frees the reader, which ends a read in progress; its job stays queued
   * for the next start. Waits at most `STOP_WAIT_MS` for the loop to notice; later kicks do nothing.
   */
  stop(): Promise<void>;
}

/** How long stop() waits for the queue after the reader's close (which lets a read in flight finish, within its own bound): a hung OCR must not hold a shutdown. */
export const STOP_WAIT_MS = 2_000;

const UNREADABLE: ReadResult = { reading: { state: 'unreadable', ...NO_RECEIPT_FIELDS }, dhash: null, text: '' };

/** A job taken from the queue: whether its bytes were read already, and how many reads it has now started. */
interface TakenJob {
  job: ReceiptJob;
  readBefore: boolean;
  attempts: number;
}

/**
 * Takes the oldest job, in the caller's transaction. Its read is counted here, committed before
 * the read starts, so a read that kills the process still counts (after MAX_READ_ATTEMPTS the
 * proof is stored unreadable); bytes already read for another contribution need no read.
 */
async function takeJob(tx: Tx): Promise<TakenJob | null> {
  const job = await nextReceiptJob(tx);
  if (!job) return null;
  const [read] = await tx.select({ sha256: proofReadings.sha256 }).from(proofReadings).where(eq(proofReadings.sha256, job.proofSha256)).limit(1);
  if (read) return { job, readBefore: true, attempts: job.attempts };
  return { job, readBefore: false, attempts: await recordAttempt(tx, job.contributionId) };
}

/**
 * @example const runner = createReceiptRunner({ db, store, reader, clock }); runner.start(); … runner.kick()
 */
export function createReceiptRunner(deps: { db: Database; store: ProofStore; reader: ReceiptReader; clock: Clock }): ReceiptRunner {
  const { db, store, reader, clock } = deps;
  const index = dhashIndex();
  let indexLoaded: Promise<void> | null = null;
  let chain: Promise<number> = Promise.resolve(0);
  let stopped = false;
  let kicked = false;

  const signatures = signatureCache(store);

  /** Every hash already stored, once, before the first job is compared with them. */
  async function loadIndex(): Promise<void> {
    const rows = await db.transaction(
      (tx) => tx.select({ sha256: proofReadings.sha256, dhash: proofReadings.dhash }).from(proofReadings).where(isNotNull(proofReadings.dhash)),
      { readOnly: true },
    );
    for (const row of rows) index.add(row.sha256, row.dhash!);
  }

  /**
   * The reading of the job's proof and the stored images that show the same screenshot: nothing
   * new when these bytes were read already, unreadable when they cannot be. No transaction is open.
   */
  async function readFor(taken: TakenJob): Promise<{ result: ReadResult | null; similar: SimilarProof[] }> {
    const { job } = taken;
    if (taken.readBefore) return { result: null, similar: [] };
    if (taken.attempts > MAX_READ_ATTEMPTS) return { result: UNREADABLE, similar: [] };
    const bytes = await store.read(job.proofSha256);
    if (!bytes) return { result: UNREADABLE, similar: [] };
    const result = await reader.read(bytes, clock.now());
    const proof = { sha256: job.proofSha256, dhash: result.dhash ?? '', bytes, reading: result.reading, regions: result.regions ?? null };
    const similar = result.dhash ? await similarImages(proof, index, signatures, store, storedReading) : [];
    return { result, similar };
  }

  /** What the server read from a stored proof, for the image check (one short read-only transaction). */
  async function storedReading(sha256: string): Promise<StoredReading> {
    const [row] = await db.transaction(
      (tx) => tx.select({ reading: proofReadings.reading, regions: proofReadings.regions }).from(proofReadings).where(eq(proofReadings.sha256, sha256)).limit(1),
      { readOnly: true },
    );
    return row ? { reading: row.reading, regions: row.regions ?? null } : null;
  }

  async function drain(): Promise<number> {
    let finished = 0;
    if (stopped) return finished;
    indexLoaded ??= loadIndex().catch((error: unknown) => {
      indexLoaded = null; // tried again at the next run
      throw error;
    });
    await indexLoaded;
    while (!stopped) {
      const taken = await db.transaction(takeJob);
      if (!taken) break;
      let found: Awaited<ReturnType<typeof readFor>>;
      try {
        found = await readFor(taken);
      } catch (error) {
        // The attempt is counted: after MAX_READ_ATTEMPTS the proof is stored unreadable.
        console.error('reading a proof failed', taken.job.proofSha256, error);
        continue;
      }
      if (stopped) break; // the database may be closing: the job stays queued for the next start
      const check = await db.transaction((tx) => storeReceiptCheck(tx, taken.job, found, clock.now()));
      if (check) finished += 1;
      // Only now, committed, may later proofs be compared with it.
      if (found.result?.dhash) index.add(taken.job.proofSha256, found.result.dhash);
    }
    return finished;
  }

  function runQueued(): Promise<number> {
    const run = chain.then(drain, drain);
    chain = run.catch(() => 0);
    return run;
  }

  return {
    runQueued,
    kick() {
      if (stopped || kicked) return;
      kicked = true;
      setImmediate(() => {
        kicked = false;
        runQueued().catch((error) => console.error('receipt reading failed', error));
      });
    },
    start() {
      this.kick();
    },
    async stop() {
      stopped = true;
      await reader.close();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([chain.catch(() => 0), new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}
