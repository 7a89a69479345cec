/**
 * Works through the persisted queue of proofs to read, one at a time, off the request path: a
 * submit only writes its job row and kicks the runner. The OCR itself runs on the reader's worker
 * thread; this loop only reads the file, awaits the reader and stores the result.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { NO_RECEIPT_FIELDS } from '../../shared/receipt-reading';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import { proofReadings } from '../db/schema';
import type { ProofStore } from '../proofs/proof-store';
import { dhashIndex } from './dhash-index';
import { MAX_READ_ATTEMPTS, nextReceiptJob, recordAttempt, type ReceiptJob } from './job-queue';
import type { ReadResult, ReceiptReader } from './reader';
import { similarImages, signatureCache } from './similar-images';
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

/** How long stop() waits for a read the reader's close did not end (a hung OCR must not hold a shutdown). */
export const STOP_WAIT_MS = 2_000;

const UNREADABLE: ReadResult = { reading: { state: 'unreadable', ...NO_RECEIPT_FIELDS }, dhash: null, text: '' };

/**
 * @example const runner = createReceiptRunner({ db, store, reader, clock }); runner.start(); … runner.kick()
 */
export function createReceiptRunner(deps: { db: Db; store: ProofStore; reader: ReceiptReader; clock: Clock }): ReceiptRunner {
  const { db, store, reader, clock } = deps;
  const index = dhashIndex();
  for (const row of db.select({ sha256: proofReadings.sha256, dhash: proofReadings.dhash }).from(proofReadings).where(isNotNull(proofReadings.dhash)).all()) {
    index.add(row.sha256, row.dhash!);
  }
  let chain: Promise<number> = Promise.resolve(0);
  let stopped = false;
  let kicked = false;

  const signatures = signatureCache(store);

  /**
   * The reading of the job's proof and the stored images that show the same screenshot: nothing
   * new when these bytes were read already, unreadable when they cannot be.
   */
  async function readFor(job: ReceiptJob): Promise<{ result: ReadResult | null; similar: string[] }> {
    if (db.select({ sha256: proofReadings.sha256 }).from(proofReadings).where(eq(proofReadings.sha256, job.proofSha256)).get()) return { result: null, similar: [] };
    if (recordAttempt(db, job.contributionId) > MAX_READ_ATTEMPTS) return { result: UNREADABLE, similar: [] };
    const bytes = await store.read(job.proofSha256);
    if (!bytes) return { result: UNREADABLE, similar: [] };
    const result = await reader.read(bytes, clock.now());
    const similar = result.dhash ? await similarImages({ sha256: job.proofSha256, dhash: result.dhash, bytes }, index, signatures) : [];
    return { result, similar };
  }

  async function drain(): Promise<number> {
    let finished = 0;
    for (let job = nextReceiptJob(db); job && !stopped; job = nextReceiptJob(db)) {
      let found: Awaited<ReturnType<typeof readFor>>;
      try {
        found = await readFor(job);
      } catch (error) {
        // The attempt is counted: after MAX_READ_ATTEMPTS the proof is stored unreadable.
        console.error('reading a proof failed', job.proofSha256, error);
        continue;
      }
      if (stopped) break; // the database may be closing: the job stays queued for the next start
      if (storeReceiptCheck(db, job, found, clock.now())) finished += 1;
      // Only now, committed, may later proofs be compared with it.
      if (found.result?.dhash) index.add(job.proofSha256, found.result.dhash);
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
