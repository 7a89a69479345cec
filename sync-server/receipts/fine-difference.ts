/**
 * The finer comparison run only on dHash candidates: the share of pixels that differ between two
 * images at 64x128, after undoing a small crop. An edited amount changes up to about 2 % of them;
 * a different receipt of the same layout changes its names, amounts and references, 4.5 % or more
 * (measured on the generated corpus, tests/receipts: the 256-bit dHash alone put edited amounts
 * 2-17 bits from their original and two different receipts of one layout 11 bits apart).
 */
import sharp from 'sharp';
import { PROOF_MAX_PIXELS } from '../../shared/contributions';

/** Finely differing share up to which two images may show the same receipt (measured: copies <= 2.1 %, different receipts of the corpus >= 4.5 %). */
export const FINE_THRESHOLD = 0.033;
/**
 * At most this many changed bands for the same screenshot: an edited amount changes one (two when
 * the receipt shows the amount twice). A sparse receipt (a few lines on white) of another payer can
 * differ by as little as 2.3 % of its pixels, but in three bands or more: amount, name, reference.
 */
export const MAX_CHANGED_BANDS = 2;

const SIG = { width: 128, height: 256 };
const GRID = { width: 64, height: 128 };
// Grey levels (of 255, after normalising) by which a pixel must differ to count: above JPEG noise.
const PIXEL_DELTA = 48;
// Crops tried, as fractions of each side: a re-saved or forwarded screenshot loses a few percent.
// Steps of 0.5 % keep a cropped copy within 2.1 % (steps of 1 % left one at 4.1 %, next to genuine
// pairs at 4.5 %); 1,225 crops cost about 60-120 ms a pair, paid only by dHash candidates.
const CROPS_Y = [0, 0.005, 0.01, 0.015, 0.02, 0.025, 0.03];
const CROPS_X = [0, 0.005, 0.01, 0.015, 0.02];

/** A proof shrunk to greyscale 128x256 with its contrast stretched: what fineDifference compares. */
export interface FineSignature {
  pixels: Uint8Array;
}

/**
 * The signature of one image (decode, greyscale, shrink, normalise).
 * @example const sig = await fineSignature(jpegBytes);
 */
export async function fineSignature(image: Uint8Array): Promise<FineSignature> {
  const pixels = await sharp(image, { limitInputPixels: PROOF_MAX_PIXELS }).rotate().flatten({ background: '#ffffff' }).greyscale().resize(SIG.width, SIG.height, { fit: 'fill' }).normalise().raw().toBuffer();
  return { pixels: new Uint8Array(pixels) };
}

const GRID_PIXELS = GRID.width * GRID.height;

/** Each grid column's and row's pixel in the uncropped signature: the same at every crop. */
const INNER_X = Int32Array.from({ length: GRID.width }, (_, gx) => Math.floor(((gx + 0.5) / GRID.width) * SIG.width));
const INNER_ROW = Int32Array.from({ length: GRID.height }, (_, gy) => Math.floor(((gy + 0.5) / GRID.height) * SIG.height) * SIG.width);
/** Reused by every call (one thread runs one comparison at a time): each grid column's and row's pixel in the cropped signature. */
const outerX = new Int32Array(GRID.width);
const outerRow = new Int32Array(GRID.height);

/**
 * Share of grid pixels differing when `inner` is `outer` with the given crop (top, right, bottom,
 * left); stops counting once more than `stopAbove` differ (the answer is then only "above"). The
 * sampled places are worked out once per crop, not once per pixel.
 */
function differenceWithCrop(outer: FineSignature, inner: FineSignature, [top, right, bottom, left]: number[], stopAbove: number): number {
  const limit = Math.floor(stopAbove * GRID_PIXELS);
  for (let gx = 0; gx < GRID.width; gx++) outerX[gx] = Math.floor((left! + ((gx + 0.5) / GRID.width) * (1 - left! - right!)) * SIG.width);
  for (let gy = 0; gy < GRID.height; gy++) outerRow[gy] = Math.floor((top! + ((gy + 0.5) / GRID.height) * (1 - top! - bottom!)) * SIG.height) * SIG.width;
  const innerPixels = inner.pixels;
  const outerPixels = outer.pixels;
  let differ = 0;
  for (let gy = 0; gy < GRID.height; gy++) {
    const innerRow = INNER_ROW[gy]!;
    const row = outerRow[gy]!;
    for (let gx = 0; gx < GRID.width; gx++) {
      const delta = Math.abs(innerPixels[innerRow + INNER_X[gx]!]! - outerPixels[row + outerX[gx]!]!);
      if (delta > PIXEL_DELTA && ++differ > limit) return differ / GRID_PIXELS;
    }
  }
  return differ / GRID_PIXELS;
}

/** The best alignment found: its share of differing pixels, and which image is cropped how. */
interface Alignment {
  share: number;
  outer: FineSignature;
  inner: FineSignature;
  crop: number[];
}

/**
 * Tries every crop, either image being the cropped one, keeping the best; yields after each crop
 * so a caller may pause (the server lets requests run between crops). With `stopAbove`, a crop
 * stops counting past that share: a plainly different pair costs a fraction of the full count.
 */
function* cropSearch(a: FineSignature, b: FineSignature, stopAbove: number): Generator<void, Alignment> {
  let best: Alignment = { share: 2, outer: a, inner: b, crop: [0, 0, 0, 0] };
  for (const top of CROPS_Y) for (const bottom of CROPS_Y) for (const left of CROPS_X) for (const right of CROPS_X) {
    const crop = [top, right, bottom, left];
    for (const [outer, inner] of [[a, b], [b, a]] as const) {
      const share = differenceWithCrop(outer, inner, crop, Math.min(best.share, stopAbove));
      if (share < best.share) best = { share, outer, inner, crop };
    }
    yield;
  }
  return best;
}

