/**
 * Server-wide revision numbers: every synced row carries the revision of its last write, and a
 * device pulls "what changed after my cursor". The promise: a device's cursor never skips a row
 * that commits. The danger is a writer that took revision 7 and commits after a puller already
 * saw revision 8 and moved its cursor to 8: row 7 would never be sent.
 *
 * SQLite: one row of `counters` holds the last number, written inside the write's transaction. Its
 * writes run one at a time, so numbers commit in order and the counter itself is the watermark.
 * The writes that wait together run as one transaction (db/open.ts), and inside it the numbers are
 * handed out from memory: the counter is read at the batch's first number and written back once,
 * before its COMMIT (openRevisionBatch).
 *
 * PostgreSQL: writers run side by side, and one counter row would make each wait for the previous
 * one to commit. Instead (functions in db/pg/migrations/0001_revisions.sql):
 * - Numbers come from the sequence `revision_seq`: nextval never waits for another transaction,
 *   and numbers are unique (CACHE 1, so its last_value is the highest number handed out).
 * - `gp_take_revisions(n)` takes the numbers and, for the first number a transaction takes, an
 *   advisory lock keyed by that number, held until the transaction commits or aborts. Its later
 *   numbers are larger, so that one lock stands for all of them.
 * - A gate (session advisory lock 7301/0) closes the gap between nextval and that lock: every
 *   allocation holds it shared across the two (microseconds); an allocation of n > 1 holds it
 *   exclusively, so no other number is taken between its nextval and setval(first + n - 1) and
 *   its n numbers are consecutive.
 * - `gp_revision_watermark()` takes the gate exclusively (so no number is out yet unlocked), reads
 *   the sequence's last value L and the smallest revision still locked S, and returns
 *   least(L, S - 1). Every number up to it belonged to a transaction that had ended at that moment.
 * - The pull calls it outside any transaction, then opens its REPEATABLE READ snapshot: the
 *   transactions behind every number up to the watermark had ended before the snapshot began, so
 *   it sees all of them that committed, and the pull sends nothing above the watermark. A number
 *   taken after the check is above L, so above the watermark. Hence a cursor set to the watermark
 *   never passes a row that commits later (db/revision-concurrency.test.ts runs it against many
 *   writers; a cursor at the largest revision seen instead fails it).
 * A long transaction holds the watermark back (its rows, and those after them, wait for it), which
 * is the point; the gate's waits are for allocations in progress only, never for a commit.
 */
import type BetterSqlite3 from 'better-sqlite3';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Tx } from './database';
import type { PostgresDatabase } from './postgres';
import { connectionOf, isPostgres, preparedQuery } from './prepared';
import { rawRows } from './raw';
import { counters } from './schema';

// Every synced write on SQLite runs it, often several times: built once per database.
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
 * @example await tx.update(groups).set({ name, revision: await nextRevision(tx) })…
 */
export async function nextRevision(tx: Tx): Promise<number> {
  if (isPostgres(tx)) {
    const held = reserved.get(tx);
    if (held && held.next <= held.last) return held.next++;
    return takeOnPostgres(tx, 1);
  }
  const batch = sqliteBatches.get(connectionOf(tx));
  if (batch) return batch.take(1);
  const row = await takeNext(tx).get();
  if (!row) throw new Error('revision counter missing');
  return row.value;
}

/**
 * Takes `count` consecutive revision numbers at once and returns the first; the rows stamped with
 * first .. first + count - 1 commit with them, like nextRevision. For re-stamping many rows in one
 * statement (a group's history when what members may see of it changes).
 * @example const first = await nextRevisions(tx, entries.length)
 */
export async function nextRevisions(tx: Tx, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`nextRevisions needs a count of at least 1, got ${count}`);
  if (isPostgres(tx)) {
    // Its block is above any number reserved before it: what is left of a reservation would
    // stamp later rows lower, so it is given up (a gap, which a cursor passes over).
    reserved.delete(tx);
    return takeOnPostgres(tx, count);
  }
  const batch = sqliteBatches.get(connectionOf(tx));
  if (batch) return batch.take(count);
  const [row] = await tx
    .update(counters)
    .set({ value: sql`${counters.value} + ${count}` })
    .where(eq(counters.name, 'revision'))
    .returning({ value: counters.value });
  if (!row) throw new Error('revision counter missing');
  return row.value - count + 1;
}

/** The SQLite connections in a write batch (openRevisionBatch), with the numbers it hands out. */
const sqliteBatches = new WeakMap<object, { take(count: number): number }>();

/** A write batch's revision numbers on SQLite (openRevisionBatch). */
export interface RevisionBatch {
  /** Writes the last number handed out back to the counter: inside the transaction, before its COMMIT. Ends the batch. */
  close(): void;
  /** Ends the batch without writing (its transaction rolled back): the counter keeps the value it had. */
  abandon(): void;
}

