/**
 * The receipt thread (started by receipt-thread.ts): reads proofs (prepareImage's per-pixel steps,
 * the OCR on tesseract's own thread started from here, the fields, the hash) and compares them with
 * the stored proofs the runner names, at a lower CPU priority than the requests. One message, one
 * job; the answer is plain (structured-clone) data. Compiled as its own entry of the server build
 * (dist/server/receipt-worker.js); from the sources it is bundled on first use (threads/worker-file.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { proofFiles } from '../proofs/proof-store';
import { lowerThreadPriority } from '../threads/lower-priority';
import { OCR_IDLE_MS, READ_STOP_WAIT_MS } from './reader';
import type { ReceiptThreadAnswer, ReceiptThreadData, ReceiptThreadJob } from './receipt-thread';
import { localComparer } from './similar-images';
import { tesseractReader } from './tesseract-reader';

if (!parentPort) throw new Error('receipt-worker.ts runs as a worker thread (receipt-thread.ts)');
const port = parentPort;
lowerThreadPriority(10);

const { proofsDir, ocrThread } = workerData as ReceiptThreadData;
// Its OCR engine stops after a minute without a proof; the idle thread is ended then too (receipt-thread.ts).
const reader = tesseractReader(OCR_IDLE_MS, READ_STOP_WAIT_MS, ocrThread);
const comparer = localComparer(proofFiles(proofsDir));

port.on('message', async (job: ReceiptThreadJob) => {
  let answer: ReceiptThreadAnswer;
  try {
    answer = job.kind === 'read' ? { id: job.id, read: await reader.read(job.bytes, new Date(job.now)) } : { id: job.id, similar: await comparer.similar(job.proof, job.candidates) };
  } catch (error) {
    answer = { id: job.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
