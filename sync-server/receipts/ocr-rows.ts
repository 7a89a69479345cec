import type { OcrBox, OcrLine, OcrPage, OcrWord } from './ocr-engine';

/** A run of words in one column of a row, with its box in the prepared image's pixels. */
export interface RowCell {
  text: string;
  box: OcrBox;
  /** The cell's words, when the engine gave them: where exactly a value sits within a cell. */
  words?: OcrWord[];
}

/** One visual row of a receipt: the OCR lines that sit side by side, joined left to right. */
export interface ReceiptRow {
  text: string;
  /** Height of the row's tallest text in pixels (its tallest word; 0 when the page came without boxes). */
  height: number;
  /** The row's cells left to right (a label, its value, another column), when the page had boxes. */
  cells?: RowCell[];
}

// Words further apart than this many times the line's height sit in different columns: a word
// space is a fraction of the height, a column gap on a receipt more (measured: spaces 0.3–0.65, column gaps 1.3–13).
const COLUMN_GAP = 1;

/**
 * Joins OCR lines that share a row (a label on the left, its value on the right) into one row,
 * top to bottom, cells two spaces apart; tesseract often reads the two columns of a receipt as
 * separate blocks, or one line across two columns.
 * @example rowsOf(page).map((row) => row.text) // ['Amount  ₦25,000.00', 'Status  Successful']
 */
export function rowsOf(page: OcrPage): ReceiptRow[] {
  if (page.lines.length === 0) {
    return page.text.split('\n').map(cleanRowText).filter((text) => text !== '').map((text) => ({ text, height: 0 }));
  }
  const sorted = [...page.lines].sort((a, b) => middle(a.box) - middle(b.box));
  const groups: OcrLine[][] = [];
  for (const line of sorted) {
    const last = groups.at(-1);
    const anchor = last?.[0];
    // Same row when the line's middle falls inside the first line's box height band.
    if (last && anchor && Math.abs(middle(line.box) - middle(anchor.box)) < heightOf(anchor.box) / 2) last.push(line);
    else groups.push([line]);
  }
  return groups
    .map((group) => {
      const cells = group.flatMap(cellsOf).sort((a, b) => a.box.x0 - b.box.x0);
      return { text: cleanRowText(cells.map((cell) => cell.text).join('  ')), height: Math.max(...group.map(textHeight)), cells };
    })
    .filter((row) => row.text !== '');
}

/** A line's words grouped into cells at column gaps; the whole line when it came without words. */
function cellsOf(line: OcrLine): RowCell[] {
  const words = withoutSpecks((line.words ?? []).filter((word) => word.text.trim() !== ''));
  if (words.length === 0) return line.words?.length ? [] : [{ text: line.text.trim(), box: line.box }];
  const gap = COLUMN_GAP * heightOf(line.box);
  const cells: RowCell[] = [];
  for (const word of words) {
    const last = cells.at(-1);
    if (last && word.box.x0 - last.box.x1 <= gap) {
      last.text += ` ${word.text.trim()}`;
      last.box = { x0: last.box.x0, y0: Math.min(last.box.y0, word.box.y0), x1: word.box.x1, y1: Math.max(last.box.y1, word.box.y1) };
      last.words!.push(word);
    } else cells.push({ text: word.text.trim(), box: { ...word.box }, words: [word] });
  }
  return cells;
}

// Marks a photo's screen edge, glare or dust adds around the text: bars, brackets, quotes. Never a
// currency mark (# § ¥ £ stand for a misread ₦) and never a letter or digit.
const SPECK = /^[|\[\]{}()!;:'"‘’“”=~_—–\\/.,-]+$/;
// A bar read as a letter at the start of a line, before a capitalised word ("i Reference").
const EDGE_LETTER = /^[iIl|!]$/;

/** A line's words without the specks OCR reads around them ("| SESSION ID: 0000 |" keeps three words). */
function withoutSpecks(words: OcrWord[]): OcrWord[] {
  const kept = words.filter((word) => !SPECK.test(word.text.trim()));
  if (kept.length > 1 && EDGE_LETTER.test(kept[0]!.text.trim()) && /^[A-Z]/.test(kept[1]!.text.trim())) kept.shift();
  return kept;
}

/**
 * How tall a line's text is: its tallest word, since a tilted photo makes a long line's box taller
 * than its letters (a short headline then measured shorter than the rows under it).
 */
function textHeight(line: OcrLine): number {
  const words = (line.words ?? []).filter((word) => !SPECK.test(word.text.trim()));
  return words.length > 0 ? Math.max(...words.map(wordHeight)) : heightOf(line.box);
}

// A character is at most this many times as tall as it is wide, on average over a long word.
const TALL_FOR_WIDTH = 2.2;

/** A word's letter height: its box's, but a long word tilted in a photo has a box far taller than its letters. */
function wordHeight(word: OcrWord): number {
  const length = word.text.trim().length;
  const height = heightOf(word.box);
  return length >= 8 ? Math.min(height, (TALL_FOR_WIDTH * (word.box.x1 - word.box.x0)) / length) : height;
}

function middle(box: OcrBox): number {
  return (box.y0 + box.y1) / 2;
}

function heightOf(box: OcrBox): number {
  return box.y1 - box.y0;
}

/** Trims, turns newlines into spaces and keeps at most two spaces (a column gap) in a row. */
function cleanRowText(text: string): string {
  return text.replace(/\s*\n\s*/g, '  ').replace(/[ \t]{3,}/g, '  ').trim();
}
