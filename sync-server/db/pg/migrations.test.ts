import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { desc, eq, getTableColumns, is } from 'drizzle-orm';
import { SQLiteTimestamp } from 'drizzle-orm/sqlite-core';
import * as sqlite from '../schema';
import { openDatabase } from '../open';
import { newestFirst } from '../order';
import { openPostgres, type PostgresDatabase } from '../postgres';
import { freshPostgresDatabase, type FreshDatabase } from '../../testing/postgres';
import * as pgSchema from './schema';
import { describeLiveTables, withoutDeclarationOnly } from './live-shape';
import { AT, CHECK, MAX_KOBO, writeAndReadBack, type SqliteTypedDb } from './round-trip-scenario';
import { diffTables } from './shape-diff';
import { describeTable, tablesOf, withoutRowid } from './table-shape';

// A database of its own on the test cluster, migrated by openPostgres as the server does (which
// also installs the type parsers: without them a time reads back as an Invalid Date).
let fresh: FreshDatabase | undefined;
let db: PostgresDatabase | undefined;
let pool: PostgresDatabase['pool'] | undefined;

beforeAll(async () => {
  fresh = await freshPostgresDatabase();
  db = await openPostgres(fresh.url, { max: 2 });
  pool = db.pool;
}, 60_000);

afterAll(async () => {
  await db?.close();
  await fresh?.drop();
});

describe('the generated PostgreSQL migrations', () => {
  it('build on a real PostgreSQL 15 the tables, columns, keys and indexes of the SQLite schema', async () => {
    const client = await pool!.connect();
    try {
      const live = await describeLiveTables(client);
      const expected = Object.values(tablesOf(sqlite)).map((table) => withoutDeclarationOnly(describeTable(table)));
      expect([...live.keys()].sort()).toEqual(expected.map((t) => t.name).sort());
      const differences = expected.flatMap((shape) => {
        const actual = live.get(shape.name);
        return actual ? diffTables(shape, withoutRowid(actual), ['SQLite schema', 'live PostgreSQL']) : [`table ${shape.name} missing`];
      });
      expect(differences).toEqual([]);
    } finally {
      client.release();
    }
  });

  it('store every time, kobo amount, revision, proof size and history seq in a bigint', async () => {
    const wide = Object.values(tablesOf(sqlite)).flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((c) => is(c, SQLiteTimestamp) || c.name.endsWith('_kobo') || ['revision', 'size_bytes', 'seq'].includes(c.name))
        .map((c) => `${describeTable(table).name}.${c.name}`),
    );
    const { rows } = await pool!.query<{ column: string; data_type: string }>(
      `SELECT table_name || '.' || column_name AS column, data_type FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const types = new Map(rows.map((r) => [r.column, r.data_type]));
    expect(wide.length).toBeGreaterThan(40);
    expect(wide.filter((column) => types.get(column) !== 'bigint')).toEqual([]);
  });

  it('give back to the SQLite table objects exactly what SQLite gives: Dates (stored as epoch ms), booleans, 2^53-1 kobo, sums, JSON as written', async () => {
    // The server's typing: queries are written against the SQLite schema and run on PostgreSQL as is.
    const onPostgres = await writeAndReadBack(drizzle(pool!) as unknown as SqliteTypedDb);
    const sqliteDb = openDatabase(':memory:');
    const onSqlite = await sqliteDb.transaction((tx) => writeAndReadBack(tx as unknown as SqliteTypedDb));
    await sqliteDb.close();
    // Through JSON too, so the order of keys (in rows and in the receipt check) must match.
    expect(JSON.stringify(onPostgres)).toBe(JSON.stringify(onSqlite));
    expect(onPostgres).toEqual(onSqlite);
    // Both engines equally wrong would pass the above: the values themselves.
    const [c1, c2] = onSqlite.contributions.toSorted((a, b) => a.id.localeCompare(b.id));
    expect(onSqlite.insertedUser).toEqual([expect.objectContaining({ createdAt: AT, fullName: 'Ada L', role: 'member', revision: MAX_KOBO })]);
    expect(onSqlite.replayedUser).toEqual([]);
    expect(onSqlite.groups).toEqual([expect.objectContaining({ showMemberAmounts: true, receiptMaxAgeDays: 14, status: 'active' })]);
    expect(c1).toMatchObject({ amountKobo: MAX_KOBO, possibleDuplicate: false, decidedAt: new Date(AT.getTime() + 1), createdAt: AT, receiptCheck: CHECK });
    expect(JSON.stringify(c1?.receiptCheck)).toBe(JSON.stringify(CHECK));
    expect(c2).toMatchObject({ amountKobo: 1, status: 'pending', possibleDuplicate: false, receiptCheck: null, decidedAt: null });
    expect(onSqlite.flagged).toEqual([{ id: 'c1' }]);
    expect(onSqlite.unflagged).toEqual([{ id: 'c1', possibleDuplicate: false }]);
    expect(onSqlite.totals).toEqual([{ kobo: String(2 ** 53), rawKobo: 2 ** 53, rows: 2, rawRows: 2 }]);
    expect(onSqlite.noTotals).toEqual([{ kobo: null, rawKobo: 0, rows: 0, rawRows: 0 }]);
    expect(onSqlite.sinceLater).toEqual([{ id: 'c2' }]);
    expect(onSqlite.afterAt).toEqual([{ id: 'c2' }]);

    // A time is its epoch milliseconds in the database, and the PostgreSQL schema reads the rows alike.
    const { rows } = await pool!.query<{ created_at: number; decided_at: number | null }>(`SELECT created_at, decided_at FROM contributions WHERE id = 'c1'`);
    expect(rows).toEqual([{ created_at: AT.getTime(), decided_at: AT.getTime() + 1 }]);
    // All but the PostgreSQL-only rowid, which SQLite's select leaves out too.
    const { rowid, ...declared } = getTableColumns(pgSchema.contributions);
    expect(rowid.name).toBe('rowid');
    const viaPgSchema = await drizzle(pool!).select(declared).from(pgSchema.contributions).orderBy(desc(pgSchema.contributions.createdAt));
    expect(viaPgSchema).toEqual(onPostgres.contributions);
  });
});

describe('the PostgreSQL rowid', () => {
  it('orders rows written in the same millisecond by insertion, later first, as SQLite\'s rowid does (db/order.ts)', async () => {
    const onPostgres = drizzle(pool!) as unknown as SqliteTypedDb;
    const { users, groups, contributions } = sqlite;
    await onPostgres.insert(users).values({ id: 'u-order', username: 'Ord', usernameKey: 'ord', fullName: 'Ord', phoneNumber: '+2348000000099', createdAt: AT, revision: 1 });
    await onPostgres.insert(groups).values({ id: 'g-order', name: 'G', registrationLink: 'g-order', adminId: 'u-order', createdAt: AT, revision: 1 });
    // Ids out of alphabetical order, so neither id order nor chance can pass for insertion order.
    for (const id of ['o-b', 'o-c', 'o-a']) {
      await onPostgres.insert(contributions).values({ id, groupId: 'g-order', userId: 'u-order', amountKobo: 1, paymentType: 'cash', createdAt: AT, revision: 1 });
    }
    const listed = await onPostgres.select({ id: contributions.id }).from(contributions).where(eq(contributions.groupId, 'g-order')).orderBy(newestFirst(contributions));
    expect(listed.map((c) => c.id)).toEqual(['o-a', 'o-c', 'o-b']);
  });
});
