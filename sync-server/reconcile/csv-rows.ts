import { CsvError, parse } from 'csv-parse/sync';
import { findHeader } from './header-row';
import { MAX_STATEMENT_ROWS, rowProblem, statementProblem, type StatementProblem } from './messages';
import type { TableRow } from './table-credits';

const DELIMITERS = [',', ';', '\t'] as const;
type Delimiter = (typeof DELIMITERS)[number];
const SNIFF_LINES = 60;

function records(text: string, delimiter: Delimiter): string[][] {
  // Empty lines are kept as records so that a record's index + 1 is the row a spreadsheet shows.
  // Reading stops one record past the cap: a file of a million lines costs what 20,001 cost.
  return parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false, to: MAX_STATEMENT_ROWS + 1 }) as string[][];
}

/**
 * The delimiter (comma, semicolon or tab) under which the first lines of a text hold a
 * statement's header row, or null when none does.
 * @example sniffDelimiter('Date;Credit\n24/11/2026;5000') === ';'
 */
export function sniffDelimiter(text: string): Delimiter | null {
  // Line by line, so that a broken quote further down (reported by the full parse, with its row)
  // does not hide the header.
  const head = text.split('\n', SNIFF_LINES);
  for (const delimiter of DELIMITERS) {
    for (const line of head) {
      if (!line.includes(delimiter)) continue;
      try {
        if (findHeader(records(line, delimiter))) return delimiter;
      } catch {
        // This line is not a header under this delimiter.
      }
    }
  }
  return null;
}

/**
 * The rows of a CSV text (line endings already '\n'), numbered as a spreadsheet shows them.
 * @example csvRows('Date,Credit\n24/11/2026,5000', ',') -> [{ line: 1, cells: ['Date', 'Credit'] }, ...]
 */
export function csvRows(text: string, delimiter: Delimiter): TableRow[] | StatementProblem {
  let parsed: string[][];
  try {
    parsed = records(text, delimiter);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The record being read when parsing stopped is the one after those completed.
    const line = Number((error as CsvError & { records?: number }).records ?? 0) + 1;
    const what = error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quoted cell (starting with ") is never closed' : 'the quotes in this row do not pair up';
    return rowProblem('Row', line, what);
  }
  if (parsed.length > MAX_STATEMENT_ROWS) return statementProblem('statement-too-large', `more than ${MAX_STATEMENT_ROWS.toLocaleString('en-NG')} lines`);
  return parsed.map((cells, index) => ({ line: index + 1, cells }));
}
