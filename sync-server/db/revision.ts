import { sql } from 'drizzle-orm';
import type { Queryable } from './open';



/**
 * Takes the next server-wide revision number. Call it inside the write's transaction: the number
 * and the row it stamps commit together, so a client's cursor never skips a committed change.
 */
export function nextRevision(tx: Queryable): number {
  const row = tx.get<{ value: number }>(
    sql`UPDATE counters SET value = value + 1 WHERE name = 'revision' RETURNING value`,
  );
  if (!row) throw new Error('revision counter missing');
  return row.value;
}
