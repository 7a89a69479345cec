/**
 * The receipt thread, seen from the server's main thread (issue 26 §3): a reader and a comparer
 * whose work (decoding, the per-pixel preparation, the OCR, the fine comparisons) runs on a worker
 * thread at a lower CPU priority (receipt-worker.ts), so requests are not kept waiting behind a
 * proof. The thread starts with the first job and ends after OCR_IDLE_MS without one (its memory,
 * with the OCR engine's ~150 MB, given back); one that dies fails the jobs it held, and the next
 * job starts another.
 */
import { Worker } from 'node:worker_threads';
import { workerFile } from '../threads/worker-file';
import { OCR_THREAD_SCRIPT } from '../receipts/ocr-thread-path';
import { OCR_IDLE_MS, READ_STOP_WAIT_MS, type ReadResult, type ReceiptReader } from './reader';
import type { Candidate, ProofComparer, ProofToCompare, SimilarProof } from './similar-images';

/** The thread's script (scripts/build-server.mjs builds the same entry). */
export const RECEIPT_WORKER = { name: 'receipt-worker', source: 'receipt-checks/receipt-worker.ts' };

/** What the thread is started with: where the proofs are, and tesseract's thread script (the path beside the main thread's module). */
export interface ReceiptThreadData {
  proofsDir: string;
  ocrThread: string;
}
/** What the thread is asked: a proof's bytes to read, or a read proof to compare with stored ones. */
type Job = { kind: 'read'; bytes: Uint8Array; now: number } | { kind: 'similar'; proof: ProofToCompare; candidates: readonly Candidate[] };
/** One message to the thread. */
export type ReceiptThreadJob = Job & { id: number };
/** The thread's answer to one job. */
export type ReceiptThreadAnswer = { id: number; read: ReadResult } | { id: number; similar: SimilarProof[] } | { id: number; error: string };

export interface ReceiptThread extends ReceiptReader, ProofComparer {
  /** Lets the jobs in flight finish (at most READ_STOP_WAIT_MS), then ends the thread; later jobs are refused. */
  close(): Promise<void>;
}

interface Waiting {
  resolve: (answer: ReceiptThreadAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * @example const thread = receiptThread(join(dataDir, 'proofs')); const read = await thread.read(bytes, new Date()); await thread.close()
 */
export function receiptThread(proofsDir: string, options: { idleMs?: number; stopWaitMs?: number } = {}): ReceiptThread {
  const idleMs = options.idleMs ?? OCR_IDLE_MS;
  const stopWaitMs = options.stopWaitMs ?? READ_STOP_WAIT_MS;
  const waiting = new Map<number, Waiting>();
  let worker: Promise<Worker> | null = null;
  /** The running thread, once started. */
  let current: Worker | null = null;
  let nextId = 1;
  let idle: NodeJS.Timeout | undefined;
  let closing: Promise<void> | null = null;

  /** Fails every job in flight: the thread they ran on is gone. */
  const failAll = (error: Error) => {
    for (const job of waiting.values()) job.reject(error);
    waiting.clear();
  };

  const end = () => {
    const ending = worker;
    worker = null;
    current = null;
    return ending?.then((w) => w.terminate()).then(() => undefined, () => undefined);
  };

  async function start(): Promise<Worker> {
    const thread = new Worker(await workerFile(RECEIPT_WORKER), { workerData: { proofsDir, ocrThread: OCR_THREAD_SCRIPT } satisfies ReceiptThreadData });
    // Never unhandled (it would end the server): the jobs it held fail, and the next starts a new thread.
    thread.on('error', (error) => failAll(error instanceof Error ? error : new Error(String(error))));
    thread.on('exit', (code) => {
      // A thread ended by end() is no longer current: its exit concerns nobody.
      if (current !== thread) return;
      current = null;
      worker = null;
      failAll(new Error(`the receipt thread stopped (${code})`));
    });
    thread.on('message', (answer: ReceiptThreadAnswer) => {
      const job = waiting.get(answer.id);
      waiting.delete(answer.id);
      job?.resolve(answer);
      if (waiting.size === 0 && current === thread) {
        thread.unref();
        clearTimeout(idle);
        idle = setTimeout(() => void end(), idleMs).unref();
      }
    });
    current = thread;
    return thread;
  }

  async function ask(job: Job): Promise<ReceiptThreadAnswer> {
    if (closing) throw new Error('the receipt reader is stopped');
    clearTimeout(idle);
    const started = (worker ??= start());
    const thread = await started.catch((error: unknown) => {
      if (worker === started) worker = null;
      throw error;
    });
    // Closed while the thread was starting: it is being ended, and would never answer.
    if (closing) throw new Error('the receipt reader is stopped');
    const id = nextId++;
    const answer = new Promise<ReceiptThreadAnswer>((resolve, reject) => waiting.set(id, { resolve, reject }));
    // Held open while it works: a caller awaiting the answer must not see the process exit under it.
    thread.ref();
    thread.postMessage({ ...job, id } satisfies ReceiptThreadJob);
    const settled = await answer;
    if ('error' in settled) throw new Error(settled.error);
    return settled;
  }

  return {
    async read(bytes, now) {
      const answer = await ask({ kind: 'read', bytes, now: now.getTime() });
      return (answer as { read: ReadResult }).read;
    },
    async similar(proof, candidates) {
      const answer = await ask({ kind: 'similar', proof, candidates });
      return (answer as { similar: SimilarProof[] }).similar;
    },
    close() {
      closing ??= (async () => {
        clearTimeout(idle);
        const inFlight = [...waiting.values()].map((job) => new Promise<void>((done) => {
          const { resolve, reject } = job;
          job.resolve = (answer) => (resolve(answer), done());
          job.reject = (error) => (reject(error), done());
        }));
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.all(inFlight), new Promise((resolve) => (timer = setTimeout(resolve, stopWaitMs)))]);
        clearTimeout(timer);
        failAll(new Error('the receipt reader is stopped'));
        await end();
      })();
      return closing;
    },
  };
}
