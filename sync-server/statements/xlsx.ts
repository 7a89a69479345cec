import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { lagosMinute, type Cell } from '../../shared/statement-table';

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

/**
 * The statement table as an .xlsx workbook of one sheet: money as numbers in naira shown with two
 * decimals, dates as date cells (issue 23: text dates do not sort or filter), text as text (a
 * cell is never a formula, whatever a name starts with).
 */
export async function toXlsx(rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const data: SheetData = rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return null;
      if (typeof cell === 'string') return { type: String, value: cell };
      if ('kobo' in cell) return { type: Number, value: cell.kobo / 100, format: '#,##0.00' };
      if ('day' in cell) return { type: Date, value: wallClock(cell.day), format: DAY_FORMAT };
      return { type: Date, value: wallClock(lagosMinute(cell.lagosTime)), format: LAGOS_TIME_FORMAT };
    }),
  );
  return writeXlsxFile(data, { sheet: 'Statement' }).toBuffer();
}
