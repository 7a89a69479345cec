import { describe, expect, it } from 'vitest';
import { CARD_WIDTH, cardImageLayout, FONTS, type Font } from './dues-card-image';
import { testDuesView } from './test-view';

/** A stand-in for the canvas's measure: each character as wide as half the font's size. */
const measure = (text: string, font: Font) => text.length * FONTS[font].size * 0.5;

describe("the dues card as a picture (issue 25 §3)", () => {
  it("says the purse, the group, every period in its colour with its state written, and what the member owes", () => {
    const layout = cardImageLayout(testDuesView, 'u1', measure);
    const texts = layout.ops.map((op) => op.text);
    expect(texts[0]).toBe('Monthly Dues');
    expect(texts[1]).toBe('Unity Circle · ₦5,000 per member · Monthly');
    const chips = layout.ops.filter((op) => op.kind === 'chip');
    expect(chips.map((chip) => [chip.text, chip.fill])).toEqual([
      ['Jan 2026: Paid', '#d3f0e4'],
      ['Feb 2026: Part-paid: ₦2,500 of ₦5,000', '#fbeccd'],
      ['Mar 2026: Owing', '#f9dcdc'],
    ]);
    expect(layout.ops.find((op) => op.kind === 'text' && op.font === 'strong')?.text).toBe('You owe ₦7,500 (₦2,500 of it overdue)');
    expect(texts.at(-1)).toBe('GroupPurse');
  });

  it('keeps every chip and line inside the card, a chip too wide for what is left of its row going to the next', () => {
    // Narrow letters put the three chips on one row, wider ones on two, the widest each on its own.
    for (const [scale, rowsOfChips] of [[0.3, 1], [0.45, 2], [0.9, 3]] as const) {
      const layout = cardImageLayout(testDuesView, 'u1', (text, font) => text.length * FONTS[font].size * scale);
      for (const op of layout.ops) {
        expect(op.x).toBeGreaterThanOrEqual(16);
        if (op.kind === 'chip') expect(op.x + op.width).toBeLessThanOrEqual(CARD_WIDTH - 16);
        expect(op.y).toBeLessThan(layout.height);
      }
      const rows = new Set(layout.ops.filter((op) => op.kind === 'chip').map((op) => op.y));
      expect(rows.size).toBe(rowsOfChips);
    }
  });
});
