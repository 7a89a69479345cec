/**
 * The treasurer's grid as an .xlsx workbook, made on the phone (offline too): the lazy chunk the
 * Download XLSX button loads on its tap, so the workbook writer (about 20 KiB gzip) never reaches
 * a screen that does not ask for it. The cells are those of the server's statement workbook.
 */
import writeXlsxFile from 'write-excel-file/browser';
import type { Cell } from '../../../shared/statement-table';
import { xlsxCells } from '../../../shared/xlsx-cells';

export async function duesXlsx(rows: readonly (readonly Cell[])[], sheet: string): Promise<Blob> {
  // A sheet's name is at most 31 characters, none of : \ / ? * [ ].
  return writeXlsxFile(xlsxCells(rows), { sheet: sheet.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Dues' }).toBlob();
}
