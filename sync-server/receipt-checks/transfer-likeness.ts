/**
 * Whether two proof images show the same transfer's screenshot (issue 22 §1). The old rule (a
 * dHash, then the share of differing pixels over the whole image) linked every pair of receipts
 * of one bank app: the layout is most of the pixels. This rule looks where a transfer differs
 * from another: its reference, session ID and time, as read and as pixels in those areas.
 *
 * - Read differently (a reference or session ID more than two characters apart): two transfers.
 *   A slip or two, or times apart, may be OCR's: then only near-identical pixels link them.
 * - The images must line up (whole-image share <= ALIGNED_SHARE after undoing a small crop).
 * - Every area where a reference, session ID or date was found (in either image) must show the
 *   same pixels in both; then the amount's area decides: the same ('same-image') or not
 *   ('amount-differs', an edited amount).
 * - Where the reader found none of those areas (in either image), nothing links them: no amount
 *   of likeness elsewhere makes two receipts one transfer (the very same file still is one).
 * A photo of a screen does not line up with the screenshot: its reference, if read, links it
 * (reuse.ts). A miss costs less than a false accusation.
 */
import type { ImageLikeness, ReceiptReading } from '../../shared/receipt-reading';
import { alignScreenshots, type FineSignature } from '../receipts/fine-difference';
import { regionDifference, type GreyImage } from './region-difference';
import type { ImageBox as RegionBox, ReceiptRegions } from '../receipts/read-receipt';

/**
 * The whole images must line up this well (share of differing pixels after undoing a small
 * crop) for their areas to be compared at all: only a gate, since the areas decide. A re-saved,
 * smaller JPEG of a sparse receipt measured 4.1 %, over the old check's 3.3 %; two receipts of
 * different layouts are not dHash candidates in the first place.
 */
export const ALIGNED_SHARE = 0.08;
/**
 * Above this (regionDifference: the worst window's share of unmatched ink) the two images show
 * other characters there. Measured (bench/transfer-links.ts, 12 layouts x 30 transfers of one
 * payer): copies of one screenshot 0-0.17 but for a few re-saves the alignment left off (0.23 and
 * up: missed, never wrongly linked); with nothing read, no pair of two transfers stayed under it
 * (6,153 pairs compared by their areas alone: 0 linked).
 */
export const REGION_THRESHOLD = 0.22;
/**
 * When the readings differ by a slip, the areas must be near-identical: copies of one screenshot
 * measured 0-0.02 (a re-saved photo's areas 0), serial references one digit apart 0.02-0.08.
 */
export const SLIPPED_AREA_THRESHOLD = 0.01;
/** Two readings of one receipt's time agree to the minute. */
const SAME_TIME_MS = 60_000;

/** What the check knows of one proof: its signature, its reading and areas, and its pixels (decoded on demand). */
export interface LikenessProof {
  fine: FineSignature;
  reading: ReceiptReading | null;
  regions: ReceiptRegions | null;
  grey(): Promise<GreyImage>;
}

/** Why two proofs are, or are not, one screenshot: for tests and the bench. */
export type LikenessVerdict = (
  | { likeness: ImageLikeness; why: 'areas-match' }
  | { likeness: null; why: 'read-differently' | 'not-aligned' | 'area-differs' | 'no-area-to-compare' }
) & {
  /** The largest difference found in an area of a reference, session ID or date, when one was compared. */
  areaDifference?: number;
};

// A reference read from two copies of one image may differ by OCR's usual slips; folded, they agree.
const FOLD: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', B: '8', G: '6' };
const folded = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/[OQDILZSBG]/g, (c) => FOLD[c]!);

/** The edit distance of two short strings (references, session IDs): how many characters OCR would have to have slipped. */
function slipsBetween(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = row;
  }
  return previous[b.length]!;
}

/** OCR may misread this many characters of one reference or session ID read from two copies of one image. */
const MAX_SLIPS = 2;

/**
 * What two readings say of the transfers: 'differ' when a reference or session ID read on both
 * differs by more characters than OCR slips by (two transfers, whatever the pictures); 'slips'
 * when they differ by a slip or two, or only the times differ (a misread digit, or two transfers
 * of one payer with serial references: only near-identical pixels may then link them); else 'agree'.
 * @example compareReadings({ reference: 'FBN26111750364965', … }, { reference: 'FBN26111750364985', … }) === 'slips'
 */
