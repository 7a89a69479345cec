import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openPostgres, type PostgresDatabase } from './postgres';
import { rawRows } from './raw';
import { serverSettings } from './schema';
import { freshPostgresDatabase, type FreshDatabase } from '../testing/postgres';

const made: FreshDatabase[] = [];
const opened: PostgresDatabase[] = [];
async function emptyDatabase(): Promise<FreshDatabase> {
  const fresh = await freshPostgresDatabase();
  made.push(fresh);
  return fresh;
}
async function open(url: string): Promise<PostgresDatabase> {
  const db = await openPostgres(url, { max: 3 });
  opened.push(db);
  return db;
}
afterAll(async () => {
  await Promise.all(opened.map((db) => db.close()));
  await Promise.all(made.map((fresh) => fresh.drop()));
});

/** Every migration drizzle-kit generated for PostgreSQL, each applied exactly once. */
const MIGRATION_COUNT: number = JSON.parse(readFileSync(new URL('./pg/migrations/meta/_journal.json', import.meta.url), 'utf8')).entries.length;
const appliedMigrations = async (db: PostgresDatabase) => (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0]?.n;
const setting = (db: PostgresDatabase, key: string) =>
  db.transaction((tx) => tx.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, key)), { readOnly: true });

describe('openPostgres', () => {
  it('migrates a fresh database, and a second open applies nothing again', async () => {
    const { url } = await emptyDatabase();
    const db = await open(url);
    expect(await appliedMigrations(db)).toBe(MIGRATION_COUNT);
    const { rows } = await db.pool.query(`SELECT to_regclass('contributions')::text AS t, to_regproc('gp_revision_watermark')::text AS f`);
    expect(rows).toEqual([{ t: 'contributions', f: 'gp_revision_watermark' }]);
    await open(url);
    expect(await appliedMigrations(db)).toBe(MIGRATION_COUNT);
  });

  it('lets two processes open one empty database at once: one migrates, the other waits for it', async () => {
    const { url } = await emptyDatabase();
    const [a, b] = await Promise.all([open(url), open(url)]);
    expect(await appliedMigrations(a)).toBe(MIGRATION_COUNT);
    expect(await a.transaction(async () => 'a')).toBe('a');
    expect(await b.transaction(async () => 'b')).toBe('b');
  });
});

describe('PostgreSQL transactions', () => {
  let db: PostgresDatabase;
  beforeAll(async () => {
    db = await open((await emptyDatabase()).url);
  }, 60_000);

  it.each([
    { kind: 'a read-only one: one snapshot (REPEATABLE READ), no writes', readOnly: true, isolation: 'repeatable read', readOnlyMode: 'on' },
    { kind: 'a write: READ COMMITTED, so guarded updates decide races', readOnly: false, isolation: 'read committed', readOnlyMode: 'off' },
  ])('runs $kind', async ({ readOnly, isolation, readOnlyMode }) => {
    const [row] = await db.transaction(
      (tx) => rawRows<{ isolation: string; readOnlyMode: string }>(tx, sql`SELECT current_setting('transaction_isolation') AS isolation, current_setting('transaction_read_only') AS "readOnlyMode"`),
      { readOnly },
    );
    expect(row).toEqual({ isolation, readOnlyMode });
  });

  it('keeps a read-only transaction on the snapshot of its first read while others commit', async () => {
    const reads = await db.transaction(async (tx) => {
      const count = async () => (await rawRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM server_settings`))[0]?.n;
      const before = await count();
      await db.transaction((w) => w.insert(serverSettings).values({ key: 'snapshot', value: 'x' }));
      return [before, await count()];
    }, { readOnly: true });
    expect(reads[1]).toBe(reads[0]);
    expect(await setting(db, 'snapshot')).toEqual([{ value: 'x' }]);
  });

  it('rolls back everything a transaction wrote when its work throws', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.insert(serverSettings).values({ key: 'rolled-back', value: 'x' });
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(await setting(db, 'rolled-back')).toEqual([]);
  });

  it.each([
    { code: '40001', what: 'a serialization failure', attempts: 2, succeeds: true },
    { code: '40P01', what: 'a deadlock', attempts: 2, succeeds: true },
    { code: '23505', what: 'a unique violation (an answer, not a race)', attempts: 1, succeeds: false },
  ])('runs the whole work again after $what ($code): $attempts attempt(s)', async ({ code, attempts, succeeds }) => {
    let tries = 0;
    const key = `retry-${code}`;
    const outcome = db.transaction(async (tx) => {
      tries++;
      await tx.insert(serverSettings).values({ key, value: String(tries) });
      if (tries === 1) throw Object.assign(new Error(`simulated ${code}`), { code });
      return 'done';
    });
    if (succeeds) await expect(outcome).resolves.toBe('done');
    else await expect(outcome).rejects.toThrow(`simulated ${code}`);
    expect(tries).toBe(attempts);
    // The first attempt's row was rolled back with it.
    expect(await setting(db, key)).toEqual(succeeds ? [{ value: '2' }] : []);
  });

  it('gives up after 5 attempts of a failure that keeps coming back', async () => {
    let tries = 0;
    const always = db.transaction(async () => {
      tries++;
      throw Object.assign(new Error('always 40001'), { code: '40001' });
    });
    await expect(always).rejects.toThrow('always 40001');
    expect(tries).toBe(5);
  });

  it('answers a ping, and refuses once closed', async () => {
    const own = await openPostgres(db.pool.options.connectionString!, { max: 1 });
    await expect(own.ping()).resolves.toBeUndefined();
    await own.close();
    await expect(own.ping()).rejects.toThrow();
  });
});
