/**
 * The reader measured on the corpus (issue 13 point 5): each receipt read once, its fields scored
 * against the known values, and the duplicate detector's distances between every pair of images.
 */
import { readFile } from 'node:fs/promises';
import type { ReceiptReading } from '../../shared/receipt-reading';
import type { ReceiptRegions } from '../../sync-server/receipts/read-receipt';
import { hammingDistance } from '../../sync-server/receipts/dhash';
import { duplicateReason, fineDistance, type ProofPrint } from './duplicate-check';
import { chooseThreshold, pairDistances, type PairDistance, type ThresholdChoice } from './duplicate-pairs';
import { fineSignature } from '../../sync-server/receipts/fine-difference';
import { greyImage } from '../../sync-server/receipt-checks/region-difference';
import { accuracyRows, scoreFields, type AccuracyRow, type FieldScore } from './field-scores';
import type { CorpusEntry } from './generate-corpus';

/** What the reader gives for one image (readReceipt's result). */
export interface ReadResult {
  reading: ReceiptReading;
  regions?: ReceiptRegions;
  dhash: string | null;
  text: string;
}

/** One corpus image as read. */
export interface ScoredEntry {
  entry: CorpusEntry;
  result: ReadResult;
  score: FieldScore;
  ms: number;
  print: ProofPrint;
}

/** The dHash distances of every pair and the threshold they support. */
export interface DuplicateMeasure {
  pairs: PairDistance[];
  choice: ThresholdChoice;
}

/** The server's detector (duplicate-check.ts) on every pair: what it flags wrongly and misses. */
export interface DetectorMeasure {
  falsePositives: PairDistance[];
  falseNegatives: PairDistance[];
  falsePositiveRate: number;
  falseNegativeRate: number;
  /** Pairs to flag caught only because both readings name the same transfer. */
  byTransfer: PairDistance[];
}

export interface AccuracyReport {
  scored: ScoredEntry[];
  rows: AccuracyRow[];
  /** The plain dHash: distances in bits of 256. */
  dhash: DuplicateMeasure;
  /** The finer comparison on dHash candidates only: distances in tenths of a percent of pixels. */
  fine: DuplicateMeasure;
  /** The detector as the server runs it (dHash candidate and the image rule, or the same reference), not the threshold these pairs suggest. */
  detector: DetectorMeasure;
}

/**
 * Reads every entry with `read` (one at a time: one OCR engine), scores it, and measures dHash.
 * @example const report = await measureAccuracy(entries, (bytes) => readReceipt(engine, bytes));
 */
export async function measureAccuracy(entries: readonly CorpusEntry[], read: (bytes: Uint8Array) => Promise<ReadResult>): Promise<AccuracyReport> {
  const scored: ScoredEntry[] = [];
  for (const entry of entries) {
    const { result, score, ms, bytes } = await readOne(entry, read);
    let grey: ReturnType<typeof greyImage> | null = null;
    const print: ProofPrint = { dhash: result.dhash, fine: await fineSignature(bytes).catch(() => null), reading: result.reading, regions: result.regions ?? null, grey: () => (grey ??= greyImage(bytes)) };
    scored.push({ entry, result, score, ms, print });
  }
  const fine = measureFine(scored);
  return { scored, rows: accuracyRows(scored), dhash: measureDhash(scored), fine, detector: await measureDetector(scored) };
}

/**
 * Reads and scores every entry (one at a time), without the duplicate measures: the reader alone.
 * @example const scored = await readCorpus(entries, (bytes) => readReceipt(engine, bytes));
 */
export async function readCorpus(entries: readonly CorpusEntry[], read: (bytes: Uint8Array) => Promise<ReadResult>): Promise<Omit<ScoredEntry, 'print'>[]> {
  const scored: Omit<ScoredEntry, 'print'>[] = [];
  for (const entry of entries) {
    const { result, score, ms } = await readOne(entry, read);
    scored.push({ entry, result, score, ms });
  }
  return scored;
}

async function readOne(entry: CorpusEntry, read: (bytes: Uint8Array) => Promise<ReadResult>) {
  const bytes = await readFile(entry.path);
  const started = performance.now();
  const result = await read(bytes);
  const ms = performance.now() - started;
  return { result, score: scoreFields(entry, result.reading, result.regions), ms, bytes };
}

/**
 * The plain dHash detector on the scored entries: distances of every pair, and its threshold.
 * @example measureDhash(report.scored).choice.falsePositiveRate === 0
 */
export function measureDhash(scored: readonly ScoredEntry[]): DuplicateMeasure {
  const hashes = new Map(scored.map((s) => [s.entry.id, s.result.dhash]));
  const pairs = pairDistances(scored.map((s) => s.entry), (a, b) => {
    const [ha, hb] = [hashes.get(a.id), hashes.get(b.id)];
    return ha && hb ? hammingDistance(ha, hb) : null;
  });
  return { pairs, choice: chooseThreshold(pairs) };
}

/**
 * The finer comparison on the dHash candidates only (other pairs are never compared finely), in
 * tenths of a percent of pixels, and the threshold it supports.
 * @example measureFine(report.scored).choice.threshold // 32 (3.2 % of pixels)
 */
export function measureFine(scored: readonly ScoredEntry[]): DuplicateMeasure {
  const prints = new Map(scored.map((s) => [s.entry.id, s.print]));
  const pairs = pairDistances(scored.map((s) => s.entry), (a, b) => {
    const fine = fineDistance(prints.get(a.id)!, prints.get(b.id)!);
    return fine === null ? null : Math.round(fine * 1000);
  });
  return { pairs, choice: chooseThreshold(pairs) };
}

/** The server's detector (same screenshot, or the same transfer's reference) on every pair. */
export async function measureDetector(scored: readonly ScoredEntry[]): Promise<DetectorMeasure> {
  const prints = new Map(scored.map((s) => [s.entry.id, s.print]));
  const reasons = new Map<PairDistance, Awaited<ReturnType<typeof duplicateReason>>>();
  const pairs = pairDistances(scored.map((s) => s.entry), () => 0);
  for (const p of pairs) reasons.set(p, await duplicateReason(prints.get(p.a)!, prints.get(p.b)!));
  const flag = pairs.filter((p) => p.shouldFlag);
  const genuine = pairs.filter((p) => !p.shouldFlag);
  const falsePositives = genuine.filter((p) => reasons.get(p) !== null);
  const falseNegatives = flag.filter((p) => reasons.get(p) === null);
  return {
    falsePositives, falseNegatives, byTransfer: flag.filter((p) => reasons.get(p) === 'same-transfer'),
    falsePositiveRate: genuine.length ? falsePositives.length / genuine.length : 0,
    falseNegativeRate: flag.length ? falseNegatives.length / flag.length : 0,
  };
}
