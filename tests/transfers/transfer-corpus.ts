/**
 * The transfers corpus of issue 22 §1: for each layout, N different transfers from ONE payer to ONE
 * purse account (other amounts, many equal; other days, references and session IDs), plus copies
 * that must be linked: an edited amount on the same screenshot, and the same screenshot re-saved
 * (cropped, scaled, recompressed). Drawn in Chromium (tests/receipts), with the boxes where each
 * value was drawn: the nine fixed layouts and generated ones (tests/receipts/layout-plan.ts).
 */
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import type { ReceiptRegions } from '../../sync-server/receipts/read-receipt';
import { croppedBoxes, drawnTexts, type DrawnBoxes } from '../receipts/drawn-boxes';
import type { Capture } from '../receipts/corpus-plan';
import { planTransfers } from '../receipts/layout-plan';
import type { LayoutSpec } from '../receipts/layout-spec';
import { screenshotWithBoxes } from '../receipts/render-receipt';
import { BANKS, bankReference, lagosTime, nuban, personName, seeded, sessionId, type Random, type ReceiptValues } from '../receipts/receipt-data';
import type { Look, ReceiptStyle } from '../receipts/receipt-styles';

/** One image of the corpus: its layout, which transfer it shows, and what it is. */
export interface TransferImage {
  id: string;
  layout: string;
  /** The transfer shown: copies share their original's. */
  transfer: string;
  kind: 'transfer' | 'edited' | 'resaved';
  bytes: Buffer;
  values: ReceiptValues;
  /** Where the page drew each value (the first place of each; for a re-saved copy, after its crop). */
  boxes: ReceiptRegions;
}

/** What draws one transfer: a layout's page with its look, at one phone's size. */
interface Drawing {
  style: ReceiptStyle;
  look: Look;
  values: ReceiptValues;
  capture: Capture;
}

const AMOUNTS = [500_000, 1_000_000, 1_000_000, 2_000_000, 2_500_000, 5_000_000];
const CAPTURE: Capture = { cssWidth: 360, dpr: 2, format: 'png', quality: 90 };

/** `count` transfers of one payer to one account in one of the nine fixed layouts. */
function fixedTransfers(r: Random, style: ReceiptStyle, look: Look, count: number): Drawing[] {
  const payer = personName(r);
  const payerAccount = nuban(r);
  const payee = personName(r);
  const account = nuban(r);
  const toBank = r.pick(Object.values(BANKS));
  return Array.from({ length: count }, () => {
    const { iso, ...lagos } = lagosTime(r, true);
    const fields = {
      amountKobo: r.pick(AMOUNTS), reference: bankReference(r, style.bank, lagos), sessionId: sessionId(r, BANKS[style.bank], lagos), paidAt: iso,
      accountNumber: account, accountName: payee.toUpperCase(), bank: toBank.name, status: 'successful' as const,
    };
    const values: ReceiptValues = { fields, lagos, beneficiaryName: payee, senderName: payer, senderAccount: payerAccount, senderBank: BANKS[style.bank], feeKobo: 1075, balanceKobo: r.int(1_000, 900_000) * 100, narration: 'Levy' };
    return { style, look, values, capture: CAPTURE };
  });
}

const first = (boxes: DrawnBoxes | null): ReceiptRegions => ({
  amount: boxes?.amount[0] ?? null, reference: boxes?.reference[0] ?? null, sessionId: boxes?.sessionId[0] ?? null, paidAt: boxes?.paidAt[0] ?? null,
});

async function draw(browser: Browser, d: Drawing): Promise<{ bytes: Buffer; boxes: DrawnBoxes | null }> {
  const { image, boxes } = await screenshotWithBoxes(browser, d.style.page(d.values, d.look), d.capture, drawnTexts(d.values, d.look));
  return { bytes: image, boxes };
}

/** The same screenshot saved again: a few pixels cropped off each side, scaled, JPEG; boxes follow the crop. */
async function resave(bytes: Buffer, boxes: DrawnBoxes | null, r: Random): Promise<{ bytes: Buffer; boxes: ReceiptRegions }> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const crop: [number, number, number, number] = [r.next() * 0.025, r.next() * 0.015, r.next() * 0.025, r.next() * 0.015];
  const [t, rt, b, l] = crop.map((f, i) => Math.round(f * (i % 2 === 0 ? height : width))) as [number, number, number, number];
  const out = await sharp(bytes).extract({ left: l, top: t, width: width - l - rt, height: height - t - b }).resize({ width: Math.round((width - l - rt) * (0.6 + r.next() * 0.3)) }).jpeg({ quality: 60 + r.int(0, 25) }).toBuffer();
  return { bytes: out, boxes: first(boxes && croppedBoxes(boxes, [t / height, rt / width, b / height, l / width])) };
}

/** A layout's transfers drawn, with two edited amounts and two re-saved copies. */
async function layoutImages(browser: Browser, r: Random, name: string, drawings: Drawing[]): Promise<TransferImage[]> {
  const drawn: (TransferImage & { drawnBoxes: DrawnBoxes | null; drawing: Drawing })[] = [];
  for (const [i, d] of drawings.entries()) {
    const { bytes, boxes } = await draw(browser, d);
    drawn.push({ id: `${name}-${i + 1}`, layout: name, transfer: `${name}-${i + 1}`, kind: 'transfer', bytes, values: d.values, boxes: first(boxes), drawnBoxes: boxes, drawing: d });
  }
  const images: TransferImage[] = drawn.map(({ drawnBoxes: _b, drawing: _d, ...image }) => image);
  for (const original of drawn.slice(0, 2)) {
    const values = { ...original.values, fields: { ...original.values.fields, amountKobo: original.values.fields.amountKobo! * 10 } };
    const edited = await draw(browser, { ...original.drawing, values });
    images.push({ id: `${original.id}-edited`, layout: name, transfer: original.transfer, kind: 'edited', bytes: edited.bytes, values, boxes: first(edited.boxes) });
  }
  for (const original of drawn.slice(2, 4)) {
    const copy = await resave(original.bytes, original.drawnBoxes, r);
    images.push({ id: `${original.id}-resaved`, layout: name, transfer: original.transfer, kind: 'resaved', bytes: copy.bytes, values: original.values, boxes: copy.boxes });
  }
  return images;
}

/**
 * The corpus: per fixed style and per generated layout, `count` transfers, 2 edited amounts and 2 re-saved copies.
 * @example await transferCorpus(browser, { styles: RECEIPT_STYLES, looks, layouts: [generateLayout('wallet-stacked', 1)] }, 30, 22)
 */
export async function transferCorpus(
  browser: Browser,
  sources: { styles: readonly ReceiptStyle[]; looks: (style: ReceiptStyle, r: Random) => Look; layouts: readonly LayoutSpec[] },
  count: number,
  seed: number,
): Promise<TransferImage[]> {
  const r = seeded(seed);
  const images: TransferImage[] = [];
  for (const style of sources.styles) images.push(...(await layoutImages(browser, r, style.name, fixedTransfers(r, style, sources.looks(style, r), count))));
  for (const layout of sources.layouts) images.push(...(await layoutImages(browser, r, layout.id, planTransfers(layout, count, seed))));
  return images;
}
