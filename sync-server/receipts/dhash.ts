import sharp from 'sharp';
import { PROOF_MAX_PIXELS } from '../../shared/contributions';

// 17 columns give 16 left/right comparisons per row; 16 rows make 256 bits.
const COLUMNS = 17;
const ROWS = 16;

/**
 * A 256-bit difference hash of an image as 64 hex characters: upright by EXIF, greyscale, shrunk
 * to 17×16, each bit says whether a pixel is brighter than its right neighbour. Re-encoding or
 * rescaling an image barely changes it; a different image changes about half the bits.
 * @example await dHash(jpegBytes) // 'f0e1c3…' (64 hex characters)
 */
export async function dHash(image: Uint8Array): Promise<string> {
  // Two steps: shrinking a phone screenshot straight to 17×16 aliases thin text, so a JPEG copy
  // at 80 % differed by 12 bits; through 170×160 first it differs by 0–1 (measured).
  const middle = await sharp(image, { limitInputPixels: PROOF_MAX_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(COLUMNS * 10, ROWS * 10, { fit: 'fill' })
    .raw()
    .toBuffer();
  const pixels = await sharp(middle, { raw: { width: COLUMNS * 10, height: ROWS * 10, channels: 1 } })
    .resize(COLUMNS, ROWS, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hex = '';
  for (let row = 0; row < ROWS; row += 1) {
    for (let nibble = 0; nibble < (COLUMNS - 1) / 4; nibble += 1) {
      let value = 0;
      for (let bit = 0; bit < 4; bit += 1) {
        const x = nibble * 4 + bit;
        const left = pixels[row * COLUMNS + x] ?? 0;
        const right = pixels[row * COLUMNS + x + 1] ?? 0;
        value = (value << 1) | (left > right ? 1 : 0);
      }
      hex += value.toString(16);
    }
  }
  return hex;
}

/**
 * How many bits differ between two hashes of the same length (0 = identical, 256 = opposite).
 * @example hammingDistance('f0', 'f1') === 1
 */
export function hammingDistance(a: string, b: string): number {
  if (a.length !== b.length) throw new RangeError('Hashes of different lengths');
  let distance = 0;
  for (let index = 0; index < a.length; index += 1) {
    let bits = Number.parseInt(a[index] ?? '0', 16) ^ Number.parseInt(b[index] ?? '0', 16);
    while (bits > 0) {
      distance += bits & 1;
      bits >>= 1;
    }
  }
  return distance;
}
