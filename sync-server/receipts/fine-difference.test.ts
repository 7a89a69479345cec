import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { changedBands, FINE_THRESHOLD, fineDifference, fineSignature, sameScreenshot } from './fine-difference';
import { drawReceipt } from './receipt-image-fixture';

/** A sparse receipt: six lines on white, the layout where different payments differ least. */
const receipt = (amount: string, name: string, reference: string) =>
  drawReceipt([
    { text: 'Transfer Successful', size: 30, bold: true },
    { text: amount, size: 48, bold: true },
    { text: `Beneficiary: ${name}` },
    { text: 'Account: 0123456789 GTBank' },
    { text: `Reference: ${reference}` },
    { text: 'Date: 21 Nov 2026, 10:05 AM' },
  ]);

describe('sameScreenshot', () => {
  it('takes an edited amount and a re-saved copy for the same screenshot', async () => {
    const original = await receipt('₦25,000.00', 'ADAEZE OKAFOR', 'GTB20261121001');
    const edited = await fineSignature(await receipt('₦20,000.00', 'ADAEZE OKAFOR', 'GTB20261121001'));
    const resaved = await fineSignature(await sharp(original).jpeg({ quality: 70 }).toBuffer());
    const own = await fineSignature(original);
    expect(changedBands(own, edited)).toBeLessThanOrEqual(1);
    expect(sameScreenshot(own, edited)).toBe(true);
    expect(sameScreenshot(own, resaved)).toBe(true);
  });

  it('tells apart another payment of the same layout, though few of its pixels differ, by the lines that differ', async () => {
    const one = await fineSignature(await receipt('₦25,000.00', 'ADAEZE OKAFOR', 'GTB20261121001'));
    const other = await fineSignature(await receipt('₦7,500.00', 'EMEKA OBI', 'GTB20261121345'));
    // Under the share threshold alone this pair would pass: the changed lines decide.
    expect(fineDifference(one, other)).toBeLessThan(FINE_THRESHOLD);
    expect(changedBands(one, other)).toBeGreaterThanOrEqual(3);
    expect(sameScreenshot(one, other)).toBe(false);
  });
});
