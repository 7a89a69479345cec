/**
 * What the statement import and the matcher tell the admin (issue 13 §3): closed sets of
 * kebab-case codes, one text each. Problems are values, never thrown; the texts name the row,
 * the cell and what was found so the admin can fix their file. The message is English (for API
 * clients); the parts travel as `params` so the phone words it in its reader's language
 * (shared/reasons.ts statementProblemText). The detail about a row stays in English.
 */
import { statementProblemText, type StatementProblemCode, type StatementProblemParams } from '../../shared/reasons';

/** Why a statement could not be imported. */
export const STATEMENT_PROBLEM_CODES = [
  'statement-format-unrecognised',
  'statement-columns-not-found',
  'statement-no-credits',
  'statement-row-unreadable',
  'statement-too-large',
  'statement-date-order-unknown',
] as const satisfies readonly StatementProblemCode[];
export type { StatementProblemCode };

/** One refusal: a code, the text for the admin, its parts and, when one row is at fault, its number. */
export interface StatementProblem {
  ok: false;
  code: StatementProblemCode;
  message: string;
  params: StatementProblemParams;
  line?: number;
}

/** The largest statement file or paste we read, in bytes (a year of a busy account is ~2 MB). */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
/** The most rows (or alerts) one statement may hold. */
export const MAX_STATEMENT_ROWS = 20_000;

function problem(code: StatementProblemCode, params: StatementProblemParams): StatementProblem {
  return { ok: false, code, message: statementProblemText(code, params, { locale: 'en' }), params, ...(params.line === undefined ? {} : { line: params.line }) };
}

/**
 * A whole-file problem as a value.
 * @example statementProblem('statement-no-credits').code === 'statement-no-credits'
 */
export function statementProblem(code: Exclude<StatementProblemCode, 'statement-row-unreadable' | 'statement-date-order-unknown'>, detail?: string): StatementProblem {
  const limits = code === 'statement-too-large' ? { rows: MAX_STATEMENT_ROWS.toLocaleString('en-NG'), megabytes: MAX_STATEMENT_BYTES / 1024 / 1024 } : {};
  return problem(code, { problem: true, ...limits, ...(detail ? { detail } : {}) });
}

/**
 * A row that does not parse, named as the admin sees it ("Row 14" in a file, "Alert 3" in a paste).
 * @example rowProblem('Row', 14, 'the amount "5,0O0" in Credit is not a number').message === 'Row 14: the amount "5,0O0" in Credit is not a number. Nothing was imported; correct the row or remove it and try again.'
 */
export function rowProblem(unit: 'Row' | 'Alert', line: number, what: string): StatementProblem {
  return problem('statement-row-unreadable', { problem: true, unit, line, detail: what });
}

/**
 * The file's dates read either way (all day and month parts 12 or less), or its rows disagree: we
 * ask the admin rather than guess. `dates` are two of the file's own dates (shown in any language),
 * `detail` where they are (English, like every detail).
 * @example dateOrderProblem('"09/05/2026", "10/06/2026"', 'row 4 and row 7').code === 'statement-date-order-unknown'
 */
export function dateOrderProblem(dates: string, detail?: string): StatementProblem {
  return problem('statement-date-order-unknown', { problem: true, dates, ...(detail ? { detail } : {}) });
}
