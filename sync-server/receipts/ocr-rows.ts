import type { OcrLine, OcrPage } from './ocr-engine';

/** One visual row of a receipt: the OCR lines that sit side by side, joined left to right. */
export interface ReceiptRow {
  text: string;
  /** Height of the row's tallest line in pixels (0 when the page came without boxes). */
  height: number;
}

/**
 * Joins OCR lines that share a row (a label on the left, its value on the right) into one row,
 * top to bottom; tesseract often reads the two columns of a receipt as separate blocks.
 * @example rowsOf(page).map((row) => row.text) // ['Amount ₦25,000.00', 'Status Successful']
 */
export function rowsOf(page: OcrPage): ReceiptRow[] {
  if (page.lines.length === 0) {
    return page.text.split('\n').map(cleanRowText).filter((text) => text !== '').map((text) => ({ text, height: 0 }));
  }
  const sorted = [...page.lines].sort((a, b) => middle(a) - middle(b));
  const groups: OcrLine[][] = [];
  for (const line of sorted) {
    const last = groups.at(-1);
    const anchor = last?.[0];
    // Same row when the line's middle falls inside the first line's box height band.
    if (last && anchor && Math.abs(middle(line) - middle(anchor)) < heightOf(anchor) / 2) last.push(line);
    else groups.push([line]);
  }
  return groups
    .map((group) => {
      const ordered = group.sort((a, b) => a.box.x0 - b.box.x0);
      return { text: cleanRowText(ordered.map((line) => line.text).join('  ')), height: Math.max(...ordered.map(heightOf)) };
    })
    .filter((row) => row.text !== '');
}

function middle(line: OcrLine): number {
  return (line.box.y0 + line.box.y1) / 2;
}

function heightOf(line: OcrLine): number {
  return line.box.y1 - line.box.y0;
}

/** Trims, turns newlines into spaces and keeps at most two spaces (a column gap) in a row. */
function cleanRowText(text: string): string {
  return text.replace(/\s*\n\s*/g, '  ').replace(/[ \t]{3,}/g, '  ').trim();
}
