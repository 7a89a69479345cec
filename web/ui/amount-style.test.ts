import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REVERSED_AMOUNT_CLASS } from './amount-style';

/** The theme's colours, read from the stylesheet the app is built from. */
const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
const themeColour = (name: string): number[] => {
  const hex = new RegExp(`--color-${name}:\\s*#([0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!hex) throw new Error(`no --color-${name} in styles.css`);
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
};

/** WCAG 2 relative luminance and contrast ratio. */
const channel = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
const luminance = ([r, g, b]: number[]) => 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};
/** `colour` at `alpha` painted over `below`, as the browser composites a Tailwind `/NN` colour. */
const over = (colour: number[], alpha: number, below: number[]) => colour.map((c, i) => c * alpha + below[i]! * (1 - alpha));

/** The text colour's opacity a class like 'text-base-content/75' gives. */
const textAlpha = (classes: string) => {
  const match = /(?:^|\s)text-base-content\/(\d+)(?:\s|$)/.exec(classes);
  expect(match, 'the reversed amount is drawn in the theme’s text colour').not.toBeNull();
  return Number(match![1]) / 100;
};

describe('a reversed amount’s colour', () => {
  const text = themeColour('base-content');
  const white = themeColour('base-100');
  const pale = themeColour('base-200');
  // Where it is shown: a card (base-100), the page (base-200), a reversed row's tint (base-200 at 60 % on a card).
  const backgrounds = { 'base-100': white, 'base-200': pale, 'reversed row tint': over(pale, 0.6, white) };

  it.each(Object.entries(backgrounds))('passes WCAG AA (4.5:1) for small text on %s', (_, background) => {
    const ratio = contrast(over(text, textAlpha(REVERSED_AMOUNT_CLASS), background), background);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it('is still struck through, so it does not read as money that counts', () => {
    expect(REVERSED_AMOUNT_CLASS.split(' ')).toContain('line-through');
  });

  it('measures the old 60 % as the 4.4:1 axe flagged (the check would have caught it)', () => {
    expect(contrast(over(text, 0.6, white), white)).toBeCloseTo(4.42, 2);
  });
});
