import { NO_RECEIPT_FIELDS, type ReceiptReading } from '../../shared/receipt-reading';
import { dHash } from './dhash';
import { extractFields } from './extract-fields';
import type { OcrEngine } from './ocr-engine';
import { prepareImage } from './prepare-image';

/** What reading one proof gives: the fields, the image's perceptual hash and the OCR text. */
export interface ReceiptResult {
  reading: ReceiptReading;
  /** 64 hex characters, or null when the image could not be decoded. */
  dhash: string | null;
  text: string;
}

/**
 * Reads one proof (already checked by inspectProof): prepare, OCR, extract the fields, hash.
 * 'unreadable' when the image does not decode or no field is found; never throws for a bad image.
 * @example const { reading, dhash } = await readReceipt(engine, proofBytes, { now: new Date() });
 */
export async function readReceipt(engine: OcrEngine, bytes: Uint8Array, options: { now?: Date } = {}): Promise<ReceiptResult> {
  const prepared = await prepareImage(bytes);
  if (!prepared.ok) return { reading: { ...NO_RECEIPT_FIELDS, state: 'unreadable' }, dhash: null, text: '' };
  // The image decoded once, so hashing it should too; a failure still only costs the hash.
  const [page, dhash] = await Promise.all([engine.recognize(prepared.png), dHash(bytes).catch(() => null)]);
  const fields = extractFields(page, options);
  const found = Object.values(fields).some((value) => value !== null);
  return { reading: { ...fields, state: found ? 'read' : 'unreadable' }, dhash, text: page.text };
}
