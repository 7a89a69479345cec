/**
 * Compares one area of two proof images (issue 22 §1): the line where a receipt prints its
 * reference, session ID, date or amount. Two copies of one screenshot show the same pixels there;
 * two different transfers of one bank app show other characters in the same place. The whole-image
 * comparison cannot tell those apart (the layout is most of the pixels); this one looks only
 * where the transaction's own figures are.
 */
import sharp from 'sharp';
import { PROOF_MAX_PIXELS } from '../../shared/contributions';
import type { ImageBox as RegionBox } from '../receipts/read-receipt';

/** An image decoded once, upright (EXIF), greyscale, at its own size. */
export interface GreyImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/**
 * @example const grey = await greyImage(jpegBytes); grey.width // 1080
 */
export async function greyImage(bytes: Uint8Array): Promise<GreyImage> {
  const { data, info } = await sharp(bytes, { limitInputPixels: PROOF_MAX_PIXELS }).rotate().flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/**
 * Strip pixels across the image's whole width: a phone receipt's text (about 1/25 of the screen's
 * width high) comes out about 26 pixels high, whatever the image's own size.
 */
const STRIP_SCALE = 640;
/** The tallest strip compared (a value wrapped over a few lines). */
const MAX_STRIP_HEIGHT = 200;
/**
 * How far (strip pixels) the line may sit from where the whole-image alignment puts it: that
 * alignment is found in steps of 0.5 % of each side, so on a tall screenshot it can be a line off.
 */
const SEARCH_X = 24;
const SEARCH_Y = 32;
/**
 * Then, around the best place, a finer look: a few pixels, and a little scale each way (the
 * alignment's crop, in 0.5 % steps, can leave one copy 0.5 % wider: 1.5 pixels over a 300-pixel
 * line, enough to miss every stroke at its far end).
 */
const FINE = 2;
const SCALES_X = [0.985, 0.99, 0.995, 1, 1.005, 1.01, 1.015];
const SCALES_Y = [0.98, 0.99, 1, 1.01, 1.02];
/** Columns in one window: about one character of a line 26 pixels high. */
const WINDOW = 12;
/** Below this much ink (strip pixels), an area shows too little to compare. */
const MIN_INK = 60;

/**
 * The box grown by half a line above and below and a little to the sides, so an OCR box that
 * hugs the glyphs, or an alignment a few pixels off, still holds the whole line in both images.
 */
export function padded(box: RegionBox): RegionBox {
  const h = box.y1 - box.y0;
  const w = box.x1 - box.x0;
  return { x0: box.x0 - w * 0.08, x1: box.x1 + w * 0.08, y0: box.y0 - h * 0.5, y1: box.y1 + h * 0.5 };
}

/**
 * Both areas padded alike: `inA` padded, then carried into `b`'s frame by the same proportions that
 * carry `inA` onto `inB`, and cut back where either would leave its image, so both strips hold
 * the same part of the picture (padding each on its own and clipping each at its edge would not).
 */
export function pairedAreas(inA: RegionBox, inB: RegionBox): [RegionBox, RegionBox] {
  const sx = (inB.x1 - inB.x0) / Math.max(1e-9, inA.x1 - inA.x0);
  const sy = (inB.y1 - inB.y0) / Math.max(1e-9, inA.y1 - inA.y0);
  const toB = (x: number, y: number) => [inB.x0 + (x - inA.x0) * sx, inB.y0 + (y - inA.y0) * sy] as const;
  const toA = (x: number, y: number) => [inA.x0 + (x - inB.x0) / sx, inA.y0 + (y - inB.y0) / sy] as const;
  const [bx0, by0] = toA(0, 0);
  const [bx1, by1] = toA(1, 1);
  const want = padded(inA);
  const a = { x0: Math.max(want.x0, 0, bx0), y0: Math.max(want.y0, 0, by0), x1: Math.min(want.x1, 1, bx1), y1: Math.min(want.y1, 1, by1) };
  const [x0, y0] = toB(a.x0, a.y0);
  const [x1, y1] = toB(a.x1, a.y1);
  return [a, { x0, y0, x1, y1 }];
}

/** An area of an image resampled to width x height by averaging (never aliasing thin strokes away), its contrast stretched to 0..255. */
function sample(image: GreyImage, box: RegionBox, width: number, height: number): Float32Array {
  const grey = new Float32Array(width * height);
  const x0 = box.x0 * image.width;
  const y0 = box.y0 * image.height;
  const sx = ((box.x1 - box.x0) * image.width) / width;
  const sy = ((box.y1 - box.y0) * image.height) / height;
  let min = 255;
  let max = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const fx0 = Math.max(0, Math.floor(x0 + x * sx));
      const fy0 = Math.max(0, Math.floor(y0 + y * sy));
      const fx1 = Math.max(fx0 + 1, Math.floor(x0 + (x + 1) * sx));
      const fy1 = Math.max(fy0 + 1, Math.floor(y0 + (y + 1) * sy));
      let sum = 0;
      let n = 0;
      for (let yy = fy0; yy < fy1 && yy < image.height; yy++) {
        for (let xx = fx0; xx < fx1 && xx < image.width; xx++) {
          sum += image.pixels[yy * image.width + xx]!;
          n++;
        }
      }
      const v = n === 0 ? 255 : sum / n;
      grey[y * width + x] = v;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  // A flat area (nothing written) stays flat: stretching it would make ink of its noise.
  const range = max - min < 40 ? 0 : max - min;
  for (let i = 0; i < grey.length; i++) grey[i] = range === 0 ? 0 : ((grey[i]! - min) * 255) / range;
  return grey;
}

/** The ink of a stretched area: 1 where the text is (the darker side on a light background, the lighter on a dark one). */
function inkOf(grey: Float32Array): Uint8Array {
  let total = 0;
  for (const v of grey) total += v;
  const darkInk = total / grey.length > 128;
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < ink.length; i++) ink[i] = (darkInk ? grey[i]! < 128 : grey[i]! > 128) ? 1 : 0;
  return ink;
}

