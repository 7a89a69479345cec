import type { SQL } from 'drizzle-orm';
import type { Tx } from './database';
import { isPostgres } from './prepared';

/**
 * Runs one SQL statement built with drizzle's `sql` (so identifiers and parameters are written in
 * the engine's own dialect) and returns the driver's rows unmapped: for the hot reads that map
 * rows themselves (sync/raw-rows.ts). Standard SQL only: it runs on both engines.
 * @example const rows = await rawRows<{ revision: number }>(tx, sql`SELECT revision FROM ${contributions} WHERE …`)
 */
export async function rawRows<R>(tx: Tx, query: SQL): Promise<R[]> {
  if (isPostgres(tx)) return ((await (tx as unknown as { execute(q: SQL): Promise<{ rows: R[] }> }).execute(query)).rows);
  return (tx as unknown as { all(q: SQL): R[] }).all(query);
}
