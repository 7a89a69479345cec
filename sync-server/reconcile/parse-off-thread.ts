import { Worker } from 'node:worker_threads';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { statementProblem } from './messages';
import type { parseStatement } from './parse-statement';
import { workerFile } from '../threads/worker-file';

/** What parseStatement reads, takes as options and answers, whatever their shape becomes. */
export type StatementInput = Parameters<typeof parseStatement>[0];
export type StatementOptions = typeof parseStatement extends (input: never, options: infer O) => unknown ? O : never;
export type StatementResult = Awaited<ReturnType<typeof parseStatement>>;
/** The reader thread's script (scripts/build-server.mjs builds the same entry). */
export const STATEMENT_WORKER = { name: 'statement-worker', source: 'reconcile/statement-worker.ts' };
/** One message to the reader's thread (statement-worker.ts). */
export interface StatementJob {
  id: number;
  input: StatementInput;
  options: StatementOptions;
}

/**
 * How long one statement may take on the reader's thread, start-up excluded: an honest 20,000-row
 * XLSX took 0.4–0.46 s there and a CSV 0.2–0.28 s, measured with the machine's two cores loaded 4
 * times over. Past this the thread is ended and the file refused.
 */
export const STATEMENT_TIME_LIMIT_MS = 1_000;
/** Statements that may wait for the reader; more are refused at once (busy) rather than queued for minutes. */
export const MAX_WAITING_STATEMENTS = 8;
/** An idle reader is ended after this long: its memory is given back, the next import starts another. */
const IDLE_MS = 15_000;
/** Room for the largest honest statement with ample margin; a file needing more ends only this thread. */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 };

export interface StatementReader {
  /** The statement parsed on the reader's thread (its result, a problem included), or 'statement-busy'. */
  read(input: StatementInput, options: StatementOptions): Promise<Outcome<StatementResult>>;
  /** Ends the reader's thread now (tests; a running server lets it idle out). */
  close(): Promise<void>;
}

interface Waiting {
  input: StatementInput;
  options: StatementOptions;
  resolve: (result: Outcome<StatementResult>) => void;
  reject: (error: unknown) => void;
}

const tooComplex = (detail: string): StatementResult => statementProblem('statement-too-complex', detail);

/**
 * Starts the thread; resolves when its modules are loaded (it says 'ready'), so no job's time limit
 * pays for that. `onExit` hears of its end, however it comes (ended by us, or died between jobs).
 */
async function startWorker(onExit: () => void): Promise<Worker> {
  const worker = new Worker(await workerFile(STATEMENT_WORKER), { resourceLimits: WORKER_LIMITS });
  // Never unhandled (it would end the server): a failure during a job is also that job's answer
  // (run below); between jobs, onExit follows and the next statement starts a new thread.
  worker.on('error', (error) => console.error('statement reader thread failed', error));
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('exit', (code) => reject(new Error(`the statement reader exited (${code}) while starting`)));
  });
  worker.removeAllListeners('exit').once('exit', onExit);
  worker.unref();
  return worker;
}

/**
 * Reads bank statements off the event loop: one long-lived worker thread takes one statement at a
 * time under STATEMENT_TIME_LIMIT_MS and WORKER_LIMITS (memory). A statement over either ends the
 * thread (terminate: nothing of it runs on) and is refused as 'statement-too-complex'; the next
 * statement starts a fresh thread. Requests keep being answered meanwhile, health checks included.
 * @example const reader = statementReader(); const read = await reader.read({ bytes }, {}); if (read.ok && read.value.ok) …
 */
export function statementReader(limits: { timeLimitMs?: number; maxWaiting?: number } = {}): StatementReader {
  const timeLimitMs = limits.timeLimitMs ?? STATEMENT_TIME_LIMIT_MS;
  const maxWaiting = limits.maxWaiting ?? MAX_WAITING_STATEMENTS;
  const queue: Waiting[] = [];
  let worker: Promise<Worker> | null = null;
  let busy = false;
  let nextId = 1;
  let idle: NodeJS.Timeout | undefined;

  const discard = () => {
    const ending = worker;
    worker = null;
    return ending?.then((w) => w.terminate()).catch(() => {});
  };

  const run = (thread: Worker, job: Waiting) => {
    const id = nextId++;
    let done = false;
    const finish = (result: StatementResult, broken: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      thread.off('message', onMessage).off('error', onFailure).off('exit', onFailure);
      if (broken) void discard();
      else thread.unref();
      job.resolve(ok(result));
      busy = false;
      next();
    };
    const onMessage = (message: { id?: number; result?: StatementResult }) => {
      if (message.id === id) finish(message.result as StatementResult, false);
    };
    const onFailure = (error?: unknown) => {
      const memory = (error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      finish(tooComplex(memory ? 'reading it needs more memory than a statement may use' : 'the reader stopped on it'), true);
    };
    const timer = setTimeout(() => finish(tooComplex(`reading it took more than ${timeLimitMs / 1000} s`), true), timeLimitMs);
    thread.on('message', onMessage).once('error', onFailure).once('exit', onFailure);
    // Held open while it works: a caller awaiting the answer must not see the process exit under it.
    thread.ref();
    thread.postMessage({ id, input: job.input, options: job.options } satisfies StatementJob);
  };

  const next = () => {
    if (busy) return;
    const job = queue.shift();
    if (!job) {
      clearTimeout(idle);
      idle = setTimeout(() => void discard(), IDLE_MS).unref();
      return;
    }
    busy = true;
    clearTimeout(idle);
    if (!worker) {
      const starting: Promise<Worker> = startWorker(() => {
        if (worker === starting) worker = null;
      });
      worker = starting;
    }
    worker.then(
      (thread) => run(thread, job),
      (error: unknown) => {
        // The thread cannot start (its script is missing): a fault of this server, not of the file.
        worker = null;
        busy = false;
        job.reject(error);
        next();
      },
    );
  };

  return {
    read(input, options) {
      if (queue.length >= maxWaiting) return Promise.resolve(refuse('statement-busy'));
      return new Promise((resolve, reject) => {
        queue.push({ input, options, resolve, reject });
        next();
      });
    },
    async close() {
      clearTimeout(idle);
      await discard();
    },
  };
}