/**
 * Hands out the revision numbers of one SQLite write transaction from memory (db/open.ts opens
 * one per batch of writes, right after BEGIN IMMEDIATE): the counter is read at the first number
 * taken, each nextRevision and nextRevisions of any transaction object on `sqlite` (drizzle's
 * nested ones too: keyed by the connection) counts on from it, and close() writes the last number
 * back once. A submit took three numbers, each an UPDATE … RETURNING of the counter row; a batch
 * of them now reads and writes that row once. A write of the batch undone alone (its savepoint
 * rolled back) leaves the numbers it took unused: a gap, which a cursor passes over, as on
 * PostgreSQL. BEGIN IMMEDIATE keeps any other connection from writing the counter meanwhile.
 * @example const revisions = openRevisionBatch(sqlite); … revisions.close(); commit.run();
 */
export function openRevisionBatch(sqlite: BetterSqlite3.Database): RevisionBatch {
  let last: number | null = null;
  let first: number | null = null;
  sqliteBatches.set(sqlite, {
    take(count) {
      // SQLite ended the transaction itself (an I/O error): a number taken now would be written
      // outside it while the batch is lost, and handed out again by the next one.
      if (!sqlite.inTransaction) throw new Error('a revision number was asked for after the write transaction ended');
      if (last === null) {
        const row = sqlite.prepare("SELECT value FROM counters WHERE name = 'revision'").get() as { value: number } | undefined;
        if (!row) throw new Error('revision counter missing');
        first = last = row.value;
      }
      last += count;
      return last - count + 1;
    },
  });
  return {
    close() {
      sqliteBatches.delete(sqlite);
      if (last !== null && last !== first) sqlite.prepare("UPDATE counters SET value = ? WHERE name = 'revision'").run(last);
    },
    abandon: () => void sqliteBatches.delete(sqlite),
  };
}

/** Numbers a transaction took ahead (reserveRevisions), handed out in order by nextRevision. */
const reserved = new WeakMap<Tx, { next: number; last: number }>();

/**
 * Takes now, in one round trip, the `count` revision numbers the next nextRevision calls of this
 * transaction will hand out, in order: for a write that knows it stamps several rows one by one
 * (a submit: the payment, its history entry, the admin's notice). On PostgreSQL each take is a
 * round trip (gp_take_revisions) and the group's lock is held across them; on SQLite a counter in
 * the same file, so nothing is taken ahead. Reserve only what the write will use: a number left
 * over is a gap in the revisions, harmless to a cursor but a waste.
 * @example await reserveRevisions(tx, 3); const a = await nextRevision(tx); // a, a + 1, a + 2 next
 */
export async function reserveRevisions(tx: Tx, count: number): Promise<void> {
  if (!isPostgres(tx) || count < 2) return;
  const first = await takeOnPostgres(tx, count);
  reserved.set(tx, { next: first, last: first + count - 1 });
}

/**
 * reserveRevisions as a column of a read the write makes anyway (one statement fewer): on
 * PostgreSQL the column takes `count` numbers (gp_take_revisions) and is the first of them, null on
 * SQLite, whose numbers come from memory. Pass the read's value to takenInRead. The read must
 * return exactly one row: the numbers are taken once per row.
 * @example q.select({ …, firstRevision: revisionsInRead(q, sql.placeholder('revisions')) }).from(groups).where(eq(groups.id, …))
 */
export function revisionsInRead(q: Tx, count: Placeholder): SQL<number | null> {
  return isPostgres(q) ? sql`gp_take_revisions(cast(${count} as integer))`.mapWith(Number) : sql<null>`null`;
}

/**
 * After a read with revisionsInRead(q, count) found `first`: this transaction's next `count`
 * nextRevision calls hand out first, first + 1, … (PostgreSQL; on SQLite `first` is null and the
 * numbers come from memory as always).
 * @example takenInRead(tx, row.firstRevision, 3)
 */
export function takenInRead(tx: Tx, first: number | null, count: number): void {
  if (first !== null && isPostgres(tx)) reserved.set(tx, { next: first, last: first + count - 1 });
}

async function takeOnPostgres(tx: Tx, count: number): Promise<number> {
  const [row] = await rawRows<{ first: number | string }>(tx, sql`select gp_take_revisions(${count}::integer) as first`);
  if (row === undefined) throw new Error('gp_take_revisions returned no row');
  return Number(row.first);
}

const WATERMARK = 'select gp_revision_watermark() as watermark';

/**
 * The highest revision below which every write has committed or aborted: a pull whose snapshot
 * begins after this call sees every committed row up to it, and sends nothing above it. On SQLite,
 * whose writes run one at a time, the counter itself. Call it before opening the pull's
 * transaction, never inside it.
 * @example const watermark = await revisionWatermark(db); await db.transaction((tx) => pull(tx, user, since, watermark), { readOnly: true })
 */
export async function revisionWatermark(db: Database): Promise<number> {
  if (db.engine === 'postgres') {
    const pool = (db as Partial<PostgresDatabase>).pool;
    if (pool) return Number((await pool.query<{ watermark: number | string }>(WATERMARK)).rows[0]?.watermark ?? 0);
    // A Database without its pool (a test's wrapper): a short transaction of its own, which ends
    // before the pull's begins, is as good.
    return db.transaction(async (tx) => Number((await rawRows<{ watermark: number | string }>(tx, sql.raw(WATERMARK)))[0]?.watermark ?? 0));
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ value: counters.value }).from(counters).where(eq(counters.name, 'revision')).limit(1);
    return row?.value ?? 0;
  }, { readOnly: true });
}
