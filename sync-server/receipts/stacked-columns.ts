import type { ReceiptRow, RowCell } from './ocr-rows';
import { close } from './wrapped-rows';

// A heading cell: words only (a label such as "Transaction Reference"), no figures.
const HEADING = /^[A-Za-z][A-Za-z .&'/-]*$/;

/**
 * Rewrites the stacked two-column layout (Kuda): a row of headings ("Transaction Reference" |
 * "Session ID"), the values under them in the same columns, and any lines those values wrapped
 * onto; each column becomes its own "heading  value" row, so the columns are never read as one.
 * @example unstackColumns(rows).map((r) => r.text) // ['Transaction Reference  KUD9989…', 'Session ID  0902…736285572']
 */
export function unstackColumns(rows: ReceiptRow[]): ReceiptRow[] {
  const out: ReceiptRow[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const headings = rows[index]?.cells ?? [];
    const values = rows[index + 1]?.cells ?? [];
    const row = rows[index]!;
    const under = rows[index + 1];
    if (headings.length < 2 || !headings.every((cell) => HEADING.test(cell.text)) || !under || !close(row, under) || !aligned(headings, values)) {
      out.push(row);
      continue;
    }
    const columns = headings.map((heading, column) => ({ heading, value: [values[column]!] }));
    let next = index + 2;
    // A value wraps onto lines close under it, starting in its column (the next headings sit
    // further down, after the wider gap between fields).
    for (let below = rows[next]; below?.cells && wrapsUnder(columns, below.cells); below = rows[next]) {
      for (const cell of below.cells) columns.find(({ heading }) => alignedCell(heading, cell))!.value.push(cell);
      next += 1;
    }
    for (const { heading, value } of columns) {
      const text = `${heading.text}  ${value.map((cell) => cell.text).join(' ')}`;
      out.push({ text, height: rows[index + 1]!.height, cells: [heading, ...value] });
    }
    index = next - 1;
  }
  return out;
}

function aligned(headings: RowCell[], values: RowCell[]): boolean {
  return values.length === headings.length && headings.every((heading, column) => alignedCell(heading, values[column]!));
}

/** Left edges within about half a line height: the same column of a left-aligned layout. */
function alignedCell(heading: RowCell, cell: RowCell): boolean {
  return Math.abs(heading.box.x0 - cell.box.x0) <= Math.max(12, 0.6 * (heading.box.y1 - heading.box.y0));
}

function wrapsUnder(columns: { heading: RowCell; value: RowCell[] }[], cells: RowCell[]): boolean {
  return cells.every((cell) => {
    const column = columns.find(({ heading }) => alignedCell(heading, cell));
    const above = column?.value.at(-1);
    return above !== undefined && cell.box.y0 - above.box.y1 < 1.2 * (cell.box.y1 - cell.box.y0);
  });
}
