import { statementProblem, type StatementProblem } from './messages';
import type { TableRow } from './table-credits';
import { partPath, relationshipsReader, sharedStringsReader, stylesReader, workbookReader } from './xlsx-parts';
import { sheetReader } from './xlsx-sheet';
import { damaged, xmlPart, type XmlHandlers } from './xlsx-xml';
import { unpackEntry, zipDirectory, type UnpackBudget, type ZipEntry } from './xlsx-zip';

/**
 * The most an XLSX's parts may unpack to, bounded while they unpack (never the sizes the zip
 * declares): a 20,000-row statement of 7 columns is ~7 MB of XML; more is a zip bomb.
 */
export const MAX_XLSX_UNPACKED_BYTES = 32 * 1024 * 1024;

const tooLarge = () => statementProblem('statement-too-large', `the Excel file unpacks to more than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB`);

/**
 * XML handed to a part's reader at once. A token split across two pieces is read again with the
 * next one (saxen), so pieces as large as the longest token allowed keep that cost linear.
 */
const XML_PIECE_BYTES = 1024 * 1024;

/** Unpacks one part and streams it through its handlers; a missing part is `missing` (null: fine to do without). */
function readPart(bytes: Uint8Array, entry: ZipEntry | undefined, budget: UnpackBudget, handlers: XmlHandlers, missing: StatementProblem | null): StatementProblem | null {
  if (!entry) return missing;
  const unpacked = unpackEntry(bytes, entry, budget);
  if (unpacked === 'over-budget') return tooLarge();
  if (unpacked === 'damaged') return damaged();
  const part = xmlPart(handlers);
  // The reading stops at the part's first refusal (a row past the cap, nesting too deep).
  for (let from = 0; from < unpacked.length; from += XML_PIECE_BYTES) {
    const problem = part.write(unpacked.subarray(from, from + XML_PIECE_BYTES));
    if (problem) return problem;
  }
  return part.end();
}

/**
 * The rows of an XLSX workbook's first sheet, numbered as Excel shows them. Date cells come as
 * Dates, numbers as numbers. Every count is kept as the file is read (xlsx-zip.ts, xlsx-xml.ts,
 * xlsx-sheet.ts): the bytes the parts really unpack to, the sheet's rows and columns, the nesting
 * depth, the longest token. Any of them over its cap stops the reading there.
 * @example await xlsxRows(bytes) -> [{ line: 1, cells: ['Account Name: ADA', null] }, ...]
 */
export async function xlsxRows(bytes: Uint8Array): Promise<TableRow[] | StatementProblem> {
  const entries = zipDirectory(bytes);
  if (entries === null) return damaged();
  // A cheap early refusal: a zip that admits to being a bomb is not unpacked at all.
  if (entries.reduce((sum, entry) => sum + entry.declaredSize, 0) > MAX_XLSX_UNPACKED_BYTES) return tooLarge();
  const byName = new Map(entries.map((entry) => [entry.name.replace(/^\//, ''), entry]));
  const budget: UnpackBudget = { bytesLeft: MAX_XLSX_UNPACKED_BYTES };
  const read = (name: string, handlers: XmlHandlers, missing: StatementProblem | null) => readPart(bytes, byName.get(name), budget, handlers, missing);

  const workbook = workbookReader();
  const relationships = relationshipsReader();
  const first =
    read('xl/workbook.xml', workbook.handlers, damaged()) ?? read('xl/_rels/workbook.xml.rels', relationships.handlers, damaged());
  if (first) return first;
  const target = relationships.value.get(workbook.value.firstSheetId ?? '');
  if (target === undefined) return damaged();

  const sharedStrings = sharedStringsReader();
  const styles = stylesReader();
  const parts =
    read(partPath(relationships.types.get('sharedStrings') ?? 'sharedStrings.xml'), sharedStrings.handlers, null) ??
    read(partPath(relationships.types.get('styles') ?? 'styles.xml'), styles.handlers, null);
  if (parts) return parts;

  const sheet = sheetReader({ sharedStrings: sharedStrings.value, dateStyles: styles.dateStyles(), epoch1904: workbook.value.epoch1904 });
  const sheetProblem = read(partPath(target), sheet.handlers, damaged());
  if (sheetProblem) return sheetProblem;
  return sheet.rows().map((cells, index) => ({ line: index + 1, cells }));
}
