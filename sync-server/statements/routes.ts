import { Hono, type Context } from 'hono';
import { groupSlugBase } from '../../shared/slugs';
import { groupStatement, purseStatement, statementRangeSchema, type Statement, type StatementInput } from '../../shared/statement';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { answerRefusal, validate } from '../http/json';
import type { Outcome } from '../http/outcome';
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

function purse(c: Context<AppEnv>, db: Db): Made {
  const range = rangeOf(c);
  if (!range.ok) return range;
  const loaded = purseStatementInput(db, actorOf(c), c.req.param('projectId') ?? '', range.value, c.var.now);
  if (!loaded.ok) return loaded;
  const { input, project } = loaded.value;
  return { ok: true, value: { statement: purseStatement(input, project.id), input, slug: groupSlugBase(project.name) } };
}

function group(c: Context<AppEnv>, db: Db): Made {
  const range = rangeOf(c);
  if (!range.ok) return range;
  const loaded = groupStatementInput(db, actorOf(c), c.req.param('groupId') ?? '', range.value, c.var.now);
  if (!loaded.ok) return loaded;
  return { ok: true, value: { statement: groupStatement(loaded.value), input: loaded.value, slug: groupSlugBase(loaded.value.group.name) } };
}

/** Statements for spreadsheets (issue 11 §5), for a group's admin and partners; mounted on /api. */
export function statementsApi(db: Db) {
  return new Hono<AppEnv>()
    .get('/projects/:projectId/statement.csv', requireUser, (c) => answer(c, purse(c, db), 'csv'))
    .get('/projects/:projectId/statement.xlsx', requireUser, (c) => answer(c, purse(c, db), 'xlsx'))
    .get('/groups/:groupId/statement.csv', requireUser, (c) => answer(c, group(c, db), 'csv'));
}
