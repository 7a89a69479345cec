import { createHash } from 'node:crypto';
import { getTableColumns, is, sql, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './database';

type Params = Record<string, unknown>;
/** What drizzle's SQLite `.prepare()` gives: synchronous runs. */
interface SyncPrepared {
  all(params?: Params): unknown;
  get(params?: Params): unknown;
  run(params?: Params): unknown;
}
/**
 * What drizzle's PostgreSQL `.prepare()` gives: one asynchronous run returning rows, and the
 * configs it hands node-postgres (whose `name` makes it a named server-side statement).
 */
interface PgPrepared {
  execute(params?: Params): Promise<unknown>;
  queryString: string;
  queryConfig: { name?: string };
  rawQueryConfig: { name?: string };
}

/** Statement names by SQL text: the texts of preparedQuery's builders, a set fixed by the code. */
const statementNames = new Map<string, string>();

/**
 * Gives a query built for PostgreSQL the name of its text, so node-postgres parses it once per
 * pooled connection and PostgreSQL plans it from its cache after: a hot read's planning cost more
 * than its run (the answer's four-table read: 1 ms planned, 0.08 ms run). One name per text (a
 * digest of it), as a connection refuses a known name for another text.
 */
function named(query: PgPrepared): PgPrepared {
  let name = statementNames.get(query.queryString);
  if (name === undefined) {
    name = `gp_${createHash('sha1').update(query.queryString).digest('hex').slice(0, 20)}`;
    statementNames.set(query.queryString, name);
  }
  query.queryConfig.name = name;
  query.rawQueryConfig.name = name;
  return query;
}

/** A prepared query's runs, the same on both engines. */
export interface PreparedRuns<P extends SyncPrepared> {
  all(params?: Params): Promise<ReturnType<P['all']>>;
  get(params?: Params): Promise<ReturnType<P['get']>>;
  run(params?: Params): Promise<void>;
}

/** True when `tx` runs on PostgreSQL (drizzle keeps the dialect on every database and transaction). */
export function isPostgres(tx: Tx): boolean {
  return is((tx as unknown as { dialect: unknown }).dialect, PgDialect);
}

/** drizzle keeps the connection (a pooled client in a transaction, else the pool) on the session it shares between a database and its transactions. */
export const connectionOf = (q: Tx): object => (q as unknown as { session: { client: object } }).session.client;

/**
 * The query built once (its text, parameters and result mapping are the same for every
 * connection), sent on `q`'s connection: drizzle's prepared query sends on its `client`, read when
 * it runs, so a run on a transaction's client gets an object of its own whose `client` is that one.
 * Sending on any other connection would run outside the caller's transaction:
 * db/round-trips.test.ts checks a read sees its transaction's own uncommitted row.
 */
function onConnection(built: PgPrepared, q: Tx): PgPrepared {
  const client = connectionOf(q);
  if ((built as unknown as { client?: unknown }).client === undefined) throw new Error('drizzle\u2019s prepared query no longer keeps its client: preparedQuery must be revised');
  return Object.create(built, { client: { value: client } }) as PgPrepared;
}

/**
 * One drizzle query, built and prepared once per SQLite connection and reused after: building a
 * query (drizzle's SQL assembly and entity checks) cost more than running it on the hot paths.
 * Parameters go in as `sql.placeholder(name)`. The cache is keyed by the connection, so a test's
 * fresh database gets its own statements. On PostgreSQL it runs as a named statement, parsed and
 * planned once per pooled connection; drizzle's prepared query is built once per process and each
 * run is sent on the caller's connection (its transaction's, or the pool's), see onConnection.
 * @example const byId = preparedQuery((q) => q.select().from(groups).where(eq(groups.id, sql.placeholder('id'))).prepare());
 *          const group = await byId(tx).get({ id })
 */
export function preparedQuery<P extends SyncPrepared>(build: (q: Tx) => P): (q: Tx) => PreparedRuns<P> {
  const byConnection = new WeakMap<object, PreparedRuns<P>>();
  let builtForPostgres: PgPrepared | undefined;
  return (q) => {
    if (isPostgres(q)) {
      builtForPostgres ??= named(build(q) as unknown as PgPrepared);
      const query = onConnection(builtForPostgres, q);
      return {
        all: (params) => query.execute(params) as Promise<ReturnType<P['all']>>,
        get: async (params) => ((await query.execute(params)) as unknown[])[0] as ReturnType<P['get']>,
        run: async (params) => void (await query.execute(params)),
      };
    }
    const connection = connectionOf(q);
    let runs = byConnection.get(connection);
    if (runs === undefined) {
      const query = build(q);
      runs = {
        all: async (params) => query.all(params) as ReturnType<P['all']>,
        get: async (params) => query.get(params) as ReturnType<P['get']>,
        run: async (params) => void query.run(params),
      };
      byConnection.set(connection, runs);
    }
    return runs;
  };
}

/**
 * An insert's values with every column of `table` a placeholder named after the column, for an
 * insert prepared once with `preparedQuery`: the row handed to `run` must then carry every column
 * (typed as the table's full row, so a column added later is a compile error, not a silent null).
 * @example const insert = preparedQuery((q) => q.insert(notes).values(placeholdersFor(notes)).prepare()); await insert(tx).run(row)
 */
export function placeholdersFor<T extends Table>(table: T): T['$inferInsert'] {
  return Object.fromEntries(Object.keys(getTableColumns(table)).map((column) => [column, sql.placeholder(column)])) as T['$inferInsert'];
}
