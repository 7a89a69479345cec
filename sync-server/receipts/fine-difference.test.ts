import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { changedBands, FINE_THRESHOLD, fineDifference, fineSignature, sameScreenshot } from './fine-difference';
import { drawTransferReceipt } from './receipt-image-fixture';

const receipt = (amount: string, name: string, reference: string) => drawTransferReceipt({ amount, name, reference });

describe('sameScreenshot', () => {
  it('takes an edited amount and a re-saved copy for the same screenshot', async () => {
    const original = await receipt('₦25,000.00', 'ADAEZE OKAFOR', 'GTB20261121001');
    const edited = await fineSignature(await receipt('₦20,000.00', 'ADAEZE OKAFOR', 'GTB20261121001'));
    const resaved = await fineSignature(await sharp(original).jpeg({ quality: 70 }).toBuffer());
    const own = await fineSignature(original);
    expect(changedBands(own, edited)).toBeLessThanOrEqual(1);
    expect(await sameScreenshot(own, edited)).toBe(true);
    expect(await sameScreenshot(own, resaved)).toBe(true);
  });

  it('tells apart another payment of the same layout, though few of its pixels differ, by the lines that differ', async () => {
    const one = await fineSignature(await receipt('₦25,000.00', 'ADAEZE OKAFOR', 'GTB20261121001'));
    const other = await fineSignature(await receipt('₦7,500.00', 'EMEKA OBI', 'GTB20261121345'));
    // Under the share threshold alone this pair would pass: the changed lines decide.
    expect(fineDifference(one, other)).toBeLessThan(FINE_THRESHOLD);
    expect(changedBands(one, other)).toBeGreaterThanOrEqual(3);
    expect(await sameScreenshot(one, other)).toBe(false);
  });
});
