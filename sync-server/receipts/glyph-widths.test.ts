import { describe, expect, it } from 'vitest';
import { byGlyphWidth } from './glyph-widths';
import type { OcrSymbol } from './ocr-engine';

/** Symbols side by side, each [character, ink width], 4 px apart (a proportional font's pitch varies with the width). */
function symbols(...glyphs: [string, number][]): OcrSymbol[] {
  let x = 0;
  return glyphs.map(([text, width]) => {
    const box = { x0: x, y0: 0, x1: x + width, y1: 30 };
    x += width + 4;
    return { text, box };
  });
}

describe('byGlyphWidth', () => {
  it('reads a digit-wide O as 0 and a wide 0 as O in a reference that mixes letters and digits', () => {
    // TRFLJO71V5XDL0GPK read with its O and 0 swapped: the first is wide, the second digit-wide.
    const read = symbols(['T', 16], ['R', 17], ['F', 14], ['L', 13], ['J', 8], ['0', 27], ['7', 18], ['1', 14], ['V', 19], ['5', 18], ['X', 19], ['D', 20], ['L', 13], ['O', 19], ['G', 21], ['P', 16], ['K', 18]);
    expect(byGlyphWidth('TRFLJ071V5XDLOGPK', read)).toBe('TRFLJO71V5XDL0GPK');
  });

  it('reads a hairline 1 as I', () => {
    expect(byGlyphWidth('FLW1A92', symbols(['F', 14], ['L', 13], ['W', 24], ['1', 5], ['A', 19], ['9', 18], ['2', 18]))).toBe('FLWIA92');
  });

  it('leaves the reference alone where it cannot measure: symbols that spell something else, fewer than two digits, a monospace font', () => {
    expect(byGlyphWidth('TRFO7XK', symbols(['T', 16], ['R', 17], ['F', 14], ['O', 18], ['7', 18], ['X', 19]))).toBe('TRFO7XK');
    expect(byGlyphWidth('ABO7XK', symbols(['A', 19], ['B', 18], ['O', 18], ['7', 18], ['X', 19], ['K', 18]))).toBe('ABO7XK');
    const mono = [...'RP3JOJ1AJN27'].map((text, i) => ({ text, box: { x0: i * 24, y0: 0, x1: i * 24 + (text === 'O' ? 19 : 18), y1: 30 } }));
    expect(byGlyphWidth('RP3JOJ1AJN27', mono)).toBe('RP3JOJ1AJN27');
  });
});
