import { InvalidInputError, readSheet, type SheetData } from 'read-excel-file/node';
import type { CellValue } from './amount-cell';
import { MAX_STATEMENT_ROWS, statementProblem, type StatementProblem } from './messages';
import type { TableRow } from './table-credits';

/** The most an XLSX may unpack to: a 20,000-row sheet is ~10 MB of XML; more is a zip bomb. */
export const MAX_XLSX_UNPACKED_BYTES = 64 * 1024 * 1024;

/**
 * The total unpacked size a zip's central directory declares, or null when it has none we can
 * read (not a zip, or zip64, whose sizes do not fit these fields).
 * @example zipUnpackedBytes(new Uint8Array([1, 2, 3])) === null
 */
export function zipUnpackedBytes(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const entries = view.getUint16(at + 10, true);
    let entry = view.getUint32(at + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i += 1) {
      if (entry + 46 > bytes.length || view.getUint32(entry, true) !== 0x02014b50) return null;
      const size = view.getUint32(entry + 24, true);
      if (size === 0xffffffff) return null;
      total += size;
      entry += 46 + view.getUint16(entry + 28, true) + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
    }
    return total;
  }
  return null;
}

/**
 * The rows of an XLSX workbook's first sheet, numbered as Excel shows them. Date cells come as
 * Dates, numbers as numbers; nothing is unpacked past MAX_XLSX_UNPACKED_BYTES.
 * @example await xlsxRows(bytes) -> [{ line: 1, cells: ['Account Name: ADA', null] }, ...]
 */
export async function xlsxRows(bytes: Uint8Array): Promise<TableRow[] | StatementProblem> {
  const unpacked = zipUnpackedBytes(bytes);
  if (unpacked === null) return statementProblem('statement-format-unrecognised', 'the Excel file is damaged');
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) return statementProblem('statement-too-large');
  let sheet: SheetData;
  try {
    sheet = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    // A zip that is not a workbook (a .docx, a damaged download) is a file we cannot read.
    if (error instanceof InvalidInputError || (error instanceof Error && /spreadsheet|sheet|xml/i.test(error.name + error.message))) {
      return statementProblem('statement-format-unrecognised', 'the Excel file is damaged or is not a workbook');
    }
    throw error;
  }
  if (sheet.length > MAX_STATEMENT_ROWS) return statementProblem('statement-too-large', `${sheet.length.toLocaleString('en-NG')} lines`);
  return sheet.map((row, index) => ({
    line: index + 1,
    cells: row.map((cell): CellValue => (typeof cell === 'boolean' ? String(cell) : (cell as CellValue))),
  }));
}