export function compareReadings(a: ReceiptReading | null, b: ReceiptReading | null): 'agree' | 'slips' | 'differ' {
  if (!a || !b) return 'agree';
  let agreement: 'agree' | 'slips' = 'agree';
  for (const [x, y] of [[a.reference, b.reference], [a.sessionId, b.sessionId]] as const) {
    if (!x || !y) continue;
    const slips = slipsBetween(folded(x), folded(y));
    if (slips > MAX_SLIPS) return 'differ';
    if (slips > 0) agreement = 'slips';
  }
  if (a.paidAt && b.paidAt && Math.abs(Date.parse(a.paidAt) - Date.parse(b.paidAt)) >= SAME_TIME_MS) agreement = 'slips';
  return agreement;
}

/**
 * Whether the readings name two different transfers (compareReadings says 'differ').
 * @example readDifferently({ reference: 'GTB2026112100123', … }, { reference: 'GTB2026112207788', … }) === true
 */
export function readDifferently(a: ReceiptReading | null, b: ReceiptReading | null): boolean {
  return compareReadings(a, b) === 'differ';
}

type Aligned = Awaited<ReturnType<typeof alignScreenshots>>;

/** A box of one image's frame in the other's: the outer image, cropped, is the inner image's frame. */
function mapBox(box: RegionBox, aligned: Aligned, from: 'a' | 'b'): RegionBox {
  const [top, right, bottom, left] = aligned.crop;
  const sx = 1 - left - right;
  const sy = 1 - top - bottom;
  if (from !== aligned.outer) {
    // From the inner frame into the outer one.
    return { x0: left + box.x0 * sx, x1: left + box.x1 * sx, y0: top + box.y0 * sy, y1: top + box.y1 * sy };
  }
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  return { x0: clamp((box.x0 - left) / sx), x1: clamp((box.x1 - left) / sx), y0: clamp((box.y0 - top) / sy), y1: clamp((box.y1 - top) / sy) };
}

const ID_FIELDS = ['reference', 'sessionId', 'paidAt'] as const;

/** The same place in both images for a field: found in `a` (else in `b`), as [box in a, box in b]. */
function placeOf(field: keyof ReceiptRegions, a: LikenessProof, b: LikenessProof, aligned: Aligned): [RegionBox, RegionBox] | null {
  const inA = a.regions?.[field] ?? null;
  if (inA) return [inA, mapBox(inA, aligned, 'a')];
  const inB = b.regions?.[field] ?? null;
  if (inB) return [mapBox(inB, aligned, 'b'), inB];
  return null;
}

/**
 * @example (await transferLikeness(original, editedCopy)).likeness === 'amount-differs'
 */
export async function transferLikeness(a: LikenessProof, b: LikenessProof): Promise<LikenessVerdict> {
  const readings = compareReadings(a.reading, b.reading);
  if (readings === 'differ') return { likeness: null, why: 'read-differently' };
  // Readings a slip apart: only the same pixels, to the stroke, make them one screenshot.
  const areaLimit = readings === 'slips' ? SLIPPED_AREA_THRESHOLD : REGION_THRESHOLD;
  const aligned = await alignScreenshots(a.fine, b.fine, ALIGNED_SHARE);
  if (aligned.share > ALIGNED_SHARE) return { likeness: null, why: 'not-aligned' };
  const places = ID_FIELDS.map((field) => placeOf(field, a, b, aligned)).filter((place) => place !== null);
  let compared = 0;
  let worst = 0;
  if (places.length > 0) {
    const [greyA, greyB] = await Promise.all([a.grey(), b.grey()]);
    for (const [inA, inB] of places) {
      const difference = regionDifference(greyA, greyB, inA, inB);
      if (difference === null) continue;
      if (difference > areaLimit) return { likeness: null, why: 'area-differs', areaDifference: difference };
      worst = Math.max(worst, difference);
      compared += 1;
    }
    if (compared > 0) {
      const amount = placeOf('amount', a, b, aligned);
      const readAmounts = a.reading?.amountKobo != null && b.reading?.amountKobo != null ? a.reading.amountKobo !== b.reading.amountKobo : false;
      const amountArea = amount === null ? null : regionDifference(greyA, greyB, amount[0], amount[1]);
      const amountDiffers = readAmounts || (amountArea !== null && amountArea > REGION_THRESHOLD);
      return { likeness: amountDiffers ? 'amount-differs' : 'same-image', why: 'areas-match', areaDifference: worst };
    }
  }
  // Nothing says where this transfer differs from another of the same layout: no link (the very
  // same file is still found by its hash, reuse.ts). Measured: a near-identical whole-image test
  // here linked 148 of 5,013 pairs of different transfers.
  return { likeness: null, why: 'no-area-to-compare' };
}
