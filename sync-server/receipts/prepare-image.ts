import sharp from 'sharp';
import { PROOF_MAX_PIXELS } from '../../shared/contributions';
import { removeRuleLines } from './rule-lines';

/** A greyscale PNG ready for OCR, or why there is none. */
export type PreparedImage = { ok: true; png: Buffer; width: number; height: number } | { ok: false; reason: 'unreadable' };

// Tesseract reads best when capital letters are 20–40 px tall. Phone screenshots are 720–1440 px
// wide with text at 2–3 % of the width; narrower images are scaled up to this width.
const MIN_WIDTH = 1000;
const MAX_UPSCALE = 3;
// OCR time grows with the pixels; a receipt's text is still large enough at this size.
const MAX_SIDE = 2400;
// The background is estimated on an image this many times smaller, from its median colour over
// BACKGROUND_WINDOW × BACKGROUND_WINDOW of those pixels (about 100 px of the prepared image): wider
// than the strokes of a bold 75 px headline, so text never counts as background, and cheap.
const BACKGROUND_SHRINK = 8;
const BACKGROUND_WINDOW = 13;

/**
 * Turns an inspected proof into what tesseract reads best: upright by EXIF, text large enough,
 * and every pixel as dark as its colour is far from the background around it, so text of any
 * colour (green "Successful", blue on a dark card, white on a purple header, dark mode) becomes
 * dark on white without deciding on inversion for the whole image; then ruled lines are whitened
 * (rule-lines.ts). Never throws: an image sharp
 * cannot decode (HEIC without libheif's decoder, a broken file, more than PROOF_MAX_PIXELS) is
 * 'unreadable'.
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
      .removeAlpha()
      .resize({ width: targetWidth, kernel: scale > 1 ? 'cubic' : 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const background = await backgroundOf(data, info.width, info.height);
    const grey = distanceFrom(data, background);
    const raw = { width: info.width, height: info.height, channels: 1 } as const;
    // One channel out: sharp would otherwise hand back three.
    const stretched = await sharp(grey, { raw }).normalise().extractChannel(0).raw().toBuffer();
    const png = await sharp(removeRuleLines(stretched, info.width, info.height), { raw }).png({ compressionLevel: 1 }).toBuffer();
    return { ok: true, png, width: info.width, height: info.height };
  } catch {
    // sharp reports an undecodable image (or one over the pixel limit) by throwing.
    return { ok: false, reason: 'unreadable' };
  }
}

/** The background colour around each pixel (RGB, same size): a median over a wide window. */
async function backgroundOf(rgb: Buffer, width: number, height: number): Promise<Buffer> {
  const raw = { width, height, channels: 3 } as const;
  // Nearest-neighbour sampling keeps pixels' own colours (an average would mix text into them).
  const small = await sharp(rgb, { raw })
    .resize(Math.max(1, Math.round(width / BACKGROUND_SHRINK)), Math.max(1, Math.round(height / BACKGROUND_SHRINK)), { fit: 'fill', kernel: 'nearest' })
    .median(BACKGROUND_WINDOW)
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(small.data, { raw: { width: small.info.width, height: small.info.height, channels: 3 } }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
}

/** One grey pixel per RGB pixel: white where it matches its background, darker the more any channel differs. */
function distanceFrom(rgb: Buffer, background: Buffer): Buffer {
  const grey = Buffer.alloc(rgb.length / 3);
  for (let pixel = 0, at = 0; pixel < grey.length; pixel += 1, at += 3) {
    const red = Math.abs((rgb[at] ?? 0) - (background[at] ?? 0));
    const green = Math.abs((rgb[at + 1] ?? 0) - (background[at + 1] ?? 0));
    const blue = Math.abs((rgb[at + 2] ?? 0) - (background[at + 2] ?? 0));
    grey[pixel] = 255 - Math.max(red, green, blue);
  }
  return grey;
}
