import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { desc, getTableColumns, is } from 'drizzle-orm';
import { SQLiteTimestamp } from 'drizzle-orm/sqlite-core';
import * as sqlite from '../schema';
import { openDatabase } from '../open';
import * as pgSchema from './schema';
import { describeLiveTables, withoutDeclarationOnly } from './live-shape';
import { AT, CHECK, MAX_KOBO, writeAndReadBack, type SqliteTypedDb } from './round-trip-scenario';
import { diffTables } from './shape-diff';
import { describeTable, tablesOf } from './table-shape';
import { useSqliteLikeParsers } from './type-parsers';

// A throwaway cluster of Debian's PostgreSQL 15, owned by this file. The shared helper planned at
// sync-server/testing/postgres.ts did not exist when this was written.
const BIN = '/usr/lib/postgresql/15/bin';
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// PostgreSQL refuses to run as root: as root, the cluster runs as the `postgres` OS user.
function owner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

let dir = '';
let server: ChildProcess | undefined;
let pool: pg.Pool | undefined;
let restoreParsers = () => {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'grouppurse-pg-'));
  const user = owner();
  if (user) chownSync(dir, user.uid, user.gid);
  const as = { ...user, cwd: dir };
  execFileSync(join(BIN, 'initdb'), ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'], { ...as, stdio: 'ignore' });
  const port = await freePort();
  const settings = ['listen_addresses=127.0.0.1', 'fsync=off'].flatMap((s) => ['-c', s]);
  const args = ['-D', join(dir, 'data'), '-p', String(port), '-k', dir, ...settings];
  const started = spawn(join(BIN, 'postgres'), args, { ...as, stdio: ['ignore', 'ignore', 'pipe'] });
  server = started;
  await new Promise<void>((resolve, reject) => {
    let log = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept connections')) resolve();
    });
    started.once('exit', (code) => reject(new Error(`postgres exited (${code}): ${log}`)));
  });
  // As the server does: without them a time reads back as an Invalid Date and JSON fails to parse.
  restoreParsers = useSqliteLikeParsers();
  pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, max: 2 });
  await migrate(drizzle(pool), { migrationsFolder });
}, 60_000);

afterAll(async () => {
  await pool?.end();
  restoreParsers();
  const running = server;
  if (running?.pid !== undefined && running.exitCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGINT'); // fast shutdown: no waiting for clients
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
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
        return actual ? diffTables(shape, actual, ['SQLite schema', 'live PostgreSQL']) : [`table ${shape.name} missing`];
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
    const onSqlite = await writeAndReadBack(sqliteDb);
    sqliteDb.$client.close();
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
    const viaPgSchema = await drizzle(pool!).select().from(pgSchema.contributions).orderBy(desc(pgSchema.contributions.createdAt));
    expect(viaPgSchema).toEqual(onPostgres.contributions);
  });
});
