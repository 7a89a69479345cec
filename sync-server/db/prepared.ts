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
