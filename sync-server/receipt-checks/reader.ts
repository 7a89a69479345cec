import type { ReceiptResult } from '../receipts/read-receipt';

/** What reading one proof image gives: the fields, the image's perceptual hash, the OCR text. */
export type ReadResult = ReceiptResult;

/**
 * Reads proof images (the OCR on its own worker thread: a request never waits for it). The
 * server's is tesseract's (tesseract-reader.ts); tests may pass one of their own.
 */
export interface ReceiptReader {
  read(bytes: Uint8Array, now: Date): Promise<ReadResult>;
  /** Frees the OCR worker; a later read starts it again. */
  close(): Promise<void>;
}

/** How long the OCR engine (and the receipt thread) stays up after its last read. */
export const OCR_IDLE_MS = 60_000;
/** How long close() lets a read in flight finish before it stops the engine under it. */
export const READ_STOP_WAIT_MS = 2_000;
