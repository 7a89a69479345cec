import type { OcrSymbol } from './ocr-engine';

// O and 0, I and 1 look alike to the OCR in a reference that mixes letters and digits freely
// (TRFLJO71V5XDL0GPK), where the shape of the reference cannot tell which was meant. Their ink
// width can in proportional fonts: measured against the reference's other digits (2–9, whose
// widths agree within 10 %), 0 is 0.95–1.05 wide and O 1.4–1.5; I is 0.2–0.4 and 1 0.7–1.0.
// Symbol boxes from the LSTM engine are rough, so only clear cases decide; a monospace font
// (every character the same pitch) never does.
const ZERO_AT_MOST = 1.1;
const LETTER_O_AT_LEAST = 1.25;
const LETTER_I_AT_MOST = 0.45;
// Pitch varying less than this (standard deviation over mean) is a monospace font.
const MONOSPACE_SPREAD = 0.08;

/**
 * The reference with O/0 and 1/I decided by glyph width where the symbols spell it exactly;
 * otherwise the reference as read.
 * @example byGlyphWidth('TRFLJO71V5XDLOGPK', symbols) === 'TRFLJO71V5XDL0GPK' // the second O as narrow as a digit
 */
export function byGlyphWidth(reference: string, symbols: readonly OcrSymbol[]): string {
  const kept = symbols.filter((symbol) => /^[A-Za-z0-9]$/.test(symbol.text));
  if (kept.map((symbol) => symbol.text.toUpperCase()).join('') !== reference || monospace(kept)) return reference;
  const digitWidths = kept.filter((symbol) => /^[2-9]$/.test(symbol.text)).map(widthOf).sort((a, b) => a - b);
  // One digit is too few to know a digit's width by.
  if (digitWidths.length < 2) return reference;
  const digit = digitWidths[Math.floor(digitWidths.length / 2)]!;
  return kept
    .map((symbol) => {
      const ratio = widthOf(symbol) / digit;
      const read = symbol.text.toUpperCase();
      if ((read === 'O' || read === '0') && ratio <= ZERO_AT_MOST) return '0';
      if ((read === 'O' || read === '0') && ratio >= LETTER_O_AT_LEAST) return 'O';
      if (read === '1' && ratio <= LETTER_I_AT_MOST) return 'I';
      return read;
    })
    .join('');
}

function widthOf(symbol: OcrSymbol): number {
  return symbol.box.x1 - symbol.box.x0;
}

function monospace(symbols: readonly OcrSymbol[]): boolean {
  const pitches = symbols.slice(1).map((symbol, i) => symbol.box.x0 - symbols[i]!.box.x0).filter((pitch) => pitch > 0);
  if (pitches.length < 4) return false;
  const mean = pitches.reduce((sum, p) => sum + p, 0) / pitches.length;
  const spread = Math.sqrt(pitches.reduce((sum, p) => sum + (p - mean) ** 2, 0) / pitches.length) / mean;
  return spread < MONOSPACE_SPREAD;
}
