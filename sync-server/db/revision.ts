import { eq, sql } from 'drizzle-orm';
import type { Queryable } from './open';
import { preparedQuery } from './prepared';
import { counters } from './schema';

// Every synced write runs it, often several times: built once per database.
const takeNext = preparedQuery((q) =>
  q
    .update(counters)
    .set({ value: sql`${counters.value} + 1` })
    .where(eq(counters.name, 'revision'))
    .returning({ value: counters.value })
    .prepare(),
);

/**
 * Takes the next server-wide revision number. Call it inside the write's transaction: the number
 * and the row it stamps commit together, so a client's cursor never skips a committed change.
 */
export function nextRevision(tx: Queryable): number {
  const row = takeNext(tx).get();
  if (!row) throw new Error('revision counter missing');
  return row.value;
}

/**
 * Takes `count` consecutive revision numbers at once and returns the first; the rows stamped with
 * first .. first + count - 1 commit with the counter, like nextRevision. For re-stamping many rows
 * in one statement (a group's history when what members may see of it changes).
 */
export function nextRevisions(tx: Queryable, count: number): number {
  const row = tx.get<{ value: number }>(
    sql`UPDATE counters SET value = value + ${count} WHERE name = 'revision' RETURNING value`,
  );
  if (!row) throw new Error('revision counter missing');
  return row.value - count + 1;
}
