import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareImage } from './prepare-image';
import { drawReceipt } from './receipt-image-fixture';

const LINES = [{ text: 'Transfer Successful', size: 28, bold: true }, { text: '₦25,000.00', size: 44 }];

async function meanGrey(png: Buffer): Promise<number> {
  const { channels } = await sharp(png).stats();
  return channels[0]?.mean ?? 0;
}

describe('prepareImage', () => {
  it('inverts a dark-mode receipt so the text is dark on light', async () => {
    const prepared = await prepareImage(await drawReceipt(LINES, { dark: true }));
    expect(prepared.ok && (await meanGrey(prepared.png))).toBeGreaterThan(128);
  });

  it('leaves a light receipt light', async () => {
    const prepared = await prepareImage(await drawReceipt(LINES));
    expect(prepared.ok && (await meanGrey(prepared.png))).toBeGreaterThan(128);
  });

  it('scales a narrow screenshot up to 1000 px wide so its text is big enough for tesseract', async () => {
    const narrow = await sharp(await drawReceipt(LINES)).resize({ width: 400 }).jpeg().toBuffer();
    expect(await prepareImage(narrow)).toMatchObject({ ok: true, width: 1000 });
  });

  it('caps the longest side of a huge image at 2400 px', async () => {
    const tall = await sharp({ create: { width: 1200, height: 6000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await prepareImage(tall)).toMatchObject({ ok: true, width: 480, height: 2400 });
  });

  it('turns an EXIF-rotated photo upright', async () => {
    const sideways = await sharp(await drawReceipt(LINES)).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const prepared = await prepareImage(sideways);
    expect(prepared.ok && prepared.width > prepared.height).toBe(true);
  });

  it.each([
    ['a HEIC photo (no decoder in sharp’s prebuilt build)', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)])],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
  ])('calls %s unreadable instead of throwing', async (_name, bytes) => {
    expect(await prepareImage(bytes)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses an image over PROOF_MAX_PIXELS before decoding it', async () => {
    // 8000 × 8000 = 64 megapixels, over the 50 MP limit; a flat PNG of it is only a few KB.
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#ffffff' } }).png().toBuffer();
    expect(await prepareImage(huge)).toEqual({ ok: false, reason: 'unreadable' });
  });
});
