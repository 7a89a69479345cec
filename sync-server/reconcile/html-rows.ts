import { Parser } from 'htmlparser2';
import { MAX_STATEMENT_ROWS, statementProblem, type StatementProblem } from './messages';
import type { TableRow } from './table-credits';

/**
 * The rows of every <table> in an HTML document (GTBank's ".xls" export), numbered in document
 * order as Excel shows them when it opens the file; cell text is decoded and single-spaced.
 * @example htmlRows('<table><tr><td>Date</td><td>Credit</td></tr></table>') -> [{ line: 1, cells: ['Date', 'Credit'] }]
 */
export function htmlRows(html: string): TableRow[] | StatementProblem {
  const rows: TableRow[] = [];
  let row: string[] | null = null;
  let cell: string | null = null;
  let tooMany = false;
  const endCell = () => {
    if (row && cell !== null) row.push(cell.replace(/\s+/g, ' ').trim());
    cell = null;
  };
  const endRow = () => {
    endCell();
    if (row) {
      if (rows.length >= MAX_STATEMENT_ROWS) tooMany = true;
      else rows.push({ line: rows.length + 1, cells: row });
    }
    row = null;
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'tr') {
          endRow();
          row = [];
        } else if (name === 'td' || name === 'th') {
          endCell();
          cell = '';
        } else if (name === 'br' && cell !== null) cell += ' ';
      },
      ontext(data) {
        if (cell !== null) cell += data;
      },
      onclosetag(name) {
        if (name === 'td' || name === 'th') endCell();
        else if (name === 'tr' || name === 'table') endRow();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  endRow();
  if (tooMany) return statementProblem('statement-too-large');
  return rows;
}
