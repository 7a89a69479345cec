import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { dHash, hammingDistance } from './dhash';
import { drawReceipt, type DrawnLine } from './receipt-image-fixture';

const OPAY: DrawnLine[] = [
  { text: 'Transfer Successful', size: 28, bold: true }, { text: '₦25,000.00', size: 44, bold: true }, { text: '24 Nov 2026, 10:22 AM' },
  { text: 'Recipient Details', bold: true }, { text: 'CHINEDU OKAFOR' }, { text: 'GTBank | 0123456789' }, { text: 'Session ID' },
  { text: '100004241124102205123456789012' },
];
const SLIP: DrawnLine[] = [
  { text: 'ACCESS BANK PLC', size: 34, bold: true }, { text: 'Amount:          NGN 5,000.00' }, { text: 'Status:          Approved' },
  { text: 'Beneficiary:     MUSA IBRAHIM' }, { text: 'Account:         3045678901' }, { text: 'Narration:       Ajo for December' },
  { text: 'Thank you for banking with us', size: 16 }, { text: 'Date: 24-Nov-2026 10:22', size: 16 }, { text: '.', size: 16 },
];

describe('dHash', () => {
  it('gives the same receipt re-encoded as JPEG at quality 60 and scaled to 80 % a hash within a few bits', async () => {
    const original = await drawReceipt(OPAY);
    const copy = await sharp(original).resize({ width: 576 }).jpeg({ quality: 60 }).toBuffer();
    expect(hammingDistance(await dHash(original), await dHash(copy))).toBeLessThanOrEqual(4);
  });

  it('hashes a photo by how it is shown, after its EXIF rotation', async () => {
    const upright = await sharp(await drawReceipt(OPAY)).jpeg({ quality: 90 }).toBuffer();
    // Stored turned a quarter left with orientation 6 ("rotate 90° clockwise to show").
    const tagged = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
    expect(hammingDistance(await dHash(upright), await dHash(tagged))).toBeLessThanOrEqual(4);
  });

  // Mostly-white images leave many bits 0 in every hash, so different receipts measure ~20 bits
  // apart, not ~128: far from a re-encoded copy (0–1 bits), but near-duplicate thresholds must be low.
  it('puts two different receipts far apart', async () => {
    const distance = hammingDistance(await dHash(await drawReceipt(OPAY)), await dHash(await drawReceipt(SLIP, { width: 600 })));
    expect(distance).toBeGreaterThan(12);
  });

  it('writes 256 bits as 64 hex characters', async () => {
    expect(await dHash(await drawReceipt(OPAY))).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('hammingDistance', () => {
  it.each([
    ['0'.repeat(64), '0'.repeat(64), 0],
    ['0'.repeat(64), `${'0'.repeat(63)}1`, 1],
    ['0'.repeat(64), 'f'.repeat(64), 256],
    [`a${'0'.repeat(63)}`, `5${'0'.repeat(63)}`, 4],
  ])('counts the differing bits of %s and %s as %i', (a, b, distance) => {
    expect(hammingDistance(a, b)).toBe(distance);
  });
});
