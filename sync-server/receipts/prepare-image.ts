import sharp from 'sharp';
import { PROOF_MAX_PIXELS } from '../../shared/contributions';

/** A greyscale PNG ready for OCR, or why there is none. */
export type PreparedImage = { ok: true; png: Buffer; width: number; height: number } | { ok: false; reason: 'unreadable' };

// Tesseract reads best when capital letters are 20–40 px tall. Phone screenshots are 720–1440 px
// wide with text at 2–3 % of the width; narrower images are scaled up to this width.
const MIN_WIDTH = 1000;
const MAX_UPSCALE = 3;
// OCR time grows with the pixels; a receipt's text is still large enough at this size.
const MAX_SIDE = 2400;
// Mean grey below this means a dark background (dark mode): invert so the text is dark on light.
const DARK_MEAN = 110;

/**
 * Turns an inspected proof into what tesseract reads best: upright by EXIF, greyscale, text large
 * enough, dark mode inverted, contrast stretched. Never throws: an image sharp cannot decode
 * (HEIC without libheif's decoder, a broken file, more than PROOF_MAX_PIXELS) is 'unreadable'.
 * @example const prepared = await prepareImage(jpegBytes); if (prepared.ok) await engine.recognize(prepared.png);
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  try {
    const source = sharp(bytes, { limitInputPixels: PROOF_MAX_PIXELS });
    const { width = 0, height = 0, orientation = 1 } = await source.metadata();
    if (width === 0 || height === 0) return { ok: false, reason: 'unreadable' };
    // EXIF orientations 5–8 swap width and height.
    const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
    const scale = Math.min(Math.max(1, Math.min(MIN_WIDTH / uprightWidth, MAX_UPSCALE)), MAX_SIDE / Math.max(uprightWidth, uprightHeight));
    const targetWidth = Math.max(1, Math.round(uprightWidth * scale));
    const { data, info } = await source
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: targetWidth, kernel: scale > 1 ? 'cubic' : 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const dark = meanOf(data) < DARK_MEAN;
    let output = sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } });
    if (dark) output = output.negate();
    const png = await output.normalise().png({ compressionLevel: 1 }).toBuffer();
    return { ok: true, png, width: info.width, height: info.height };
  } catch {
    // sharp reports an undecodable image (or one over the pixel limit) by throwing.
    return { ok: false, reason: 'unreadable' };
  }
}

function meanOf(pixels: Buffer): number {
  let sum = 0;
  for (const value of pixels) sum += value;
  return pixels.length === 0 ? 255 : sum / pixels.length;
}
