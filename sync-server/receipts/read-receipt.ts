import { NO_RECEIPT_FIELDS, type ReceiptReading } from '../../shared/receipt-reading';
import { dHash } from './dhash';
import { readFields, type FieldSources } from './extract-fields';
import { fractionOf, type ImageBox } from './image-box';
import type { OcrEngine } from './ocr-engine';
import type { ReceiptRow } from './ocr-rows';
import { prepareImage } from './prepare-image';
import { valueBox } from './value-region';

export type { ImageBox } from './image-box';

/**
 * Where the transaction's own figures sit on the proof: the box of the OCR words holding each
 * value (the value's line, never its label's), as fractions (0..1) of the upright image (after
 * EXIF rotation); null when the field was not read.
 */
export interface ReceiptRegions {
  amount: ImageBox | null;
  reference: ImageBox | null;
  sessionId: ImageBox | null;
  paidAt: ImageBox | null;
}

export const NO_REGIONS: ReceiptRegions = { amount: null, reference: null, sessionId: null, paidAt: null };

/** What reading one proof gives: the fields, where they were read, the image's perceptual hash and the OCR text. */
export interface ReceiptResult {
  reading: ReceiptReading;
  /**
   * Always set by readReceipt; optional only so results built elsewhere (a stub reader, the
   * runner's unreadable answer) need not name it.
   */
  regions?: ReceiptRegions;
  /** 64 hex characters, or null when the image could not be decoded. */
  dhash: string | null;
  text: string;
}

/**
 * Reads one proof (already checked by inspectProof): prepare, OCR, extract the fields, hash.
 * 'unreadable' when the image does not decode or no field is found; never throws for a bad image.
 * @example const { reading, regions, dhash } = await readReceipt(engine, proofBytes, { now: new Date() });
 */
export async function readReceipt(engine: OcrEngine, bytes: Uint8Array, options: { now?: Date } = {}): Promise<ReceiptResult> {
  const prepared = await prepareImage(bytes);
  if (!prepared.ok) return { reading: { ...NO_RECEIPT_FIELDS, state: 'unreadable' }, regions: NO_REGIONS, dhash: null, text: '' };
  // The image decoded once, so hashing it should too; a failure still only costs the hash.
  const [page, dhash] = await Promise.all([engine.recognize(prepared.png), dHash(bytes).catch(() => null)]);
  const { fields, rows, sources } = readFields(page, options);
  const found = Object.values(fields).some((value) => value !== null);
  return { reading: { ...fields, state: found ? 'read' : 'unreadable' }, regions: regionsOf(rows, sources, prepared), dhash, text: page.text };
}

/** The sources' boxes in the prepared image, as fractions of it: prepareImage only rotates and scales, so they are fractions of the upright original too. */
export function regionsOf(rows: readonly ReceiptRow[], sources: FieldSources, size: { width: number; height: number }): ReceiptRegions {
  const region = (source: FieldSources[keyof FieldSources]) => {
    const box = source ? valueBox(rows, source) : null;
    return box ? fractionOf(box, size) : null;
  };
  return { amount: region(sources.amount), reference: region(sources.reference), sessionId: region(sources.sessionId), paidAt: region(sources.paidAt) };
}
