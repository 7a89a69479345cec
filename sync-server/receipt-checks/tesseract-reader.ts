/**
 * The server's receipt reader: tesseract's OCR engine (its own worker thread, the wasm core and
 * English data from node_modules: nothing fetched) started at the first proof and stopped after a
 * minute without one, so an idle server does not hold its ~150 MB.
 */
import { createOcrEngine, type OcrEngine } from '../receipts/ocr-engine';
import { readReceipt } from '../receipts/read-receipt';
import type { ReadResult, ReceiptReader } from './reader';

/** How long the OCR engine stays up after its last read. */
export const OCR_IDLE_MS = 60_000;

/** @example const reader = tesseractReader(); await reader.read(bytes, new Date()) */
export function tesseractReader(idleMs = OCR_IDLE_MS): ReceiptReader {
  let engine: Promise<OcrEngine> | null = null;
  let idle: ReturnType<typeof setTimeout> | null = null;

  async function close(): Promise<void> {
    if (idle) clearTimeout(idle);
    idle = null;
    const running = engine;
    engine = null;
    if (running) await (await running).terminate();
  }

  return {
    async read(bytes, now) {
      if (idle) clearTimeout(idle);
      engine ??= createOcrEngine();
      let result: ReadResult;
      try {
        result = await readReceipt(await engine, bytes, { now });
      } catch (error) {
        // A broken engine is not reused: the next read starts a fresh one.
        await close().catch(() => undefined);
        throw error;
      }
      idle = setTimeout(() => void close().catch((error) => console.error('stopping the OCR engine failed', error)), idleMs);
      idle.unref();
      return result;
    },
    close,
  };
}
