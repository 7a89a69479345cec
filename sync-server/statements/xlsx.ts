import writeXlsxFile from 'write-excel-file/node';
import type { Cell } from '../../shared/statement-table';
import { xlsxCells } from '../../shared/xlsx-cells';

/** The statement table as an .xlsx workbook of one sheet (the cells as shared/xlsx-cells.ts makes them, as the phone's dues workbook). */
export async function toXlsx(rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  return writeXlsxFile(xlsxCells(rows), { sheet: 'Statement' }).toBuffer();
}
