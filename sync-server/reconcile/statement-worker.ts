/**
 * The statement reader's thread (started by parse-off-thread.ts): parses one statement per message
 * with parseStatement, passing the caller's options through untouched, and posts the result back
 * as plain (structured-clone) data. Compiled as its own entry of the server build
 * (dist/server/statement-worker.js); from the sources it is bundled on first use
 * (threads/worker-file.ts).
 */
import { parentPort } from 'node:worker_threads';
import { statementProblem } from './messages';
import type { StatementJob } from './parse-off-thread';
import { parseStatement } from './parse-statement';

if (!parentPort) throw new Error('statement-worker.ts runs as a worker thread (parse-off-thread.ts)');
const port = parentPort;

// Typed loosely on purpose: parseStatement's options are the caller's business, handed on as they came.
const parse = parseStatement as (input: StatementJob['input'], options: StatementJob['options']) => Promise<unknown>;

port.on('message', async (job: StatementJob) => {
  let result: unknown;
  try {
    result = await parse(job.input, job.options);
  } catch (error) {
    // A reader that throws is a bug to fix (logged here with its stack), but to the admin it is a
    // file we could not read: a 422 that names it, never a 500 for a file.
    console.error('statement reader failed on a file', error);
    result = statementProblem('statement-format-unrecognised', 'the file could not be read');
  }
  try {
    port.postMessage({ id: job.id, result });
  } catch (error) {
    // A result that cannot be cloned (a function, a class instance in it) is a bug in its shape.
    console.error('statement reader result could not be sent', error);
    port.postMessage({ id: job.id, result: statementProblem('statement-format-unrecognised', 'the file could not be read') });
  }
});
port.postMessage({ ready: true });
