/**
 * The image rule of issue 22 §1 on pairs of drawn receipts of one layout: linked only when they
 * are the same screenshot (re-saved, resized, cropped), called edited only when nothing but the
 * amount's area differs, and never for two transfers, not even the same payer, payee and amount on
 * another day. The areas are where drawTransferReceipt prints each value (720 x 374 px).
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_RECEIPT_FIELDS, type ReceiptReading } from '../../shared/receipt-reading';
import { fineSignature } from '../receipts/fine-difference';
import type { ReceiptRegions } from '../receipts/read-receipt';
import { drawTransferReceipt } from '../receipts/receipt-image-fixture';
import { greyImage } from './region-difference';
import { compareReadings, readDifferently, transferLikeness, type LikenessProof } from './transfer-likeness';

const AREAS: ReceiptRegions = {
  amount: { x0: 0.05, y0: 88 / 374, x1: 0.45, y1: 154 / 374 },
  reference: { x0: 0.05, y0: 234 / 374, x1: 0.5, y1: 274 / 374 },
  sessionId: null,
  paidAt: { x0: 0.05, y0: 274 / 374, x1: 0.55, y1: 314 / 374 },
};

/** A proof as the check sees it; `reading` null when nothing was read, `areas` null when none was found. */
async function proof(bytes: Buffer, reading: Partial<ReceiptReading> | null, areas: ReceiptRegions | null = AREAS): Promise<LikenessProof> {
  const grey = await greyImage(bytes);
  return { fine: await fineSignature(bytes), reading: reading && { ...NO_RECEIPT_FIELDS, state: 'read', ...reading }, regions: areas, grey: async () => grey };
}

/** Saved again: cropped a little, scaled down, JPEG. The areas follow the crop (fractions of the new image). */
async function resaved(png: Buffer): Promise<{ bytes: Buffer; areas: ReceiptRegions }> {
  const crop = { left: 9, top: 6, width: 720 - 9 - 5, height: 374 - 6 - 4 };
  const bytes = await sharp(png).extract(crop).resize({ width: 540 }).jpeg({ quality: 62 }).toBuffer();
  const move = (box: ReceiptRegions['amount']) =>
    box && { x0: (box.x0 * 720 - crop.left) / crop.width, x1: (box.x1 * 720 - crop.left) / crop.width, y0: (box.y0 * 374 - crop.top) / crop.height, y1: (box.y1 * 374 - crop.top) / crop.height };
  return { bytes, areas: { amount: move(AREAS.amount), reference: move(AREAS.reference), sessionId: null, paidAt: move(AREAS.paidAt) } };
}

const ORIGINAL = { amount: '₦10,000.00', name: 'AJO CIRCLE', reference: 'GTB20261121001', date: '21 Nov 2026, 10:05 AM' };
let original: Buffer;
beforeAll(async () => {
  original = await drawTransferReceipt(ORIGINAL);
});