/**
 * The smallest share of differing pixels over the crops tried, either image being the cropped one.
 * Measured: 0.001-0.021 for an edited amount or a re-saved copy; 0.045+ for different receipts.
 * With `stopAbove`, the result is exact when at or below it (else only "above").
 * @example fineDifference(await fineSignature(original), await fineSignature(edited)) < FINE_THRESHOLD
 */
export function fineDifference(a: FineSignature, b: FineSignature, stopAbove = 1): number {
  const search = cropSearch(a, b, stopAbove);
  for (let step = search.next(); ; step = search.next()) if (step.done) return Math.min(1, step.value.share);
}

/** Crops tried between two pauses of compareScreenshots: about 5 ms of this thread at a time. */
const CROPS_PER_SLICE = 24;

/**
 * Whether two proof images show the same screenshot, perhaps with one line edited: few pixels
 * differ, and only in one or two bands. A re-saved copy whose noise reaches more bands is left to
 * the reference check (the same transfer's reference or session ID), which needs no picture.
 * The search pauses every few crops (`setImmediate`), so a server answers requests meanwhile.
 * @example await sameScreenshot(await fineSignature(original), await fineSignature(editedAmount)) === true
 */
export async function sameScreenshot(a: FineSignature, b: FineSignature): Promise<boolean> {
  const search = cropSearch(a, b, FINE_THRESHOLD);
  let step = search.next();
  for (let crops = 1; !step.done; crops += 1, step = search.next()) {
    if (crops % CROPS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  const best = step.value;
  return best.share <= FINE_THRESHOLD && bandsOf(rowDifferences(best.outer, best.inner, best.crop)) <= MAX_CHANGED_BANDS;
}

/**
 * How two signatures line up best: `share` of differing pixels there and how many bands differ;
 * `crop` (top, right, bottom, left, fractions) is cut from the `outer` image to give the other's
 * frame. Pauses every few crops like sameScreenshot. With `stopAbove`, a plainly different pair
 * stops early (its share is then only "above").
 * @example const aligned = await alignScreenshots(a, b); aligned.share <= FINE_THRESHOLD
 */
export async function alignScreenshots(a: FineSignature, b: FineSignature, stopAbove = FINE_THRESHOLD): Promise<{ share: number; bands: number; outer: 'a' | 'b'; crop: [number, number, number, number] }> {
  const search = cropSearch(a, b, stopAbove);
  let step = search.next();
  for (let crops = 1; !step.done; crops += 1, step = search.next()) {
    if (crops % CROPS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  const best = step.value;
  const [top = 0, right = 0, bottom = 0, left = 0] = best.crop;
  return { share: Math.min(1, best.share), bands: bandsOf(rowDifferences(best.outer, best.inner, best.crop)), outer: best.outer === a ? 'a' : 'b', crop: [top, right, bottom, left] };
}

/**
 * How many separate horizontal bands of the image differ at the crop that aligns the two best: an
 * edited receipt differs in one or two (the amount, perhaps shown twice), a different receipt of
 * the same layout in several (amount, name, reference, date). A band is a run of grid rows each
 * with more than BAND_ROW_PIXELS differing pixels; runs closer than BAND_GAP_ROWS are one band.
 * @example changedBands(await fineSignature(original), await fineSignature(edited)) // 1
 */
export function changedBands(a: FineSignature, b: FineSignature): number {
  const search = cropSearch(a, b, 1);
  for (let step = search.next(); ; step = search.next()) {
    if (step.done) return bandsOf(rowDifferences(step.value.outer, step.value.inner, step.value.crop));
  }
}

function bandsOf(rows: readonly number[]): number {
  let bands = 0;
  let quiet = BAND_GAP_ROWS;
  for (const count of rows) {
    if (count > BAND_ROW_PIXELS) {
      if (quiet >= BAND_GAP_ROWS) bands += 1;
      quiet = 0;
    } else quiet += 1;
  }
  return bands;
}

/**
 * A grid row counts as changed with more than this many of its 64 pixels differing: above the
 * thin noise a re-saved or rescaled copy leaves along every line of text (measured: with 1, a
 * re-saved copy showed 5-10 bands; with 8, 0-5, and an edited amount 0-1).
 */
const BAND_ROW_PIXELS = 8;
/** Changed rows this close (of 128) belong to one band: one line of text spans a few rows. */
const BAND_GAP_ROWS = 3;

/** Differing pixels per grid row at one crop (the same sampling as differenceWithCrop). */
function rowDifferences(outer: FineSignature, inner: FineSignature, [top, right, bottom, left]: number[]): number[] {
  const rows: number[] = [];
  for (let gy = 0; gy < GRID.height; gy++) {
    const fy = (gy + 0.5) / GRID.height;
    const innerY = Math.floor(fy * SIG.height);
    const outerY = Math.floor((top! + fy * (1 - top! - bottom!)) * SIG.height);
    let differ = 0;
    for (let gx = 0; gx < GRID.width; gx++) {
      const fx = (gx + 0.5) / GRID.width;
      const innerX = Math.floor(fx * SIG.width);
      const outerX = Math.floor((left! + fx * (1 - left! - right!)) * SIG.width);
      if (Math.abs(inner.pixels[innerY * SIG.width + innerX]! - outer.pixels[outerY * SIG.width + outerX]!) > PIXEL_DELTA) differ++;
    }
    rows.push(differ);
  }
  return rows;
}
