import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';
import { preparedQuery } from './prepared';
import type { Database, Tx } from './database';
import { openPostgres, type PostgresDatabase } from './postgres';
import { rawRows } from './raw';
import { nextRevision, nextRevisions, reserveRevisions, revisionsInRead, revisionWatermark, takenInRead } from './revision';
import { freshPostgresDatabase, type FreshDatabase } from '../testing/postgres';

// Revision numbers on PostgreSQL (the SQLite counter is exercised by every server suite).
let fresh: FreshDatabase;
let db: PostgresDatabase;

beforeAll(async () => {
  fresh = await freshPostgresDatabase();
  db = await openPostgres(fresh.url, { max: 8 });
}, 60_000);

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

/** A transaction left open until `finish` is called: resolves `taken` once its work has run. */
function openTransaction<T>(work: (tx: Tx) => Promise<T>) {
  let finish: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  let taken: (value: T) => void = () => {};
  const value = new Promise<T>((resolve) => (taken = resolve));
  const done = db
    .transaction(async (tx) => {
      taken(await work(tx));
      if (!(await decided)) throw new Error('rolled back on purpose');
    })
    .catch(() => undefined);
  return { value, commit: () => finish(true), abort: () => finish(false), done };
}

const oneRow = sqliteTable('one_row', { id: integer('id').notNull() });
const readWithRevisions = preparedQuery((q) => q.select({ id: oneRow.id, first: revisionsInRead(q, sql.placeholder('n')) }).from(oneRow).prepare());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('revision numbers on PostgreSQL', () => {
  it('hand out unique numbers: concurrent runs of 5 are consecutive and never overlap each other or single numbers', async () => {
    const taken: number[] = [];
    const batch = (tx: Tx) => nextRevisions(tx, 5).then((first) => taken.push(first, first + 1, first + 2, first + 3, first + 4));
    const singles = async (tx: Tx) => {
      for (let i = 0; i < 5; i++) taken.push(await nextRevision(tx));
    };
    for (let round = 0; round < 40; round++) {
      await Promise.all([db.transaction(batch), db.transaction(batch), db.transaction(singles), db.transaction(singles)]);
    }
    expect(taken).toHaveLength(40 * 20);
    expect(new Set(taken).size).toBe(taken.length);
  });

  it('hand out reserved numbers consecutively while other transactions take theirs, and give up what is left when a block is taken', async () => {
    const others = async (tx: Tx) => {
      for (let i = 0; i < 6; i++) await nextRevision(tx);
    };
    for (let round = 0; round < 10; round++) {
      const [reserved] = await Promise.all([
        db.transaction(async (tx) => {
          await reserveRevisions(tx, 3);
          const a = await nextRevision(tx);
          await pause(1);
          const b = await nextRevision(tx);
          const block = await nextRevisions(tx, 2);
          const after = await nextRevision(tx);
          return { a, b, block, after };
        }),
        db.transaction(others),
        db.transaction(others),
      ]);
      expect(reserved.b).toBe(reserved.a + 1);
      // The block comes after both, and the third reserved number (a + 2) is not handed out after it.
      expect(reserved.block).toBeGreaterThan(reserved.b + 1);
      expect(reserved.after).toBeGreaterThan(reserved.block + 1);
    }
  });

  it('let a read take its write\u2019s numbers as a column: the next nextRevision calls hand them out in order, and the watermark stays below them until the write commits', async () => {
    const open = openTransaction(async (tx) => {
      // Any one-row read will do; the submit's is its locked group read.
      await rawRows(tx, sql`create temporary table one_row (id integer not null) on commit drop`);
      await rawRows(tx, sql`insert into one_row (id) values (1)`);
      const row = await readWithRevisions(tx).get({ n: 3 });
      takenInRead(tx, row!.first, 3);
      return { first: row!.first!, a: await nextRevision(tx), b: await nextRevision(tx), c: await nextRevision(tx), d: await nextRevision(tx) };
    });
    const { first, a, b, c, d } = await open.value;
    expect([a, b, c]).toEqual([first, first + 1, first + 2]);
    expect(d).toBeGreaterThan(c);
    const other = await db.transaction((tx) => nextRevision(tx));
    expect(other).toBeGreaterThan(first + 2);
    expect(await revisionWatermark(db)).toBe(first - 1);
    open.commit();
    await open.done;
    expect(await revisionWatermark(db)).toBeGreaterThanOrEqual(other);
  });

  it('keep the watermark below a running transaction\'s number until it ends, and numbers taken later above it', async () => {
    const before = await revisionWatermark(db);
    const slow = openTransaction(nextRevision);
    const held = await slow.value;
    expect(held).toBeGreaterThan(before);
    const quick = await db.transaction((tx) => nextRevisions(tx, 3));
    expect(quick).toBeGreaterThan(held);
    // The quick one committed, but the slow one, below it, still runs.
    expect(await revisionWatermark(db)).toBe(held - 1);
    slow.abort();
    await slow.done;
    expect(await revisionWatermark(db)).toBe(quick + 2);
  });

  it('give the same watermark through a Database that does not expose its pool (a test wrapper)', async () => {
    const open = openTransaction(nextRevision);
    const held = await open.value;
    const wrapper: Database = { engine: 'postgres', transaction: (work, options) => db.transaction(work, options), ping: () => db.ping(), close: async () => {} };
    expect(await revisionWatermark(wrapper)).toBe(held - 1);
    expect(await revisionWatermark(db)).toBe(held - 1);
    open.commit();
    await open.done;
    expect(await revisionWatermark(wrapper)).toBe(await revisionWatermark(db));
  });

  it('let a transaction\'s later numbers ride on the lock of its first, holding one lock whatever it takes', async () => {
    const open = openTransaction(async (tx) => {
      const first = await nextRevision(tx);
      for (let i = 0; i < 50; i++) await nextRevision(tx);
      await nextRevisions(tx, 10);
      const locks = await rawRows<{ n: number }>(tx, sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objsubid = 1 and pid = pg_backend_pid()`);
      return { first, locks: locks[0]?.n };
    });
    const { first, locks } = await open.value;
    expect(locks).toBe(1);
    expect(await revisionWatermark(db)).toBe(first - 1);
    open.commit();
    await open.done;
    expect(await revisionWatermark(db)).toBe(first + 60);
  });

  it('never leave the gate closed on a pooled connection when taking a number fails half way', async () => {
    // drizzle wraps PostgreSQL's error; its cause is what the database said.
    await expect(db.transaction((tx) => rawRows(tx, sql`select gp_take_revisions(0)`))).rejects.toMatchObject({ cause: { message: expect.stringMatching(/at least 1/) } });
    // Someone else holds the lock of the next number, so taking it times out after the gate is open.
    const { rows: next } = await db.pool.query<{ n: number }>('select case when is_called then last_value + 1 else last_value end as n from revision_seq');
    const blocker = await db.pool.connect();
    try {
      await blocker.query('select pg_advisory_lock($1::bigint)', [next[0]!.n]);
      const timedOut = db.transaction(async (tx) => {
        await rawRows(tx, sql`set local lock_timeout = '50ms'`);
        return nextRevision(tx);
      });
      await expect(timedOut).rejects.toMatchObject({ cause: { code: '55P03' } }); // lock_not_available
      await blocker.query('select pg_advisory_unlock($1::bigint)', [next[0]!.n]);
    } finally {
      blocker.release();
    }
    // This database's gates only: other test files run on the same cluster at the same time.
    const { rows: gates } = await db.pool.query(`select count(*)::int as n from pg_locks where locktype = 'advisory' and objsubid = 2 and database = (select oid from pg_database where datname = current_database())`);
    expect(gates).toEqual([{ n: 0 }]);
    expect(await db.transaction((tx) => nextRevision(tx))).toBeGreaterThan(next[0]!.n);
  });
});
