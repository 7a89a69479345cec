/**
 * Works through the persisted queue of proofs to read, off the request path: a submit only writes
 * its job row and kicks the runner. The reading and the image comparisons run on the receipt
 * thread (receipt-thread.ts: every per-pixel step, at a lower priority); this loop only reads the
 * file, looks up candidates and stored readings, and stores the result. Jobs finish one at a time,
 * in the order taken, but the next proof's reading (the OCR) starts while the one before it is
 * compared: each comparison still sees every proof stored before it.
 *
 * No transaction is held while a proof is read (seconds of OCR): each job is taken in one short
 * transaction (its attempt counted and committed before the read), read with none open, and its
 * result stored in another (store-check.ts), which finishes the job only if it is still queued.
 */
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { NO_RECEIPT_FIELDS } from '../../shared/receipt-reading';
import type { Clock } from '../clock';
import type { Database, Tx } from '../db/database';
import { proofReadings } from '../db/schema';
import type { ProofStore } from '../proofs/proof-store';
import { dhashIndex } from './dhash-index';
import { MAX_READ_ATTEMPTS, nextReceiptJob, recordAttempt, releaseReceiptJob, type ReceiptJob } from './job-queue';
import { silentLog, type Log } from '../observe/log';
import { withRequestId } from '../observe/log-context';
import { createMetrics, type Metrics } from '../observe/metrics';
import type { ReadResult, ReceiptReader } from './reader';
import { localComparer, MAX_FINE_CANDIDATES, type Candidate, type ProofComparer, type SimilarProof } from './similar-images';
import { storeReceiptCheck } from './store-check';

export interface ReceiptRunner {
  /** Reads every queued proof now; one run at a time (a second call waits for the first). Resolves with how many jobs finished. */
  runQueued(): Promise<number>;
  /** Asks for a run soon, e.g. after a write that may have queued a proof. */
  kick(): void;
  /**
   * Runs what a previous process left queued, then waits for kicks, and looks again every
   * `intervalMs` (default RECEIPT_POLL_INTERVAL_MS): a job whose process died mid-read comes free
   * when its lease ends, with no write to kick a run.
   */
  start(intervalMs?: number): void;
  /**
   * Reads stored bytes now, outside the queue, and stores nothing: what a receipt a member shared
   * into the app says, before they submit it (issue 27 §1). Null once stopped or when the bytes are
   * not stored. The proof's own check still reads it after the submit: a reading stored now would
   * pass that check as 'read before' and skip its comparison with the proofs stored before it.
   */
  readStored(sha256: string): Promise<ReadResult | null>;
  /**
   * Stops taking jobs and frees the reader, which ends a read in progress; its job stays queued
   * for the next start. Waits at most `STOP_WAIT_MS` for the loop to notice; later kicks do nothing.
   */
  stop(): Promise<void>;
}

/** How often a started runner looks for jobs no kick announced (a dead process's, once its lease ends). */
export const RECEIPT_POLL_INTERVAL_MS = 60_000;

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
 * A taken job whose proof is being read: its reading (resolving to null when read before; no read
 * started when the job before it holds the same bytes), and when it was taken.
 */
interface ReadAhead {
  taken: TakenJob;
  result: Promise<ReadResult | null> | null;
  started: number;
}

/**
 * Takes the oldest job, in the caller's transaction. Its read is counted here, committed before
 * the read starts, so a read that kills the process still counts (after MAX_READ_ATTEMPTS the
 * proof is stored unreadable); bytes already read for another contribution need no read.
 */
async function takeJob(tx: Tx, now: Date): Promise<TakenJob | null> {
  const job = await nextReceiptJob(tx, now);
  if (!job) return null;
  const [read] = await tx.select({ sha256: proofReadings.sha256 }).from(proofReadings).where(eq(proofReadings.sha256, job.proofSha256)).limit(1);
  if (read) return { job, readBefore: true, attempts: job.attempts };
  return { job, readBefore: false, attempts: await recordAttempt(tx, job.contributionId) };
}

/**
 * Other processes' hashes are looked for from this long before the newest one seen: a hash whose
 * read_at was stamped a little before another's may commit after it (or come from a process whose
 * clock runs a little behind).
 */
export const INDEX_OVERLAP_MS = 30_000;

