import { getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Queryable } from './open';

/**
 * One drizzle query, built and prepared once per database connection and reused after: building
 * a query (drizzle's SQL assembly and entity checks) cost more than running it on the hot paths.
 * Parameters go in as `sql.placeholder(name)`. The cache is keyed by the connection, so a test's
 * fresh database gets its own statements, and a transaction handle shares its database's.
 * @example const byId = preparedQuery((q) => q.select().from(groups).where(eq(groups.id, sql.placeholder('id'))).prepare());
 *          byId(tx).get({ id })
 */
export function preparedQuery<T>(build: (q: Queryable) => T): (q: Queryable) => T {
  const byConnection = new WeakMap<object, T>();
  return (q) => {
    // drizzle keeps the connection on the session it shares between a database and its transactions.
    const connection = (q as unknown as { session: { client: object } }).session.client;
    let query = byConnection.get(connection);
    if (query === undefined) {
      query = build(q);
      byConnection.set(connection, query);
    }
    return query;
  };
}

/**
 * An insert's values with every column of `table` a placeholder named after the column, for an
 * insert prepared once with `preparedQuery`: the row handed to `run` must then carry every column
 * (typed as the table's full row, so a column added later is a compile error, not a silent null).
 * @example const insert = preparedQuery((q) => q.insert(notes).values(placeholdersFor(notes)).prepare()); insert(tx).run(row)
 */
export function placeholdersFor<T extends Table>(table: T): T['$inferInsert'] {
  return Object.fromEntries(Object.keys(getTableColumns(table)).map((column) => [column, sql.placeholder(column)])) as T['$inferInsert'];
}
