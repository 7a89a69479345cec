/**
 * What the statement import and the matcher tell the admin (issue 13 §3): closed sets of
 * kebab-case codes, one text each. Problems are values, never thrown; the texts name the row,
 * the cell and what was found so the admin can fix their file.
 */

/** Why a statement could not be imported. */
export const STATEMENT_PROBLEM_CODES = [
  'statement-format-unrecognised',
  'statement-columns-not-found',
  'statement-no-credits',
  'statement-row-unreadable',
  'statement-too-large',
] as const;
export type StatementProblemCode = (typeof STATEMENT_PROBLEM_CODES)[number];

/** One refusal: a code, the text for the admin and, when one row is at fault, its number. */
export interface StatementProblem {
  ok: false;
  code: StatementProblemCode;
  message: string;
  line?: number;
}

/** The largest statement file or paste we read, in bytes (a year of a busy account is ~2 MB). */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
/** The most rows (or alerts) one statement may hold. */
export const MAX_STATEMENT_ROWS = 20_000;

const UPLOAD_HINT = "Download the CSV or Excel statement from your bank's app or internet banking, or paste the credit alert texts.";

/**
 * The texts, one per code; the row text is built by `rowProblem`.
 * @example STATEMENT_PROBLEM_TEXTS['statement-no-credits']
 */
export const STATEMENT_PROBLEM_TEXTS: Record<Exclude<StatementProblemCode, 'statement-row-unreadable'>, string> = {
  'statement-format-unrecognised': `This is not a bank statement we can read. ${UPLOAD_HINT}`,
  'statement-columns-not-found':
    'We could not find the header row of this statement: it needs a date column and a credit (or amount) column, e.g. "Trans Date" and "Credit".',
  'statement-no-credits': 'This statement has no credits (money in), so there is nothing to match.',
  'statement-too-large': `This statement is too large: at most ${MAX_STATEMENT_ROWS.toLocaleString('en-NG')} lines and ${MAX_STATEMENT_BYTES / 1024 / 1024} MB. Export a shorter period.`,
};

/**
 * A whole-file problem as a value.
 * @example statementProblem('statement-no-credits').code === 'statement-no-credits'
 */
export function statementProblem(code: Exclude<StatementProblemCode, 'statement-row-unreadable'>, detail?: string): StatementProblem {
  const text = STATEMENT_PROBLEM_TEXTS[code];
  return { ok: false, code, message: detail ? `${text} (${detail})` : text };
}

/**
 * A row that does not parse, named as the admin sees it ("Row 14" in a file, "Alert 3" in a paste).
 * @example rowProblem('Row', 14, 'the amount "5,0O0" in Credit is not a number').message === 'Row 14: the amount "5,0O0" in Credit is not a number. Nothing was imported; correct the row or remove it and try again.'
 */
export function rowProblem(unit: 'Row' | 'Alert', line: number, what: string): StatementProblem {
  return {
    ok: false,
    code: 'statement-row-unreadable',
    line,
    message: `${unit} ${line}: ${what}. Nothing was imported; correct the row or remove it and try again.`,
  };
}
