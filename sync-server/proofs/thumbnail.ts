import sharp from 'sharp';
import { PROOF_MAX_PIXELS } from '../../shared/contributions';

/** A thumbnail's width: shown 360 CSS px wide on a phone of 1.33x pixels (most cheap Androids: 1.5x-2x), a receipt's amount and reference stay sharp. */
export const THUMBNAIL_WIDTH = 480;
/** Taller receipts are shrunk to this height (narrower then): a long statement still fits the byte cap. */
export const THUMBNAIL_MAX_HEIGHT = 1_200;
/** The most a thumbnail weighs: forty of them, a long queue's worth, are under a megabyte of 2G. */
export const THUMBNAIL_MAX_BYTES = 20_000;
// Tried best first; a busy screenshot (photos, gradients) needs a lower one to fit the cap.
const QUALITIES = [70, 55, 42, 32];

/** Narrower, when nothing fits the cap at THUMBNAIL_WIDTH (a busy photo): still 360 px, the phone's width. */
const NARROWER_WIDTH = 360;

/**
 * A small JPEG of a proof image for an admin's offline review (issue 26 §6): upright by EXIF, at
 * most THUMBNAIL_WIDTH wide and THUMBNAIL_MAX_HEIGHT tall, never enlarged, transparency on white,
 * at the best quality that fits THUMBNAIL_MAX_BYTES (then in grey, which saves a third; then
 * 360 px wide). libvips does the work on its own threads; a JPEG is shrunk while it is decoded.
 * null when the image cannot be decoded (a HEIC without its decoder, a damaged file) or fits no way.
 * @example const jpeg = await proofThumbnail(bytes); if (jpeg) return c.body(jpeg, 200, { 'Content-Type': 'image/jpeg' })
 */
export async function proofThumbnail(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    for (const width of [THUMBNAIL_WIDTH, NARROWER_WIDTH]) {
      const { data, info } = await sharp(bytes, { limitInputPixels: PROOF_MAX_PIXELS })
        .rotate()
        .resize({ width, height: THUMBNAIL_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      for (const quality of QUALITIES) {
        const jpeg = await sharp(data, raw).jpeg({ quality, mozjpeg: true }).toBuffer();
        if (jpeg.length <= THUMBNAIL_MAX_BYTES) return jpeg;
      }
      const grey = await sharp(data, raw).greyscale().jpeg({ quality: QUALITIES.at(-1), mozjpeg: true }).toBuffer();
      if (grey.length <= THUMBNAIL_MAX_BYTES) return grey;
    }
    return null;
  } catch {
    return null;
  }
}
