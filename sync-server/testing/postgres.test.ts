import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster } from '../../scripts/postgres-cluster.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPostgres } from '../db/postgres';
import { freshPostgresDatabase, lentPostgresDatabase, migratedPostgresDatabase, testPostgresAdminUrl, type FreshDatabase, type LentDatabase } from './postgres';

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('fresh PostgreSQL databases for tests', () => {
  const made: FreshDatabase[] = [];
  afterAll(() => Promise.all(made.map((db) => db.drop())));
  const fresh = async () => {
    const db = await freshPostgresDatabase();
    made.push(db);
    return db;
  };

  it('gives each caller its own database: a table made in one is absent from the other', async () => {
    const [a, b] = await Promise.all([fresh(), fresh()]);
    expect(a.name).not.toBe(b.name);
    await query(a.url, 'CREATE TABLE only_in_a (id integer)');
    const [inA] = await query<{ table: string | null }>(a.url, "SELECT to_regclass('only_in_a')::text AS table");
    const [inB] = await query<{ table: string | null }>(b.url, "SELECT to_regclass('only_in_a')::text AS table");
    expect(inA?.table).toBe('only_in_a');
    expect(inB?.table).toBeNull();
  });

  it('drops the database, even with a session still connected to it', async () => {
    const db = await fresh();
    const lingering = new pg.Client({ connectionString: db.url });
    lingering.on('error', () => undefined); // the forced drop ends this session on purpose
    await lingering.connect();
    await db.drop();
    const rows = await query(await testPostgresAdminUrl(), `SELECT 1 FROM pg_database WHERE datname = '${db.name}'`);
    expect(rows).toHaveLength(0);
    await lingering.end().catch(() => undefined);
  });
});

describe('migrated PostgreSQL databases for test apps', () => {
  const made: FreshDatabase[] = [];
  afterAll(() => Promise.all(made.map((db) => db.drop())));

  it('gives each caller its own copy with every migration applied, and opening it applies none again', async () => {
    const [a, b] = await Promise.all([migratedPostgresDatabase(), migratedPostgresDatabase()]);
    made.push(a, b);
    expect(a.name).not.toBe(b.name);
    const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../db/pg/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = async (url: string) => Number((await query<{ n: string }>(url, 'SELECT count(*) AS n FROM drizzle.__drizzle_migrations'))[0]?.n);
    expect(await applied(a.url)).toBe(journal.entries.length);
    await (await openPostgres(a.url, { max: 1 })).close();
    expect(await applied(a.url)).toBe(journal.entries.length);
    expect(await query(b.url, "SELECT to_regclass('contributions')::text AS t")).toEqual([{ t: 'contributions' }]);
    // Copies, not one database: a table made in one is not in the other.
    await query(a.url, 'CREATE TABLE only_in_a (id integer)');
    expect(await query(b.url, "SELECT to_regclass('only_in_a')::text AS t")).toEqual([{ t: null }]);
  });
});

describe('databases lent to test apps', () => {
  const lent: LentDatabase[] = [];
  afterAll(async () => {
    for (const db of lent) await query(await testPostgresAdminUrl(), `DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
  });
  /** Borrows one, opens it as the test apps do (emptied first when lent again). */
  const borrow = async () => {
    const db = await lentPostgresDatabase();
    lent.push(db);
    const opened = await openPostgres(db.url, { max: 1 });
    await db.empty?.(opened.pool);
    return { db, opened };
  };

  it('lends a database given back again, with no row left and its sequences restarted, as a new copy has them', async () => {
    const first = await borrow();
    const count = async (url: string) => Number((await query<{ n: string }>(url, 'SELECT count(*) AS n FROM rate_events'))[0]?.n);
    const revision = async (url: string) => Number((await query<{ v: string }>(url, "SELECT nextval('revision_seq') AS v"))[0]?.v);
    await first.opened.pool.query("INSERT INTO rate_events (kind, key, created_at) VALUES ('otp', 'a', 1), ('otp', 'b', 2)");
    expect(await revision(first.db.url)).toBe(1);
    await first.opened.close();
    await first.db.giveBack();

    const second = await borrow();
    expect(second.db.name).toBe(first.db.name);
    expect(second.db.empty).not.toBeNull();
    expect(await count(second.db.url)).toBe(0);
    expect(await revision(second.db.url)).toBe(1);
    const [row] = (await second.opened.pool.query<{ id: string }>("INSERT INTO rate_events (kind, key, created_at) VALUES ('otp', 'c', 3) RETURNING id")).rows;
    expect(Number(row?.id)).toBe(1);
    // Foreign keys are checked again once it is emptied (they are off only inside the emptying).
    const [setting] = (await second.opened.pool.query<{ session_replication_role: string }>('SHOW session_replication_role')).rows;
    expect(setting?.session_replication_role).toBe('origin');
    await second.opened.close();
    await second.db.giveBack();
  });

  it('lends two borrowers at once two databases, and ends a session left on one given back', async () => {
    const [a, b] = await Promise.all([borrow(), borrow()]);
    expect(a.db.name).not.toBe(b.db.name);
    await b.opened.close();
    await b.db.giveBack();
    const lingering = new pg.Client({ connectionString: b.db.url });
    lingering.on('error', () => undefined); // ended on purpose by the next lending
    await lingering.connect();
    const next = await borrow();
    expect(next.db.name).toBe(b.db.name);
    await expect(lingering.query('SELECT 1')).rejects.toThrow();
    await Promise.all([a.opened.close(), next.opened.close()]);
  });
});

describe('a throwaway cluster', () => {
  it('accepts connections with test settings, and once stopped its port refuses and its directory is gone', async () => {
    const cluster = await startCluster();
    try {
      expect(cluster.url).toBe(`postgres://postgres@127.0.0.1:${cluster.port}/postgres`);
      const settings = await query<{ name: string; setting: string }>(
        cluster.url,
        "SELECT name, setting FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'max_connections', 'listen_addresses', 'server_encoding') ORDER BY name",
      );
      expect(Object.fromEntries(settings.map((s) => [s.name, s.setting]))).toEqual({
        fsync: 'off', full_page_writes: 'off', listen_addresses: '127.0.0.1', max_connections: '200', server_encoding: 'UTF8', synchronous_commit: 'off',
      });
    } finally {
      await cluster.stop();
    }
    expect(await portAnswers(cluster.port)).toBe(false);
    expect(existsSync(cluster.dir)).toBe(false);
    expect(() => process.kill(cluster.pid, 0)).toThrow(); // ended and reaped, not left running
  });
});
