/**
 * The node-postgres type parsers that make PostgreSQL's answers read like SQLite's through the
 * SQLite column objects the server builds its queries from: those columns expect a number for an
 * integer (and a time, `new Date(number)`), and the JSON text they wrote, which they parse.
 *
 * They go on node-postgres's process-wide registry, not on a pool's `types` option: drizzle's
 * node-postgres driver passes its own per-query `types` (to keep timestamps as text), whose
 * fallback is `pg.types.getTypeParser`, and node-postgres uses a query's `types` instead of its
 * client's, so a pool's override never reaches a drizzle query (measured with drizzle-orm 0.45.4
 * and pg 8.23: through the same pool, `pool.query` gave 9007199254740991, drizzle gave
 * '9007199254740991' and a parsed object for json).
 */
import pg from 'pg';

/** The parsers by type OID: int8 and numeric (sum, avg) to number, json left as its text. */
export const SQLITE_LIKE_PARSERS: Readonly<Record<number, (text: string) => unknown>> = {
  // Exact up to 2^53, the bound the schema states for kobo and revisions.
  20: Number,
  1700: Number,
  114: (text) => text,
};

/**
 * Installs `SQLITE_LIKE_PARSERS` for this process; returns what puts the previous parsers back.
 * @example const restore = useSqliteLikeParsers(); … restore();
 */
export function useSqliteLikeParsers(): () => void {
  const previous = Object.keys(SQLITE_LIKE_PARSERS).map((oid) => [Number(oid), pg.types.getTypeParser(Number(oid), 'text')] as const);
  for (const [oid, parse] of Object.entries(SQLITE_LIKE_PARSERS)) pg.types.setTypeParser(Number(oid), 'text', parse);
  return () => {
    for (const [oid, parse] of previous) pg.types.setTypeParser(oid, 'text', parse);
  };
}
