import { unionOf } from './image-box';
import type { OcrBox, OcrWord } from './ocr-engine';
import type { ReceiptRow } from './ocr-rows';

/** Where a field's value was read: the rows it came from and the text it was read from. */
export interface ValueSource {
  rows: number[];
  text: string;
}

const normal = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * The box of a value's words in the rows it was read from (prepared-image pixels): the words that
 * are pieces of the value, not its label, so a label over its value or beside it is left out. A
 * short word (a lone "0" or "No") counts only on the line of, and next to, a longer piece; null
 * when the rows came without words.
 * @example valueBox(rows, { rows: [4], text: 'GTB261124001' }) // the box of 'GTB261124001' in row 4, not of 'Reference'
 */
export function valueBox(rows: readonly ReceiptRow[], source: ValueSource): OcrBox | null {
  return unionOf(valueWords(rows, source).map(inkBox));
}

/**
 * A word's box around its letters and digits only: a bar or bracket glued to it (a card's edge
 * next to a right-aligned amount) can make the word's own box twice as tall as its text.
 */
function inkBox(word: OcrWord): OcrBox {
  return unionOf((word.symbols ?? []).filter((symbol) => /^[A-Za-z0-9₦#§¥£$]$/.test(symbol.text)).map((symbol) => symbol.box)) ?? word.box;
}

/**
 * The words holding a value (as valueBox), left to right and top to bottom.
 * @example valueWords(rows, { rows: [4], text: 'TRFLJO71V5XDL0GPK' }).map((w) => w.text) // ['TRFLJO71V5XDL0GPK']
 */
export function valueWords(rows: readonly ReceiptRow[], source: ValueSource): OcrWord[] {
  const want = normal(source.text);
  if (want === '') return [];
  const words = source.rows.flatMap((index) => wordsOf(rows[index]));
  const piece = (word: OcrWord) => {
    const text = normal(word.text);
    // A word may also hold the value glued to its label ("Ref:GTB2611…").
    return text !== '' && (want.includes(text) || (want.length >= 4 && text.includes(want)));
  };
  const strong = words.filter((word) => piece(word) && (normal(word.text).length >= 3 || normal(word.text) === want));
  const core = unionOf(strong.map((word) => word.box));
  if (!core) return [];
  const near = words.filter((word) => {
    if (strong.includes(word) || !piece(word)) return false;
    const height = word.box.y1 - word.box.y0;
    const sameLine = strong.some((s) => word.box.y0 < s.box.y1 && word.box.y1 > s.box.y0);
    return sameLine && word.box.x1 >= core.x0 - 2 * height && word.box.x0 <= core.x1 + 2 * height;
  });
  return words.filter((word) => strong.includes(word) || near.includes(word));
}

/** A row's words; a cell that came without words stands as one. */
function wordsOf(row: ReceiptRow | undefined): OcrWord[] {
  return (row?.cells ?? []).flatMap((cell) => cell.words ?? [{ text: cell.text, confidence: 0, box: cell.box }]);
}
