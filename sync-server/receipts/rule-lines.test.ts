import { describe, expect, it } from 'vitest';
import { removeRuleLines } from './rule-lines';

const W = 400;
const H = 400;
const blank = () => Buffer.alloc(W * H, 255);
const paint = (grey: Buffer, x0: number, y0: number, x1: number, y1: number) => {
  for (let y = y0; y < y1; y += 1) grey.fill(0, y * W + x0, y * W + x1);
};
const darkIn = (grey: Buffer, x0: number, y0: number, x1: number, y1: number) => {
  let n = 0;
  for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) if (grey[y * W + x]! < 160) n += 1;
  return n;
};

describe('removeRuleLines', () => {
  it('whitens a table border across the width and a column rule down the page', () => {
    const grey = blank();
    paint(grey, 10, 50, 390, 52);
    paint(grey, 200, 60, 202, 390);
    removeRuleLines(grey, W, H);
    expect(darkIn(grey, 0, 0, W, H)).toBe(0);
  });

  it('keeps text strokes, a headline digit and a filled box with its text', () => {
    const grey = blank();
    // A letter's bar, a tall digit's stem (under 200 px), and a dark footer box 40 px high.
    paint(grey, 20, 100, 60, 104);
    paint(grey, 100, 100, 108, 190);
    paint(grey, 10, 300, 390, 340);
    const before = darkIn(grey, 0, 0, W, H);
    removeRuleLines(grey, W, H);
    expect(darkIn(grey, 0, 0, W, H)).toBe(before);
  });
});
