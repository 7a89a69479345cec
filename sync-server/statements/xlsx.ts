import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { Cell } from '../../shared/statement-table';

/**
 * The statement table as an .xlsx workbook of one sheet: money as numbers in naira shown with two
 * decimals, text as text (a cell is never a formula, whatever a name starts with).
 */
export async function toXlsx(rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const data: SheetData = rows.map((row) =>
    row.map((cell) => {
      if (cell === null) return null;
      if (typeof cell === 'string') return { type: String, value: cell };
      return { type: Number, value: cell.kobo / 100, format: '#,##0.00' };
    }),
  );
  return writeXlsxFile(data, { sheet: 'Statement' }).toBuffer();
}
