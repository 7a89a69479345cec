import { Hono, type Context } from 'hono';
import { groupSlugBase } from '../../shared/slugs';
import { groupStatement, purseStatement, statementRangeSchema, type Statement, type StatementInput } from '../../shared/statement';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { answerRefusal } from '../http/json';
import { validate } from '../outcome/validate';
import type { Outcome } from '../outcome/outcome';
import { toCsv } from '../../shared/statement-csv';
import { groupStatementInput, purseStatementInput } from './statement-data';
import { statementTable } from '../../shared/statement-table';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Made = Outcome<{ statement: Statement; input: StatementInput; slug: string }>;

function purseNames(input: StatementInput) {
  return new Map(input.projects.map((p) => [p.id, p.name]));
}

async function answer(c: Context<AppEnv>, made: Made, format: 'csv' | 'xlsx') {
  if (!made.ok) return answerRefusal(c, made);
  const { statement, input, slug } = made.value;
  const rows = statementTable(statement, purseNames(input));
  c.header('Content-Disposition', `attachment; filename="${slug}-statement.${format}"`);
  if (format === 'csv') {
    c.header('Content-Type', 'text/csv; charset=utf-8');
    return c.body(toCsv(rows));
  }
  // The workbook writer loads on the first XLSX asked for, not with every start of the server.
  const { toXlsx } = await import('./xlsx');
  c.header('Content-Type', XLSX_TYPE);
  return c.body(new Uint8Array(await toXlsx(rows)));
}

/** The statement's period from `?from=&to=` (YYYY-MM-DD, both optional). */
function rangeOf(c: Context<AppEnv>) {
  return validate(statementRangeSchema, { ...(c.req.query('from') === undefined ? {} : { from: c.req.query('from') }), ...(c.req.query('to') === undefined ? {} : { to: c.req.query('to') }) });
}

const readOnly = { readOnly: true };

async function purse(c: Context<AppEnv>, db: Database): Promise<Made> {
  const range = rangeOf(c);
  if (!range.ok) return range;
  const loaded = await db.transaction((tx) => purseStatementInput(tx, actorOf(c), c.req.param('projectId') ?? '', range.value, c.var.now), readOnly);
  if (!loaded.ok) return loaded;
  const { input, project } = loaded.value;
  return { ok: true, value: { statement: purseStatement(input, project.id), input, slug: groupSlugBase(project.name) } };
}

async function group(c: Context<AppEnv>, db: Database): Promise<Made> {
  const range = rangeOf(c);
  if (!range.ok) return range;
  const loaded = await db.transaction((tx) => groupStatementInput(tx, actorOf(c), c.req.param('groupId') ?? '', range.value, c.var.now), readOnly);
  if (!loaded.ok) return loaded;
  return { ok: true, value: { statement: groupStatement(loaded.value), input: loaded.value, slug: groupSlugBase(loaded.value.group.name) } };
}

/**
 * Statements for spreadsheets (issue 11 §5), for a group's admin and partners; mounted on /api.
 * The books are read in one read-only transaction; the statement and the file are made after it
 * has ended, so a large workbook never holds the database.
 */
export function statementsApi(db: Database) {
  return new Hono<AppEnv>()
    .get('/projects/:projectId/statement.csv', requireUser, async (c) => answer(c, await purse(c, db), 'csv'))
    .get('/projects/:projectId/statement.xlsx', requireUser, async (c) => answer(c, await purse(c, db), 'xlsx'))
    .get('/groups/:groupId/statement.csv', requireUser, async (c) => answer(c, await group(c, db), 'csv'));
}
