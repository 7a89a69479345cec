/**
 * A statement table (shared/statement-table.ts cells) as a workbook's sheet data, the same on the
 * server (`write-excel-file/node`) and on the phone (`write-excel-file/browser`, loaded on the tap):
 * money as numbers in naira shown with two decimals, dates as date cells (issue 23: text dates do
 * not sort or filter), text as text (a cell is never a formula, whatever a name starts with).
 */
import type { SheetData } from 'write-excel-file/universal';
import { lagosMinute, type Cell } from './statement-table';

/** Shown as the CSV shows them; the cell under the format is a real date a spreadsheet sorts and filters. */
const DAY_FORMAT = 'yyyy-mm-dd';
const LAGOS_TIME_FORMAT = 'yyyy-mm-dd hh:mm "WAT"';

/**
 * A Lagos wall-clock time ('YYYY-MM-DD' or 'YYYY-MM-DD HH:MM') as the Date whose UTC fields read
 * the same: the writer turns a Date's UTC fields into the cell's serial number, and a spreadsheet
 * date has no time zone, so the cell shows Lagos time (the format labels it WAT).
 */
function wallClock(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}${text.length === 10 ? 'T00:00' : ''}:00.000Z`);
}

/** @example xlsxCells([['Kemi', { kobo: 500_000 }]]) // [[{ type: String, value: 'Kemi' }, { type: Number, value: 5000, format: '#,##0.00' }]] */
export function xlsxCells(rows: readonly (readonly Cell[])[]): SheetData {
  return rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return null;
      if (typeof cell === 'string') return { type: String, value: cell };
      if ('kobo' in cell) return { type: Number, value: cell.kobo / 100, format: '#,##0.00' };
      if ('day' in cell) return { type: Date, value: wallClock(cell.day), format: DAY_FORMAT };
      return { type: Date, value: wallClock(lagosMinute(cell.lagosTime)), format: LAGOS_TIME_FORMAT };
    }),
  );
}