/** The ink grown by one pixel each way: a stroke one pixel off in the other copy still meets it. */
function grown(ink: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(ink.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!ink[y * width + x]) continue;
      for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++) {
        for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++) out[yy * width + xx] = 1;
      }
    }
  }
  return out;
}

/** Where `one` (w x h) sits best inside `area` ((w + 2 SEARCH_X) x (h + 2 SEARCH_Y)), by grey levels at half resolution. */
function coarsePlace(one: Float32Array, area: Float32Array, width: number, height: number): { dx: number; dy: number } {
  const areaWidth = width + 2 * SEARCH_X;
  let best = { dx: SEARCH_X, dy: SEARCH_Y, cost: Infinity };
  for (let dy = 0; dy <= 2 * SEARCH_Y; dy += 2) {
    for (let dx = 0; dx <= 2 * SEARCH_X; dx += 2) {
      let cost = 0;
      for (let y = 0; y < height && cost < best.cost; y += 2) {
        const rowA = y * width;
        const rowB = (y + dy) * areaWidth + dx;
        for (let x = 0; x < width; x += 2) cost += Math.abs(one[rowA + x]! - area[rowB + x]!);
      }
      if (cost < best.cost) best = { dx, dy, cost };
    }
  }
  return best;
}

/** The set bits of a 32-bit word. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** An ink mask's rows as bits, 32 pixels a word: row r's bit x is pixel (x, r); the bits past the width are 0. */
function packRows(mask: Uint8Array, width: number, rows: number): Uint32Array {
  const words = Math.ceil(width / 32);
  const packed = new Uint32Array(words * rows + 1);
  for (let r = 0; r < rows; r++) {
    const from = r * width;
    for (let x = 0; x < width; x++) if (mask[from + x]) packed[r * words + (x >>> 5)]! |= 1 << (x & 31);
  }
  return packed;
}

/**
 * Missed ink and all ink of `one` (w wide, its rows packed, and grown) against `two` (packed, and
 * grown, `twoWords` words a row) placed at (dx < 32, dy) inside it: the sums of columnsMissed, 32
 * pixels at a time (the search tries 875 places). Two's words are read shifted by dx, and cut at w.
 */
function missedAt(one: Uint32Array, oneGrown: Uint32Array, width: number, height: number, two: Uint32Array, twoGrown: Uint32Array, twoWords: number, dx: number, dy: number): { missed: number; inked: number } {
  const words = Math.ceil(width / 32);
  const lastMask = width % 32 === 0 ? 0xffffffff : (1 << (width % 32)) - 1;
  const back = 32 - dx;
  let missed = 0;
  let inked = 0;
  for (let y = 0; y < height; y++) {
    const rowA = y * words;
    const rowB = (y + dy) * twoWords;
    for (let k = 0; k < words; k++) {
      const mask = k === words - 1 ? lastMask : 0xffffffff;
      const b = (dx === 0 ? two[rowB + k]! : (two[rowB + k]! >>> dx) | (two[rowB + k + 1]! << back)) & mask;
      const bGrown = (dx === 0 ? twoGrown[rowB + k]! : (twoGrown[rowB + k]! >>> dx) | (twoGrown[rowB + k + 1]! << back)) & mask;
      const a = one[rowA + k]!;
      missed += bitCount(a & ~bGrown) + bitCount(b & ~oneGrown[rowA + k]!);
      inked += bitCount(a) + bitCount(b);
    }
  }
  return { missed, inked };
}

