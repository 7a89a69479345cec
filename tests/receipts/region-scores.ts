/**
 * Whether the reader's regions (readReceipt's `regions`) sit on the values the corpus drew: for
 * each figure read right, its region must lie mostly on one place the value was drawn and cover
 * most of that value's width.
 */
import type { ReceiptFields } from '../../shared/receipt-reading';
import type { ImageBox, ReceiptRegions } from '../../sync-server/receipts/read-receipt';
import type { DrawnBoxes } from './drawn-boxes';

const area = (b: ImageBox) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);
const overlap = (a: ImageBox, b: ImageBox): ImageBox => ({ x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) });

/**
 * The region holds the drawn value: at least half of the region lies on the drawn box (OCR boxes
 * hug the ink, the DOM's include the line's leading), and it spans at least half its width.
 * @example holds({ x0: .1, y0: .2, x1: .5, y1: .23 }, { x0: .1, y0: .195, x1: .52, y1: .235 }) === true
 */
export function holds(region: ImageBox, drawn: ImageBox): boolean {
  const both = overlap(region, drawn);
  const width = Math.max(0, both.x1 - both.x0);
  return area(region) > 0 && area(both) >= 0.5 * area(region) && width >= 0.5 * (drawn.x1 - drawn.x0);
}

/**
 * Every figure read right has a region holding one of its drawn boxes (a figure read wrong or not
 * at all is the field score's failure, not the region's); null when no figure was read right.
 * @example regionsHold(entry.boxes, result.regions, { known: entry.fields, read: result.reading })
 */
export function regionsHold(boxes: DrawnBoxes, regions: ReceiptRegions | undefined, fields: { known: ReceiptFields; read: ReceiptFields }): boolean | null {
  const { known, read } = fields;
  const right = {
    amount: known.amountKobo !== null && read.amountKobo === known.amountKobo,
    reference: known.reference !== null && read.reference === known.reference,
    sessionId: known.sessionId !== null && read.sessionId === known.sessionId,
    paidAt: known.paidAt !== null && read.paidAt !== null && Date.parse(read.paidAt) === Date.parse(known.paidAt),
  };
  const checked = (Object.keys(right) as (keyof typeof right)[]).filter((field) => right[field]);
  if (checked.length === 0) return null;
  return checked.every((field) => {
    const region = regions?.[field];
    return region != null && boxes[field].some((drawn) => holds(region, drawn));
  });
}
