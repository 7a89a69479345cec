import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedGroup, type SeededGroup } from '../../bench/seed';
import { lockRow } from './lock';
import { sendAhead } from './pipeline';
import { rawRows } from './raw';
import { openPostgres, type PostgresDatabase } from './postgres';
import { groups } from './schema';
import { migratedPostgresDatabase, type FreshDatabase } from '../testing/postgres';

// What pipeline mode (db/pipeline.ts) must not change: a failed statement fails its transaction
// with its own error and commits nothing, and a lock sent ahead is held before the read after it.
let fresh: FreshDatabase;
let db: PostgresDatabase;
let group: SeededGroup;
let groupRow: typeof groups.$inferSelect;

beforeAll(async () => {
  fresh = await migratedPostgresDatabase();
  db = await openPostgres(fresh.url, { max: 3 });
  group = await seedGroup(db, new Date(), 1);
  groupRow = (await db.transaction((tx) => tx.select().from(groups).where(eq(groups.id, group.id))))[0]!;
}, 60_000);

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

const nameOf = async () => (await db.transaction((tx) => tx.select({ name: groups.name }).from(groups).where(eq(groups.id, group.id)), { readOnly: true }))[0]?.name;
/** The SQLSTATE of an error, also inside drizzle's wrapper. */
const stateOf = (error: unknown): unknown => (error as { cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code;

describe('pipelined transactions on PostgreSQL', () => {
  it('a statement sent ahead that fails fails its transaction with its own error, not with a later statement\u2019s \u201ctransaction is aborted\u201d, and nothing of it commits', async () => {
    const before = await nameOf();
    const failure = await db
      .transaction(async (tx) => {
        await tx.update(groups).set({ name: 'Renamed before the failure' }).where(eq(groups.id, group.id));
        // A second group with the same id: a unique violation (23505), sent ahead.
        await sendAhead(tx, () => tx.insert(groups).values({ ...groupRow, name: 'Twin' }).execute());
        // Read after it: PostgreSQL answers "current transaction is aborted" (25P02).
        await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, group.id));
        return 'committed';
      })
      .catch((error: unknown) => error);
    expect(stateOf(failure)).toBe('23505');
    expect(await nameOf()).toBe(before);
  });

  it('a statement sent ahead that fails after the work\u2019s last statement still fails the transaction (its COMMIT goes out with it)', async () => {
    const before = await nameOf();
    const failure = await db
      .transaction(async (tx) => {
        await tx.update(groups).set({ name: 'Renamed before the failure' }).where(eq(groups.id, group.id));
        await sendAhead(tx, () => tx.insert(groups).values({ ...groupRow, name: 'Twin' }).execute());
        return 'committed';
      })
      .catch((error: unknown) => error);
    expect(stateOf(failure)).toBe('23505');
    expect(await nameOf()).toBe(before);
  });

  it('work that catches a failed statement\u2019s error and returns is not told its transaction committed', async () => {
    const before = await nameOf();
    const failure = await db
      .transaction(async (tx) => {
        await tx.update(groups).set({ name: 'Renamed before the failure' }).where(eq(groups.id, group.id));
        await rawRows(tx, sql`select 1 / 0`).catch(() => undefined);
        return 'committed';
      })
      .catch((error: unknown) => error);
    expect(String(failure)).toMatch(/not committed \(PostgreSQL answered ROLLBACK\)/);
    expect(await nameOf()).toBe(before);
  });

  it('a read after a lock sent ahead waits for the lock: it sees what the lock\u2019s holder committed meanwhile', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await rawRows(tx, sql`select 1 from groups where id = ${group.id} for no key update`);
      locked();
      await held;
      await tx.update(groups).set({ name: 'Written under the lock' }).where(eq(groups.id, group.id));
    });
    await lockTaken;
    const reader = db.transaction(async (tx) => {
      await lockRow(tx, groups, groups.id, group.id);
      return (await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, group.id)))[0]?.name;
    });
    // The reader's lock waits for the holder; let it be on the wire first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await holder;
    expect(await reader).toBe('Written under the lock');
  });
});