/**
 * @example const runner = createReceiptRunner({ db, store, reader, clock }); runner.start(); … runner.kick()
 */
export function createReceiptRunner(deps: { db: Database; store: ProofStore; reader: ReceiptReader; comparer?: ProofComparer; clock: Clock; log?: Log; metrics?: Metrics }): ReceiptRunner {
  const { db, store, reader, clock } = deps;
  const comparer = deps.comparer ?? localComparer(store);
  const log = deps.log ?? silentLog();
  const metrics = deps.metrics ?? createMetrics();
  const index = dhashIndex();
  /** The newest read_at of the hashes in the index, null before the first look. */
  let newestSeen: Date | null = null;
  let chain: Promise<number> = Promise.resolve(0);
  let stopped = false;
  let kicked = false;
  let poll: ReturnType<typeof setInterval> | null = null;
  /** The jobs this process holds the lease of, while it reads them (by contribution, with their proof's hash): stop() hands them back. */
  const holding = new Map<string, string>();

  /**
   * Adds the hashes stored since the last look (every one at the first): those of proofs other
   * server processes read too, so each process compares a new proof with every proof on the server.
   * One indexed read per job; with one process it finds only the overlap, already known.
   */
  async function refreshIndex(): Promise<void> {
    const since = newestSeen ? new Date(newestSeen.getTime() - INDEX_OVERLAP_MS) : null;
    const rows = await db.transaction(
      (tx) =>
        tx
          .select({ sha256: proofReadings.sha256, dhash: proofReadings.dhash, readAt: proofReadings.readAt })
          .from(proofReadings)
          .where(since ? and(isNotNull(proofReadings.dhash), gte(proofReadings.readAt, since)) : isNotNull(proofReadings.dhash)),
      { readOnly: true },
    );
    for (const row of rows) {
      index.add(row.sha256, row.dhash!);
      if (!newestSeen || row.readAt > newestSeen) newestSeen = row.readAt;
    }
  }

  /**
   * The reading of the job's proof: nothing new when these bytes were read already, unreadable when
   * they cannot be. It needs no other proof, so it starts as soon as the job is taken (readAhead).
   */
  async function readProof(taken: TakenJob): Promise<ReadResult | null> {
    const { job } = taken;
    if (taken.readBefore) return null;
    if (taken.attempts > MAX_READ_ATTEMPTS) return UNREADABLE;
    const bytes = await store.read(job.proofSha256);
    if (!bytes) return UNREADABLE;
    return reader.read(bytes, clock.now());
  }

  /** The stored images that show the same screenshot as the job's proof: only those stored before it are in the index. */
  async function similarTo(taken: TakenJob, result: ReadResult | null): Promise<SimilarProof[]> {
    const near = result?.dhash ? index.near(taken.job.proofSha256, result.dhash).slice(0, MAX_FINE_CANDIDATES) : [];
    if (!result || near.length === 0) return [];
    const proof = { sha256: taken.job.proofSha256, reading: result.reading, regions: result.regions ?? null };
    return comparer.similar(proof, await candidates(near));
  }

  /** The near proofs, nearest first, with what the server read from each (one short read-only transaction). */
  async function candidates(near: string[]): Promise<Candidate[]> {
    const rows = await db.transaction(
      (tx) => tx.select({ sha256: proofReadings.sha256, reading: proofReadings.reading, regions: proofReadings.regions }).from(proofReadings).where(inArray(proofReadings.sha256, near)),
      { readOnly: true },
    );
    const read = new Map(rows.map((row) => [row.sha256, row]));
    return near.map((sha256) => ({ sha256, reading: read.get(sha256)?.reading ?? null, regions: read.get(sha256)?.regions ?? null }));
  }

  /** Whether these bytes have a stored reading now. */
  async function readAlready(sha256: string): Promise<boolean> {
    const rows = await db.transaction((tx) => tx.select({ sha256: proofReadings.sha256 }).from(proofReadings).where(eq(proofReadings.sha256, sha256)).limit(1), { readOnly: true });
    return rows.length > 0;
  }

  /**
   * Compares one taken job's proof, once read, and stores its check; with the submit's request id
   * as the log context. Jobs finish one at a time, in the order taken: each is compared with every
   * proof stored before it.
   */
  async function finish(ahead: ReadAhead): Promise<boolean> {
    const { taken } = ahead;
    const elapsed = () => (performance.now() - ahead.started) / 1000;
    const about = { contributionId: taken.job.contributionId, attempt: taken.attempts };
    let found: { result: ReadResult | null; similar: SimilarProof[] };
    try {
      // Bytes the job before it was reading are read only now, unless that job stored their reading.
      const result = ahead.result ? await ahead.result : (await readAlready(taken.job.proofSha256)) ? null : await readProof(taken);
      await refreshIndex();
      found = { result, similar: await similarTo(taken, result) };
    } catch (error) {
      // The attempt is counted: after MAX_READ_ATTEMPTS the proof is stored unreadable. The job is
      // freed for the next try at once rather than after its lease.
      metrics.receiptRead('error', elapsed());
      log.error({ ...about, err: error }, 'reading a proof failed');
      if (!stopped) await db.transaction((tx) => releaseReceiptJob(tx, taken.job.contributionId));
      return false;
    }
    if (stopped) return false; // the database may be closing: the job stays queued for the next start
    const check = await db.transaction((tx) => storeReceiptCheck(tx, taken.job, found, clock.now()));
    // Only now, committed, may later proofs be compared with it.
    if (found.result?.dhash) index.add(taken.job.proofSha256, found.result.dhash);
    const outcome = found.result === null ? 'read-before' : found.result.reading.state === 'unreadable' ? 'unreadable' : 'read';
    metrics.receiptRead(outcome, elapsed());
    log.info({ ...about, outcome, similar: found.similar.length, ms: Math.round(elapsed() * 1000) }, 'receipt checked');
    return check !== null;
  }

  /** The read's lines carry the id of the submit that queued it (a job of its own when none did). */
  const requestIdOf = (taken: TakenJob) => taken.job.requestId ?? `receipt-${taken.job.contributionId}`;

  /** Takes the next job and starts reading its proof at once; null when none is free (or the runner stopped). */
  async function takeAndRead(): Promise<ReadAhead | null> {
    if (stopped) return null;
    const taken = await db.transaction((tx) => takeJob(tx, clock.now()));
    if (!taken) return null;
    const sameBytesAhead = [...holding.values()].includes(taken.job.proofSha256);
    holding.set(taken.job.contributionId, taken.job.proofSha256);
    if (sameBytesAhead) return { taken, result: null, started: performance.now() };
    const result = withRequestId(requestIdOf(taken), () => readProof(taken));
    // Its failure is finish()'s to report; it must never go unhandled meanwhile.
    result.catch(() => undefined);
    return { taken, result, started: performance.now() };
  }

  /**
   * Finishes jobs in the order taken; the next proof is read while the one before it is compared
   * and stored (the OCR and the comparisons overlap on the receipt thread), which comparisons
   * cannot do: each waits for the proofs stored before it.
   */
  async function drain(): Promise<number> {
    let finished = 0;
    let next = await takeAndRead();
    while (next) {
      const current = next;
      next = await takeAndRead();
      const done = await withRequestId(requestIdOf(current.taken), () => finish(current)).finally(() => holding.delete(current.taken.job.contributionId));
      if (done) finished += 1;
      if (stopped) break;
      // A job this one freed (a failed read) or queued meanwhile.
      next ??= await takeAndRead();
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
    async readStored(sha256) {
      if (stopped) return null;
      const bytes = await store.read(sha256);
      return bytes ? reader.read(bytes, clock.now()) : null;
    },
    kick() {
      if (stopped || kicked) return;
      kicked = true;
      setImmediate(() => {
        kicked = false;
        runQueued().catch((error: unknown) => log.error({ err: error }, 'receipt reading failed'));
      });
    },
    start(intervalMs = RECEIPT_POLL_INTERVAL_MS) {
      this.kick();
      poll ??= setInterval(() => this.kick(), intervalMs);
      poll.unref();
    },
    async stop() {
      stopped = true;
      if (poll) clearInterval(poll);
      // The jobs being read go back to the queue at once, for the next process (not after their lease).
      for (const held of [...holding.keys()]) await db.transaction((tx) => releaseReceiptJob(tx, held)).catch((error: unknown) => log.warn({ err: error }, 'could not hand back a receipt job'));
      await reader.close();
      await comparer.close?.();
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([chain.catch(() => 0), new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(timer);
    },
  };
}
