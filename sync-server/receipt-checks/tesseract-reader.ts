/**
 * The server's receipt reader: tesseract's OCR engine (its own worker thread, the wasm core and
 * English data from node_modules: nothing fetched) started at the first proof and stopped after a
 * minute without one, so an idle server does not hold its ~150 MB.
 */
import { createOcrEngine, type OcrEngine } from '../receipts/ocr-engine';
import { OCR_THREAD_SCRIPT } from '../receipts/ocr-thread-path';
import { readReceipt } from '../receipts/read-receipt';
import { OCR_IDLE_MS, READ_STOP_WAIT_MS, type ReadResult, type ReceiptReader } from './reader';


/**
 * After close() every read is refused with this message, and a read still in flight when the wait
 * ends is ended with it (a read whose engine was stopped would otherwise never settle).
 * @example const reader = tesseractReader(); await reader.read(bytes, new Date()); await reader.close()
 */
export function tesseractReader(idleMs = OCR_IDLE_MS, stopWaitMs = READ_STOP_WAIT_MS, ocrThread = OCR_THREAD_SCRIPT): ReceiptReader {
  let engine: Promise<OcrEngine> | null = null;
  let idle: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const reading = new Set<Promise<ReadResult>>();
  let endReads: (error: Error) => void = () => undefined;
  const ended = new Promise<never>((_, reject) => (endReads = reject));
  ended.catch(() => undefined);

  async function stopEngine(): Promise<void> {
    if (idle) clearTimeout(idle);
    idle = null;
    const running = engine;
    engine = null;
    if (running) await (await running).terminate();
  }

  async function readWithEngine(bytes: Uint8Array, now: Date): Promise<ReadResult> {
    const started = (engine ??= createOcrEngine(ocrThread));
    try {
      return await readReceipt(await started, bytes, { now });
    } catch (error) {
      // A broken engine is not reused: the next read starts a fresh one.
      if (!stopped) await stopEngine().catch(() => undefined);
      throw error;
    }
  }

  return {
    async read(bytes, now) {
      if (stopped) throw new Error('the receipt reader is stopped');
      if (idle) clearTimeout(idle);
      idle = null;
      const run = readWithEngine(bytes, now);
      reading.add(run);
      try {
        return await Promise.race([run, ended]);
      } finally {
        reading.delete(run);
        if (!stopped && reading.size === 0) {
          idle = setTimeout(() => void stopEngine().catch((error) => console.error('stopping the OCR engine failed', error)), idleMs);
          idle.unref();
        }
      }
    },
    async close() {
      stopped = true;
      if (idle) clearTimeout(idle);
      idle = null;
      // The engine is stopped only once the reads on it are over (or the wait is), never under a read starting.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([Promise.allSettled([...reading]), new Promise((resolve) => (timer = setTimeout(resolve, stopWaitMs)))]);
      clearTimeout(timer);
      endReads(new Error('the receipt reader is stopped'));
      await stopEngine();
    },
  };
}
