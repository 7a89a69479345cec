import { Parser } from 'htmlparser2';
import { MAX_STATEMENT_ROWS, statementProblem, type StatementProblem } from './messages';
import type { TableRow } from './table-credits';

/**
 * The deepest elements may nest. GTBank's export is a table in a page, a dozen deep at most; the
 * parser's work on each tag grows with the depth (it searches its stack of open elements), so a
 * file of 80,000 nested tables cost the square of that. Counted as the tags open.
 */
export const MAX_HTML_DEPTH = 64;

/** Thrown from the parser's callbacks to stop it at the first refusal. */
class Stop {
  constructor(readonly problem: StatementProblem) {}
}

/**
 * The rows of every <table> in an HTML document (GTBank's ".xls" export), numbered in document
 * order as Excel shows them when it opens the file; cell text is decoded and single-spaced. The
 * reading stops at the first row past the cap or element past the depth limit.
 * @example htmlRows('<table><tr><td>Date</td><td>Credit</td></tr></table>') -> [{ line: 1, cells: ['Date', 'Credit'] }]
 */
export function htmlRows(html: string): TableRow[] | StatementProblem {
  const rows: TableRow[] = [];
  let row: string[] | null = null;
  let cell: string | null = null;
  let depth = 0;
  const endCell = () => {
    if (row && cell !== null) row.push(cell.replace(/\s+/g, ' ').trim());
    cell = null;
  };
  const endRow = () => {
    endCell();
    if (row) {
      if (rows.length >= MAX_STATEMENT_ROWS) throw new Stop(statementProblem('statement-too-large', `more than ${MAX_STATEMENT_ROWS.toLocaleString('en-NG')} lines`));
      rows.push({ line: rows.length + 1, cells: row });
    }
    row = null;
  };
  const parser = new Parser(
    {
      onopentag(name) {
        // Every open tag is matched by one onclosetag, implied ones (a void <br>, a <tr> closing
        // the previous <tr>) included, so this is the parser's own stack depth.
        if (++depth > MAX_HTML_DEPTH) throw new Stop(statementProblem('statement-too-complex', `elements nested more than ${MAX_HTML_DEPTH} deep`));
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
        depth -= 1;
        if (name === 'td' || name === 'th') endCell();
        else if (name === 'tr' || name === 'table') endRow();
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  try {
    parser.end(html);
    endRow();
  } catch (error) {
    if (error instanceof Stop) return error.problem;
    throw error;
  }
  return rows;
}
