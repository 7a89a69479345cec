import type { OcrWord } from './ocr-engine';
import type { ReceiptRow, RowCell } from './ocr-rows';
import { close } from './wrapped-rows';

// A value sits further under its heading than a wrapped line under the line it continues
// (measured on label-over-value grids: up to 1.3 line heights; two fields' rows 1.9 and more).
const UNDER_HEADING = 1.7;
// A heading cell: words only (a label such as "Transaction Reference:"), no figures.
const HEADING = /^[A-Za-z][A-Za-z .&'/-]*:?$/;

type Column = { heading: RowCell; value: RowCell[] };

/**
 * Rewrites the stacked two-column layout (Kuda): a row of headings ("Transaction Reference" |
 * "Session ID"), the values under them in the same columns, and any lines those values wrapped
 * onto; each column becomes its own "heading  value" row, so the columns are never read as one.
 * The values are split into columns by where their words start, so two values the OCR read as
 * one line ("KUD3218…  Nov 13th, 2026") still go under their own headings.
 * @example unstackColumns(rows).map((r) => r.text) // ['Transaction Reference  KUD9989…', 'Session ID  0902…736285572']
 */
export function unstackColumns(rows: ReceiptRow[]): ReceiptRow[] {
  const out: ReceiptRow[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows[index]!;
    const under = rows[index + 1];
    const headings = withoutSpecks(row.cells ?? []);
    const stacked = headings.length >= 2 && headingRow(headings) && under && close(row, under, UNDER_HEADING) && tighter(rows[index - 1], row, under);
    const values = stacked ? byColumn(headings, under!) : null;
    if (!values || values.some((cells) => cells.length === 0)) {
      out.push(row);
      continue;
    }
    const columns: Column[] = headings.map((heading, column) => ({ heading, value: values[column]! }));
    let next = index + 2;
    // A value wraps onto lines close under it, starting in its column (the next headings sit
    // further down, after the wider gap between fields).
    for (let below = rows[next]; below?.cells && wrapsUnder(columns, below.cells); below = rows[next]) {
      for (const cell of below.cells) columns.find(({ heading }) => alignedCell(heading, cell))!.value.push(cell);
      next += 1;
    }
    for (const { heading, value } of columns) {
      const text = `${heading.text}  ${value.map((cell) => cell.text).join(' ')}`;
      out.push({ text, height: under!.height, cells: [heading, ...value] });
    }
    index = next - 1;
  }
  return out;
}

/**
 * The value sits closer under its heading than the heading under the row before: a list of
 * label-beside-value rows ("Recipient  ADA" over "Bank  GTBank") is evenly spaced, a grid is not.
 */
function tighter(before: ReceiptRow | undefined, row: ReceiptRow, under: ReceiptRow): boolean {
  const top = (r: ReceiptRow) => Math.min(...(r.cells ?? []).map((c) => c.box.y0));
  const bottom = (r: ReceiptRow) => Math.max(...(r.cells ?? []).map((c) => c.box.y1));
  return before?.cells?.length ? top(under) - bottom(row) < 0.75 * (top(row) - bottom(before)) : true;
}

/**
 * Every cell a heading, and a colon after all of them or none: "STATUS:  SUCCESSFUL" is a label
 * beside its value (a word), not two headings.
 */
function headingRow(cells: RowCell[]): boolean {
  const colons = cells.filter((cell) => cell.text.endsWith(':')).length;
  return cells.every((cell) => HEADING.test(cell.text)) && (colons === 0 || colons === cells.length);
}

/** The cells without a photo's specks at the screen's edge: one or two characters ("&", "1", "i"). */
function withoutSpecks(cells: RowCell[]): RowCell[] {
  return cells.filter((cell) => cell.text.replace(/[^A-Za-z0-9]/g, '').length > 2);
}

/**
 * A row's words split into the headings' columns: each word goes to the last column starting at
 * or before it (within half a line height); words left of the first column, and marks that hold
 * no letter or digit, are specks. Null when a word-less cell straddles two columns.
 */
function byColumn(headings: RowCell[], row: ReceiptRow): RowCell[][] | null {
  const slack = (heading: RowCell) => Math.max(12, 0.6 * (heading.box.y1 - heading.box.y0));
  const columns: OcrWord[][] = headings.map(() => []);
  const words = (row.cells ?? []).flatMap((cell) => cell.words ?? [{ text: cell.text, confidence: 0, box: cell.box }]);
  for (const word of words) {
    if (!/[A-Za-z0-9]/.test(word.text)) continue;
    const column = headings.findLastIndex((heading) => heading.box.x0 - slack(heading) <= word.box.x0);
    if (column >= 0) columns[column]!.push(word);
  }
  return columns.map((group) => (group.length === 0 ? [] : [cellOf(group)]));
}

function cellOf(words: OcrWord[]): RowCell {
  const box = {
    x0: Math.min(...words.map((w) => w.box.x0)), y0: Math.min(...words.map((w) => w.box.y0)),
    x1: Math.max(...words.map((w) => w.box.x1)), y1: Math.max(...words.map((w) => w.box.y1)),
  };
  return { text: words.map((w) => w.text.trim()).join(' '), box, words };
}

/** Left edges within about half a line height: the same column of a left-aligned layout. */
function alignedCell(heading: RowCell, cell: RowCell): boolean {
  return Math.abs(heading.box.x0 - cell.box.x0) <= Math.max(12, 0.6 * (heading.box.y1 - heading.box.y0));
}

/**
 * The row continues the columns' values: every cell starts in a column, close under that column's
 * last line. Any other cell (even a speck) says it is not a wrapped line: on a tilted photo the
 * next heading ("Description") can sit as close as a wrapped line would.
 */
function wrapsUnder(columns: Column[], cells: RowCell[]): boolean {
  return cells.every((cell) => {
    const column = columns.find(({ heading }) => alignedCell(heading, cell));
    const above = column?.value.at(-1);
    return above !== undefined && cell.box.y0 - above.box.y1 < 1.2 * (cell.box.y1 - cell.box.y0);
  });
}
