/**
 * The thumbnails kept on reviewers' phones (issue 26 §6): small enough for 2G, and a receipt's
 * amount and reference still legible, judged by the real OCR reading the thumbnail.
 */
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { tesseractReader } from '../receipt-checks/tesseract-reader';
import { drawReceipt } from '../receipts/receipt-image-fixture';
import { proofThumbnail, THUMBNAIL_MAX_BYTES, THUMBNAIL_WIDTH } from './thumbnail';

const reader = tesseractReader();
afterAll(() => reader.close());

/** A phone screenshot's proportions: 1080 px wide (a 3x screen), 14 px text drawn at 42. The OCR stands in for a reader's eyes. */
const phoneReceipt = (amount: string, reference: string, options: { dark?: boolean } = {}) =>
  drawReceipt(
    [
      { text: 'Transfer Successful', size: 54, bold: true, fill: '#0a7d32' },
      { text: amount, size: 84, bold: true },
      { text: 'Recipient', size: 40 },
      { text: 'AJO CIRCLE | GTBank 0123456789', size: 42 },
      { text: 'Sender', size: 40 },
      { text: 'ADAEZE OKAFOR | Access Bank', size: 42 },
      { text: `Reference   ${reference}`, size: 42 },
      { text: 'Date   21 Nov 2026, 10:05 AM', size: 42 },
      { text: 'Narration   Xmas party contribution', size: 42 },
    ],
    { width: 1080, ...options },
  );

describe('proof thumbnails', () => {
  it.each([
    ['₦25,000.00', 'GTB20261121001', {}],
    ['₦150,000.00', '000013261121100512345678', { dark: true }],
  ] as const)('keeps %s and %s legible in a thumbnail (shown 360 px wide), under the byte cap', async (amount, reference, options) => {
    const original = await phoneReceipt(amount, reference, options);
    const thumbnail = (await proofThumbnail(original))!;
    expect(thumbnail.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
    const { width, format } = await sharp(thumbnail).metadata();
    expect([width, format]).toEqual([THUMBNAIL_WIDTH, 'jpeg']);
    const read = await reader.read(thumbnail, new Date('2026-11-21T12:00:00Z'));
    expect(read.reading).toMatchObject({ state: 'read', amountKobo: Number(amount.replace(/[₦,.]/g, '')), reference });
  });

  it('fits a busy photo of a screen under the cap (lower quality, then grey), or makes none', async () => {
    // Noise is the worst case for JPEG: no photo of a receipt is busier.
    const noise = await sharp(Buffer.from(Array.from({ length: 1080 * 1920 * 3 }, (_, i) => (i * 2654435761) >>> 24)), { raw: { width: 1080, height: 1920, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const thumbnail = await proofThumbnail(noise);
    if (thumbnail) expect(thumbnail.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
    // A long statement: shrunk to the height cap, narrower.
    const tall = await sharp({ create: { width: 1080, height: 6000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const { width, height } = await sharp((await proofThumbnail(tall))!).metadata();
    expect([width, height]).toEqual([216, 1200]);
  });

  it('makes none of what it cannot decode, and never enlarges a small image', async () => {
    expect(await proofThumbnail(new TextEncoder().encode('%PDF-1.7 not an image'))).toBeNull();
    const small = await sharp({ create: { width: 200, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const thumbnail = (await proofThumbnail(small))!;
    const meta = await sharp(thumbnail).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([200, 300, 3]);
    // Transparency on white, as the phone shows a receipt.
    const { data } = await sharp(thumbnail).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });
});
