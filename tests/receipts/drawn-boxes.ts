/**
 * Where a receipt page drew the transaction's own figures (amount, reference, session ID, date):
 * found in the rendered page as text, measured with a DOM Range, as fractions of the full-page
 * screenshot. Stored in the corpus manifest as `boxes` so the reader's regions can be checked and
 * the duplicate check can compare those regions' pixels.
 */
import type { Page } from 'playwright-core';
import type { ImageBox } from '../../sync-server/receipts/image-box';
import type { ReceiptValues } from './receipt-data';
import { lagosDate, naira } from './receipt-format';
import type { Look } from './receipt-styles';

export const DRAWN_FIELDS = ['amount', 'reference', 'sessionId', 'paidAt'] as const;
export type DrawnField = (typeof DRAWN_FIELDS)[number];
/** Every place each value is drawn (usually one; a date may show in the headline and in the details). */
export type DrawnBoxes = Record<DrawnField, ImageBox[]>;

/**
 * The text each figure is drawn as, as the page's styles write it (null when not shown).
 * @example drawnTexts(values, look).amount === '₦25,000.00'
 */
export function drawnTexts(v: ReceiptValues, look: Look): Record<DrawnField, string | null> {
  // The search ignores case: a Paystack-style code is drawn in lower case, known in capitals.
  return { amount: v.fields.amountKobo === null ? null : naira(v.fields.amountKobo, look.money), reference: v.fields.reference, sessionId: v.fields.sessionId, paidAt: lagosDate(v.lagos, look.date) };
}

/**
 * The boxes of each text in the page, case-insensitively, as fractions of the whole page.
 * @example await findDrawnBoxes(page, { amount: '₦25,000.00', reference: null, sessionId: null, paidAt: null })
 */
export async function findDrawnBoxes(page: Page, texts: Record<DrawnField, string | null>): Promise<DrawnBoxes> {
  return page.evaluate((wanted) => {
    const width = document.documentElement.scrollWidth;
    const height = document.documentElement.scrollHeight;
    const found: Record<string, { x0: number; y0: number; x1: number; y1: number }[]> = {};
    for (const [field, text] of Object.entries(wanted)) {
      found[field] = [];
      if (!text) continue;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const data = (node as Text).data.toLowerCase();
        for (let at = data.indexOf(text.toLowerCase()); at >= 0; at = data.indexOf(text.toLowerCase(), at + text.length)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + text.length);
          const rect = range.getBoundingClientRect();
          const x = rect.left + window.scrollX;
          const y = rect.top + window.scrollY;
          found[field]!.push({ x0: x / width, y0: y / height, x1: (x + rect.width) / width, y1: (y + rect.height) / height });
        }
      }
    }
    return found as Record<'amount' | 'reference' | 'sessionId' | 'paidAt', { x0: number; y0: number; x1: number; y1: number }[]>;
  }, texts);
}

/**
 * Boxes after cropping fractions off each side (top, right, bottom, left), as a re-saved copy is.
 * @example croppedBoxes(boxes, [0.02, 0, 0, 0.01])
 */
export function croppedBoxes(boxes: DrawnBoxes, crop: readonly [number, number, number, number]): DrawnBoxes {
  const [top, right, bottom, left] = crop;
  const move = (b: ImageBox): ImageBox => ({
    x0: (b.x0 - left) / (1 - left - right), x1: (b.x1 - left) / (1 - left - right),
    y0: (b.y0 - top) / (1 - top - bottom), y1: (b.y1 - top) / (1 - top - bottom),
  });
  return { amount: boxes.amount.map(move), reference: boxes.reference.map(move), sessionId: boxes.sessionId.map(move), paidAt: boxes.paidAt.map(move) };
}