describe('transferLikeness', () => {
  it('calls a re-saved, cropped and smaller copy the same image, whether its reading agrees or nothing was read', async () => {
    const copy = await resaved(original);
    const readA = { reference: ORIGINAL.reference, amountKobo: 1_000_000 };
    expect(await transferLikeness(await proof(original, readA), await proof(copy.bytes, readA, copy.areas))).toMatchObject({ likeness: 'same-image' });
    expect(await transferLikeness(await proof(original, null), await proof(copy.bytes, null, copy.areas))).toMatchObject({ likeness: 'same-image' });
  });

  it('calls a copy with only the amount changed edited, from the pixels alone', async () => {
    const edited = await drawTransferReceipt({ ...ORIGINAL, amount: '₦100,000.00' });
    expect(await transferLikeness(await proof(original, null), await proof(edited, null))).toMatchObject({ likeness: 'amount-differs', why: 'areas-match' });
  });

  it.each([
    ['the same payer, payee and amount on another day', { reference: 'GTB20261122417', date: '22 Nov 2026, 08:41 AM' }],
    ['another amount and day', { amount: '₦7,500.00', reference: 'GTB20261125009', date: '25 Nov 2026, 06:12 PM' }],
  ])('never links two transfers of one layout: %s, even with nothing read', async (_case, change) => {
    const other = await drawTransferReceipt({ ...ORIGINAL, ...change });
    expect(await transferLikeness(await proof(original, null), await proof(other, null))).toMatchObject({ likeness: null, why: 'area-differs' });
  });

  // Its reference, read the same, links it instead (reuse.ts; the queue's tests).
  it('does not call a re-photographed copy (turned, blurred) the same image: the pictures do not line up', async () => {
    const photo = await sharp(original).rotate(4, { background: '#888888' }).blur(1.2).jpeg({ quality: 55 }).toBuffer();
    const reading = { reference: ORIGINAL.reference };
    const verdict = await transferLikeness(await proof(original, reading), await proof(photo, reading, null));
    expect(verdict).toMatchObject({ likeness: null, why: 'not-aligned' });
  });

  it('links nothing where the reader found no area to compare, however alike the images', async () => {
    const copy = await resaved(original);
    expect(await transferLikeness(await proof(original, null, null), await proof(copy.bytes, null, null))).toMatchObject({ likeness: null, why: 'no-area-to-compare' });
  });

  it('uses an area found in either image: the other image is compared at the same place', async () => {
    const other = await drawTransferReceipt({ ...ORIGINAL, reference: 'GTB20261122417', date: '22 Nov 2026, 08:41 AM' });
    expect(await transferLikeness(await proof(original, null, null), await proof(other, null))).toMatchObject({ likeness: null, why: 'area-differs' });
  });

  it('stops at readings that name two transfers, before any picture is compared', async () => {
    const a = await proof(original, { reference: 'GTB20261121001' });
    const b = await proof(original, { reference: 'GTB20261124987' });
    expect(await transferLikeness(a, b)).toMatchObject({ likeness: null, why: 'read-differently' });
  });

  it('links readings a slip apart only on near-identical pixels: a forwarded copy misread yes, a serial reference of another day no', async () => {
    const forwarded = await sharp(original).jpeg({ quality: 70 }).toBuffer();
    const misread = await transferLikeness(await proof(original, { reference: 'GTB20261121001' }), await proof(forwarded, { reference: 'GTB2O261121081' }));
    expect(misread.likeness).toBe('same-image');
    const serial = await drawTransferReceipt({ ...ORIGINAL, reference: 'GTB20261121002', date: '21 Nov 2026, 10:06 AM' });
    const next = await transferLikeness(await proof(original, { reference: 'GTB20261121001' }), await proof(serial, { reference: 'GTB20261121002' }));
    expect(next).toMatchObject({ likeness: null, why: 'area-differs' });
  });
});

describe('compareReadings', () => {
  const reading = (fields: Partial<ReceiptReading>): ReceiptReading => ({ ...NO_RECEIPT_FIELDS, state: 'read', ...fields });
  it.each([
    ['another reference', { reference: 'GTB2026112100123' }, { reference: 'GTB2026112207788' }, 'differ'],
    ["one reference with OCR's usual slips (O for 0, I for 1, S for 5)", { reference: 'TRFLJO71V5XDL0GPK' }, { reference: 'TRFLJ071V5XDLOGPK' }, 'agree'],
    ['a reference one digit apart (a misread digit, or a serial reference)', { reference: 'FBN26111750364965' }, { reference: 'FBN26111750364985' }, 'slips'],
    ['another session ID', { sessionId: '000013261121100500000000000001' }, { sessionId: '000013261124170500000000000987' }, 'differ'],
    ['times a minute apart', { paidAt: '2026-11-21T09:05:00.000Z' }, { paidAt: '2026-11-21T09:06:00.000Z' }, 'slips'],
    ['the same time read twice', { paidAt: '2026-11-21T09:05:00.000Z' }, { paidAt: '2026-11-21T09:05:00.000Z' }, 'agree'],
    ['a field read on one side only', { reference: 'GTB1001' }, {}, 'agree'],
    ['only the amount different (an edit)', { amountKobo: 1_000_000 }, { amountKobo: 10_000_000 }, 'agree'],
  ])('%s: %s', (_case, a, b, agreement) => {
    expect(compareReadings(reading(a), reading(b))).toBe(agreement);
    expect(readDifferently(reading(a), reading(b))).toBe(agreement === 'differ');
  });
});
