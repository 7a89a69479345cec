/**
 * Whether two proof images show the same transfer's screenshot (issue 22 §1). The old rule (a
 * dHash, then the share of differing pixels over the whole image) linked every pair of receipts
 * of one bank app: the layout is most of the pixels. This rule looks where a transfer differs
 * from another: its reference, session ID and time, as read and as pixels in those areas.
 *
 * - Read differently (reference, session ID, or a time a minute or more apart): two transfers.
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
/** Two readings of one receipt's time agree to the minute; a minute apart is another transfer. */
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

/**
 * Whether the readings name two different transfers.
 * @example readDifferently({ reference: 'GTB1', … }, { reference: 'GTB2', … }) === true
 */
export function readDifferently(a: ReceiptReading | null, b: ReceiptReading | null): boolean {
  if (!a || !b) return false;
  if (a.reference && b.reference && folded(a.reference) !== folded(b.reference)) return true;
  if (a.sessionId && b.sessionId && a.sessionId !== b.sessionId) return true;
  if (a.paidAt && b.paidAt && Math.abs(Date.parse(a.paidAt) - Date.parse(b.paidAt)) >= SAME_TIME_MS) return true;
  return false;
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
  if (readDifferently(a.reading, b.reading)) return { likeness: null, why: 'read-differently' };
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
      if (difference > REGION_THRESHOLD) return { likeness: null, why: 'area-differs', areaDifference: difference };
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