/** Missed ink over all ink, per column, of `one` against `two` placed at (dx, dy) inside it. */
function columnsMissed(one: Uint8Array, oneGrown: Uint8Array, two: Uint8Array, twoGrown: Uint8Array, width: number, height: number, twoWidth: number, dx: number, dy: number): Float64Array {
  const columns = new Float64Array(width * 2);
  for (let y = 0; y < height; y++) {
    const rowA = y * width;
    const rowB = (y + dy) * twoWidth + dx;
    for (let x = 0; x < width; x++) {
      const inkA = one[rowA + x]!;
      const inkB = two[rowB + x]!;
      const missed = (inkA && !twoGrown[rowB + x] ? 1 : 0) + (inkB && !oneGrown[rowA + x] ? 1 : 0);
      columns[x * 2] = columns[x * 2]! + missed;
      columns[x * 2 + 1] = columns[x * 2 + 1]! + inkA + inkB;
    }
  }
  return columns;
}

/**
 * How differently two copies write one line: the line is found in the other image near where the
 * whole-image alignment puts it (a coarse search by grey levels, then a few pixels and a little
 * scale by ink), then each window of about one character is scored by the share of its ink that
 * has no ink of the other copy within a pixel; the worst window is the answer. The same line
 * re-saved or resized scores low everywhere; a line where even one character is another scores
 * high in that character's window (thresholds measured on the transfers corpus:
 * transfer-likeness.ts). `inA` and `inB` are the same place, each in its own image's frame; null
 * when `a` shows too little there to tell (a blank area, a box off the text).
 * @example regionDifference(a, b, referenceBox, mapped(referenceBox)) // 0.05 for one copy, 0.6 for another reference
 */
export function regionDifference(a: GreyImage, b: GreyImage, inA: RegionBox, inB: RegionBox): number | null {
  const [boxA, boxB] = pairedAreas(inA, inB);
  if (boxA.x1 <= boxA.x0 || boxA.y1 <= boxA.y0) return null;
  const width = Math.max(WINDOW * 2, Math.round((boxA.x1 - boxA.x0) * STRIP_SCALE));
  const height = Math.max(16, Math.min(MAX_STRIP_HEIGHT, Math.round((((boxA.y1 - boxA.y0) * a.height) / a.width) * STRIP_SCALE)));
  const greyA = sample(a, boxA, width, height);
  const one = inkOf(greyA);
  let inkA = 0;
  for (const pixel of one) inkA += pixel;
  if (inkA < MIN_INK) return null;
  const oneGrown = grown(one, width, height);
  // B's pixels per strip pixel, each way: the same place in both at the same scale.
  const px = (boxB.x1 - boxB.x0) / width;
  const py = (boxB.y1 - boxB.y0) / height;
  const around = { x0: boxB.x0 - SEARCH_X * px, x1: boxB.x1 + SEARCH_X * px, y0: boxB.y0 - SEARCH_Y * py, y1: boxB.y1 + SEARCH_Y * py };
  const place = coarsePlace(greyA, sample(b, around, width + 2 * SEARCH_X, height + 2 * SEARCH_Y), width, height);
  // The found place's centre in B's frame, then a finer look around it.
  const cx = around.x0 + (place.dx + width / 2) * px;
  const cy = around.y0 + (place.dy + height / 2) * py;
  let best: { score: number; two: Uint8Array; twoGrown: Uint8Array; dx: number; dy: number } | null = null;
  const fineWidth = width + 2 * FINE;
  const fineHeight = height + 2 * FINE;
  const onePacked = packRows(one, width, height);
  const oneGrownPacked = packRows(oneGrown, width, height);
  const twoWords = Math.ceil(fineWidth / 32);
  for (const scaleX of SCALES_X) for (const scaleY of SCALES_Y) {
    const hw = (fineWidth / 2) * px * scaleX;
    const hh = (fineHeight / 2) * py * scaleY;
    const two = inkOf(sample(b, { x0: cx - hw, x1: cx + hw, y0: cy - hh, y1: cy + hh }, fineWidth, fineHeight));
    const twoGrown = grown(two, fineWidth, fineHeight);
    const twoPacked = packRows(two, fineWidth, fineHeight);
    const twoGrownPacked = packRows(twoGrown, fineWidth, fineHeight);
    for (let dy = 0; dy <= 2 * FINE; dy++) {
      for (let dx = 0; dx <= 2 * FINE; dx++) {
        const { missed, inked } = missedAt(onePacked, oneGrownPacked, width, height, twoPacked, twoGrownPacked, twoWords, dx, dy);
        const score = inked === 0 ? 0 : missed / inked;
        if (!best || score < best.score) best = { score, two, twoGrown, dx, dy };
      }
    }
  }
  if (!best) return null;
  // The worst window at that alignment: one other character is enough.
  const columns = columnsMissed(one, oneGrown, best.two, best.twoGrown, width, height, fineWidth, best.dx, best.dy);
  let worst = 0;
  for (let x = 0; x + WINDOW <= width; x++) {
    let missed = 0;
    let inked = 0;
    for (let k = x; k < x + WINDOW; k++) {
      missed += columns[k * 2]!;
      inked += columns[k * 2 + 1]!;
    }
    // A window with hardly any ink (a space) says nothing.
    if (inked >= WINDOW * 2) worst = Math.max(worst, missed / inked);
  }
  return worst;
}
