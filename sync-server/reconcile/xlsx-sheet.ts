import type { CellValue } from './amount-cell';
import { MAX_STATEMENT_ROWS, statementProblem } from './messages';
import { richText, unescapeXlsx } from './xlsx-parts';
import { damaged, XmlRefusal, type XmlHandlers } from './xlsx-xml';

/** The widest sheet we read: Excel 2003's 256 columns; a statement has a dozen or so. */
export const MAX_STATEMENT_COLUMNS = 256;
/**
 * Row elements read before a sheet is refused, empty ones included: Excel writes formatted empty
 * rows, which are not lines of the statement, but a million of them is still a million to read.
 */
const MAX_ROW_ELEMENTS = 2 * MAX_STATEMENT_ROWS;

/** What the sheet's cells point into: the workbook's shared strings, date styles and date system. */
export interface SheetContext {
  sharedStrings: readonly string[];
  dateStyles: readonly boolean[];
  epoch1904: boolean;
}

const DAY_MS = 86_400_000;
// Excel's day 0 is 1899-12-30 (its phantom 29 Feb 1900 folded in): 1970-01-01 is day 25569. The
// 1904 system (old Mac workbooks) counts from 1904-01-01, 1462 days later.
const UNIX_EPOCH_DAY = 25569;
const EPOCH_1904_DAYS = 1462;

/** The column of a cell reference ('C12' is 3), null without one. A loop, not a pattern: it runs once per cell. */
function columnOf(ref: string | undefined): number | null {
  let column = 0;
  for (let i = 0; ref !== undefined && i < ref.length && i < 4; i += 1) {
    const code = ref.charCodeAt(i) & ~32; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column === 0 ? null : column;
}

/** A cell as the XML gives it, to its value: read-excel-file's rules (text trimmed, '' empty, booleans as text). */
function cellValue(type: string, style: number, v: string | undefined, inline: string | undefined, context: SheetContext): CellValue {
  const text = (value: string | undefined) => (value === undefined || unescapeXlsx(value).trim() === '' ? null : unescapeXlsx(value).trim());
  switch (type) {
    case 's': {
      if (!v) return null;
      const shared = context.sharedStrings[Number(v)];
      if (shared === undefined) throw new XmlRefusal(damaged());
      return shared.trim() === '' ? null : shared.trim();
    }
    case 'str':
      return text(v);
    case 'inlineStr':
      return text(inline);
    case 'b':
      if (!v) return null;
      if (v !== '0' && v !== '1') throw new XmlRefusal(damaged());
      return v === '1' ? 'true' : 'false';
    case 'e':
      return null;
    case 'd': {
      if (!v) return null;
      const date = new Date(v);
      if (Number.isNaN(date.getTime())) throw new XmlRefusal(damaged());
      return date;
    }
    default: {
      if (v === undefined || v.trim() === '') return null;
      const number = Number(v);
      if (Number.isNaN(number)) throw new XmlRefusal(damaged());
      if (!context.dateStyles[style]) return number;
      const days = number + (context.epoch1904 ? EPOCH_1904_DAYS : 0) - UNIX_EPOCH_DAY;
      // The cell's wall time as if it were UTC, as read-excel-file gives it (date-cell.ts reads it as Lagos time).
      return new Date(Math.floor(days * DAY_MS));
    }
  }
}

/**
 * The rows of a worksheet part, read as the XML streams in and counted as they come: a sheet of a
 * million lines is refused at its 20,001st, a million empty rows at the 40,001st, and no row or
 * column number may place a cell past the caps (one cell on row 1,048,576 is not padded out to it).
 * @example const sheet = sheetReader(context); xmlPart(sheet.handlers); … sheet.rows() // [['Date', 'Credit'], …]
 */
export function sheetReader(context: SheetContext) {
  const rows: CellValue[][] = [];
  const tooLarge = (detail: string) => new XmlRefusal(statementProblem('statement-too-large', detail));
  let rowsRead = 0;
  let cellsInRow = 0;
  let rowNumber = 0;
  let row: CellValue[] = [];
  let cell: { column: number; type: string; style: number; v?: string } | null = null;
  let inValue = false;
  const rich = richText();
  const handlers: XmlHandlers = {
    open(name, attribute) {
      if (name === 'row') {
        if (++rowsRead > MAX_ROW_ELEMENTS) throw tooLarge(`more than ${MAX_ROW_ELEMENTS.toLocaleString('en-NG')} rows`);
        const numbered = Number(attribute('r') ?? rowNumber + 1);
        if (!Number.isInteger(numbered) || numbered <= rowNumber) throw new XmlRefusal(damaged());
        rowNumber = numbered;
        row = [];
        cellsInRow = 0;
      } else if (name === 'c') {
        const column = columnOf(attribute('r')) ?? row.length + 1;
        if (column > MAX_STATEMENT_COLUMNS || ++cellsInRow > MAX_STATEMENT_COLUMNS) throw tooLarge(`more than ${MAX_STATEMENT_COLUMNS} columns`);
        cell = { column, type: attribute('t') ?? 'n', style: Number(attribute('s') ?? 0) };
      } else if (cell && name === 'v') {
        inValue = true;
        cell.v = '';
      } else if (cell) rich.open(name);
    },
    close(name) {
      if (name === 'c' && cell) {
        const value = cellValue(cell.type, cell.style, cell.v, cell.type === 'inlineStr' ? rich.take() : undefined, context);
        rich.take();
        if (value !== null) row[cell.column - 1] = value;
        cell = null;
      } else if (name === 'v') inValue = false;
      else if (name === 'row') {
        if (row.length === 0) return;
        if (rowNumber > MAX_STATEMENT_ROWS) throw tooLarge(`more than ${MAX_STATEMENT_ROWS.toLocaleString('en-NG')} lines`);
        rows[rowNumber - 1] = row;
      } else if (cell) rich.close(name);
    },
    text(text) {
      if (cell && inValue) cell.v += text;
      else if (cell) rich.text(text);
    },
  };
  return {
    handlers,
    /** The rows from 1 to the last with a value, every row as wide as the widest: gaps are empty. */
    rows: (): CellValue[][] => {
      const width = rows.reduce((widest, cells) => Math.max(widest, cells?.length ?? 0), 0);
      return Array.from(rows, (cells) => Array.from({ length: width }, (_, i) => cells?.[i] ?? null));
    },
  };
}
