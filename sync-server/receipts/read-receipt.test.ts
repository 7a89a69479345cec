import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOcrEngine, type OcrEngine } from './ocr-engine';
import { readReceipt } from './read-receipt';
import { drawReceipt } from './receipt-image-fixture';

const now = new Date('2026-12-01T12:00:00Z');
let engine: OcrEngine;

// One engine for the file: it starts in about 0.3 s and reads each receipt in about 0.4 s.
beforeAll(async () => {
  engine = await createOcrEngine();
});
afterAll(async () => {
  await engine.terminate();
});

describe('readReceipt through real tesseract', () => {
  it('reads an OPay-style screenshot with the ₦ sign drawn', async () => {
    const png = await drawReceipt([
      { text: 'Transfer Successful', size: 28, bold: true },
      { text: '₦25,000.00', size: 44, bold: true },
      { text: 'Nov 24th, 2026 10:22:05' },
      { text: 'Recipient Details', bold: true },
      { text: 'CHINEDU OKAFOR' },
      { text: 'GTBank | 0123456789' },
      { text: 'Transaction No.    241124010203040506' },
      { text: 'Session ID    100004241124102205123456789012' },
      { text: 'Fee    ₦10.75', size: 18 },
    ]);
    const { reading, dhash } = await readReceipt(engine, png, { now });
    expect(reading).toMatchObject({
      state: 'read', amountKobo: 2_500_000, reference: '241124010203040506', sessionId: '100004241124102205123456789012',
      paidAt: '2026-11-24T09:22:05.000Z', accountNumber: '0123456789', accountName: 'CHINEDU OKAFOR', bank: 'GTBank', status: 'successful',
    });
    expect(dhash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a dark-mode receipt (light text on a dark background) from a small JPEG', async () => {
    const drawn = await drawReceipt(
      [
        { text: 'Moniepoint', size: 26, bold: true },
        { text: 'N50,000.00', size: 40, bold: true },
        { text: 'Transaction Pending' },
        { text: 'Beneficiary Name    BLESSING EZE' },
        { text: 'Account Number    2012345678' },
        { text: 'Beneficiary Bank    Kuda MFB' },
        { text: 'Reference    MNPT2411241022A7F3' },
        { text: 'Date    24/11/2026 22:05' },
      ],
      { dark: true },
    );
    // A narrow, compressed screenshot: prepareImage must scale it up for tesseract.
    const jpeg = await sharp(drawn).resize({ width: 400 }).jpeg({ quality: 80 }).toBuffer();
    const { reading } = await readReceipt(engine, jpeg, { now });
    expect(reading).toMatchObject({
      state: 'read', amountKobo: 5_000_000, reference: 'MNPT2411241022A7F3', paidAt: '2026-11-24T21:05:00.000Z',
      accountNumber: '2012345678', accountName: 'BLESSING EZE', bank: 'Kuda MFB', status: 'pending',
    });
  });

  it('reads a white amount on a purple header and a blue status word on a dark card', async () => {
    const png = await drawReceipt(
      [
        { text: 'PalmPay · Transfer to Bank', fill: '#ffffff', band: '#6d3fd6' },
        { text: '₦15,000.28', size: 44, bold: true, fill: '#ffffff', band: '#6d3fd6' },
        { text: 'Transfer Successful', bold: true, fill: '#1a56db' },
        { text: 'Recipient    TUNDE ADEYEMI', fill: '#9aa0a6' },
        { text: 'Account No.    8400948354', fill: '#e8e8e8' },
      ],
      { dark: true },
    );
    const { reading } = await readReceipt(engine, png, { now });
    expect(reading).toMatchObject({ amountKobo: 1_500_028, status: 'successful', accountNumber: '8400948354' });
  });

  it('calls an image it cannot decode unreadable, with no hash, instead of throwing', async () => {
    // The start of a HEIC file: sharp's prebuilt build has no HEVC decoder.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    const { reading, dhash, text } = await readReceipt(engine, heic, { now });
    expect(reading.state).toBe('unreadable');
    expect(reading.amountKobo).toBeNull();
    expect(dhash).toBeNull();
    expect(text).toBe('');
  });

  it('calls a picture without any receipt text unreadable', async () => {
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7bd5' } }).png().toBuffer();
    const { reading, dhash } = await readReceipt(engine, blank, { now });
    expect(reading.state).toBe('unreadable');
    expect(dhash).toMatch(/^[0-9a-f]{64}$/);
  });
});
