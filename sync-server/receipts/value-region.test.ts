import { describe, expect, it } from 'vitest';
import { readFields } from './extract-fields';
import { ocrPage } from './ocr-page-fixture';
import { regionsOf, type ImageBox } from './read-receipt';

// ocrPage draws each character 10 px wide from x = 20, rows 20 px tall (48 for "[big] "), 12 px apart.
const size = { width: 1000, height: 1000 };
const now = new Date('2026-12-01T12:00:00Z');
/** A region back in the fixture's pixels (1000 × 1000), rounded: fractions carry float noise. */
const px = (box: ImageBox | null) => box && { x0: Math.round(box.x0 * 1000), y0: Math.round(box.y0 * 1000), x1: Math.round(box.x1 * 1000), y1: Math.round(box.y1 * 1000) };

describe('where the reader found the figures', () => {
  it('boxes the value line under a label, never the label, for a label-over-value wallet receipt', () => {
    const page = ocrPage(['Amount Sent', '[big] §15,000.48', 'Transfer Successful', 'Reference Number', 'GTB261123880403029', 'Session ID', '100033261123100000898743466890', 'Date', '23 Nov 2026, 10:00 AM'].join('\n'));
    const { rows, sources, fields } = readFields(page, { now });
    expect(fields).toMatchObject({ amountKobo: 1_500_048, reference: 'GTB261123880403029', sessionId: '100033261123100000898743466890', paidAt: '2026-11-23T09:00:00.000Z' });
    const regions = regionsOf(rows, sources, size);
    // Row tops: 0, 32 (big, 48 tall), 92, 124, 156, 188, 220, 252, 284.
    expect(px(regions.amount)).toEqual({ x0: 20, y0: 32, x1: 260, y1: 80 });
    expect(px(regions.reference)).toEqual({ x0: 20, y0: 156, x1: 200, y1: 176 });
    expect(px(regions.sessionId)).toEqual({ x0: 20, y0: 220, x1: 320, y1: 240 });
    // The date and its time, without the label above them.
    expect(px(regions.paidAt)).toEqual({ x0: 20, y0: 284, x1: 230, y1: 304 });
  });

  it('boxes only the value cell of a label-beside-value row', () => {
    const page = ocrPage(['Transaction Successful', 'Amount      NGN 5,000.00', 'Transaction Ref:   FBN26111750364085'].join('\n'));
    const { rows, sources } = readFields(page, { now });
    const regions = regionsOf(rows, sources, size);
    // "NGN" starts at character 12, "FBN…" at character 19.
    expect(px(regions.amount)).toEqual({ x0: 140, y0: 32, x1: 260, y1: 52 });
    expect(px(regions.reference)).toEqual({ x0: 210, y0: 64, x1: 380, y1: 84 });
    expect(regions.sessionId).toBeNull();
    expect(regions.paidAt).toBeNull();
  });

  it('keeps a wrapped identifier whole across its two lines', () => {
    const page = ocrPage('SESSION ID: 00001426111320320069484\n5609796');
    const { rows, sources, fields } = readFields(page, { now });
    expect(fields.sessionId).toBe('000014261113203200694845609796');
    // The digits after the label and the wrapped line's digits under it (which start at the left edge).
    expect(px(regionsOf(rows, sources, size).sessionId)).toEqual({ x0: 20, y0: 0, x1: 370, y1: 52 });
  });

  it('gives fractions of any image size, so a box means the same place on the original', () => {
    const page = ocrPage('[big] §25,000.00');
    const { rows, sources } = readFields(page, { now });
    expect(regionsOf(rows, sources, { width: 500, height: 96 }).amount).toEqual({ x0: 0.04, y0: 0, x1: 0.52, y1: 0.5 });
  });

  it('boxes the ink of the value, not a card edge the OCR glued to it', () => {
    const page = ocrPage('Amount Paid   NGN 5,000.00');
    const amountWord = page.lines[0]!.words!.at(-1)!;
    // "5,000.00|": the card's right edge read as a bar, taller than the text.
    amountWord.symbols = [...'5,000.00'].map((text, i) => ({ text, box: { x0: 200 + i * 10, y0: 0, x1: 210 + i * 10, y1: 20 } }));
    amountWord.symbols.push({ text: '|', box: { x0: 290, y0: -20, x1: 294, y1: 40 } });
    amountWord.box = { x0: 200, y0: -20, x1: 294, y1: 40 };
    const { rows, sources } = readFields(page, { now });
    expect(px(regionsOf(rows, sources, size).amount)).toEqual({ x0: 160, y0: 0, x1: 280, y1: 20 });
  });
});
