import { eq, getTableName, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Tx } from './database';
import { sendAhead } from './pipeline';
import { isPostgres, preparedQuery } from './prepared';
import { rawRows } from './raw';

/**
 * Locks one row until the transaction ends, before a check-then-write that other requests must
 * not interleave with (a payout against a balance, a total against its limit). On PostgreSQL,
 * SELECT … FOR NO KEY UPDATE: a concurrent transaction locking the same row waits for this one to
 * commit and then reads the new values. Not FOR UPDATE: that also waits for the KEY SHARE lock
 * every insert of a child row takes on its parent (a foreign key check), so a request that had
 * inserted a row naming a user (its idempotency key) and waits for the group's lock, and one that
 * holds the group's lock and locks that user, would deadlock. On SQLite a no-op: its transactions
 * already run one at a time.
 * Sent ahead (db/pipeline.ts): it returns once the lock is asked for, and the caller's next
 * statement shares its round trip; PostgreSQL runs that statement after the lock is granted, and
 * a lock that fails (a deadlock) is the transaction's error.
 * @example await lockRow(tx, projects, projects.id, projectId)
 */
export async function lockRow(tx: Tx, table: SQLiteTable, idColumn: SQLiteColumn, id: string): Promise<void> {
  if (!isPostgres(tx)) return;
  // A row this transaction already locked stays locked until it ends: no second round trip (the
  // history append locks the group its caller, a submit or a decision, has locked already).
  const key = `${getTableName(table)}\u0000${id}`;
  // Counted as held once sent, not once answered: two locks asked at once (a Promise.all) would
  // each start an empty record and the later would drop the other's, and the row be locked again.
  // A second ask that returns early is still safe before the lock is granted: whatever it sends
  // next goes on the same connection, after the lock, and runs only once the lock is held. A lock
  // that fails fails its transaction, so a row counted but not locked is never relied on.
  let held = heldLocks.get(tx);
  if (held?.has(key)) return;
  if (!held) heldLocks.set(tx, (held = new Set()));
  held.add(key);
  await sendAhead(tx, () => lockStatement(table, idColumn)(tx).run({ id }));
}

/** The lock statement of each id column, built once (a named statement: see preparedQuery); PostgreSQL's builder only, as SQLite locks nothing. */
const lockStatements = new Map<SQLiteColumn, ReturnType<typeof preparedQuery>>();
function lockStatement(table: SQLiteTable, idColumn: SQLiteColumn) {
  let statement = lockStatements.get(idColumn);
  if (statement === undefined) {
    statement = preparedQuery((q) => {
      const query = q.select({ id: idColumn }).from(table).where(eq(idColumn, sql.placeholder('id'))) as unknown as { for(strength: 'no key update'): { prepare(): unknown } };
      return query.for('no key update').prepare() as ReturnType<Parameters<typeof preparedQuery>[0]>;
    });
    lockStatements.set(idColumn, statement);
  }
  return statement;
}

/** The rows each open transaction has locked (keyed by its own tx object: a rerun or a savepoint has its own). */
const heldLocks = new WeakMap<Tx, Set<string>>();

/**
 * The rows a query selects, locked for this transaction, skipping rows another transaction has
 * locked: how several server processes share a queue without taking the same item (PostgreSQL's
 * SELECT … FOR UPDATE SKIP LOCKED). On SQLite the query as it is: one transaction at a time.
 * @example const due = await claimRows(tx, tx.select().from(jobs).where(…).limit(20))
 */
export async function claimRows<T>(tx: Tx, query: PromiseLike<T[]>): Promise<T[]> {
  if (!isPostgres(tx)) return query;
  return (query as unknown as { for(strength: 'update', config: { skipLocked: true }): Promise<T[]> }).for('update', { skipLocked: true });
}

/**
 * Locks a name until the transaction ends, for a check-then-write with no row to lock yet (the
 * first sign-up with a username, the first count of a rate cap). PostgreSQL's transaction advisory
 * lock in the two-int form (7303, hashtext(name)), never the one-bigint form, whose keys are the
 * revisions' (db/revision.ts). On SQLite a no-op: its transactions run one at a time.
 * @example await lockKey(tx, `username:${usernameKey(input.username)}`)
 */
export async function lockKey(tx: Tx, name: string): Promise<void> {
  if (!isPostgres(tx)) return;
  await rawRows(tx, sql`SELECT pg_advisory_xact_lock(7303, hashtext(${name}))`);
}
