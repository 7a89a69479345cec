import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster } from '../../scripts/postgres-cluster.mjs';
import { openPostgres } from '../db/postgres';

/** The admin URL of a cluster already running for the whole run (set by `npm test`). */
export const POSTGRES_URL_ENV = 'GP_TEST_POSTGRES_URL';
/** Where the vitest global setup answers with an admin URL, starting its cluster on first ask. */
export const POSTGRES_BROKER_ENV = 'GP_TEST_POSTGRES_BROKER';

export interface FreshDatabase {
  /** Connection URL of the new database, e.g. postgres://postgres@127.0.0.1:41234/gp_t_3fa9c01d22e4. */
  url: string;
  name: string;
  /** Drops the database, ending any session still connected to it. */
  drop(): Promise<void>;
}

let adminUrl: Promise<string> | undefined;

/**
 * The admin URL of the test cluster: `npm test`'s, else the one the vitest global setup starts on
 * first ask, else (a script outside vitest) one started for this process and stopped at its exit.
 * @example const admin = await testPostgresAdminUrl() // 'postgres://postgres@127.0.0.1:41234/postgres'
 */
export function testPostgresAdminUrl(): Promise<string> {
  adminUrl ??= resolveAdminUrl();
  return adminUrl;
}

async function resolveAdminUrl(): Promise<string> {
  const url = process.env[POSTGRES_URL_ENV];
  if (url) return url;
  const broker = process.env[POSTGRES_BROKER_ENV];
  if (broker) {
    const answer = await fetch(broker);
    const text = await answer.text();
    if (!answer.ok) throw new Error(`The test PostgreSQL cluster did not start: ${text}`);
    return text;
  }
  // The cluster's own exit hooks stop it and remove its directory when this process ends.
  return (await startCluster()).url;
}

/**
 * A new, empty database of its own on the test cluster, so test files running in parallel never
 * see each other's rows; drop() removes it.
 * @example const db = await freshPostgresDatabase(); afterAll(() => db.drop()); const pool = new pg.Pool({ connectionString: db.url })
 */
export async function freshPostgresDatabase(): Promise<FreshDatabase> {
  const admin = await testPostgresAdminUrl();
  // Letters and digits only, so the name needs no quoting in the statements below.
  const name = `gp_t_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.href, name, drop: () => runAsAdmin(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A new database of its own with the schema already in place: a copy of a template migrated once
 * per cluster (CREATE DATABASE … TEMPLATE), for the test apps, which would otherwise each run
 * every migration (measured: 146 ms a database instead of 237). Tests of the migrations
 * themselves take an empty one (freshPostgresDatabase).
 * @example const db = await migratedPostgresDatabase(); const opened = await openPostgres(db.url)
 */
export async function migratedPostgresDatabase(): Promise<FreshDatabase> {
  const admin = await testPostgresAdminUrl();
  template ??= migratedTemplate(admin);
  const name = `gp_t_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(admin, `CREATE DATABASE ${name} TEMPLATE ${await template}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.href, name, drop: () => runAsAdmin(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A migrated database lent to one test app (lentPostgresDatabase). */
export interface LentDatabase {
  url: string;
  name: string;
  /**
   * Empties it of what the last borrower left, on the borrower's own connection, before its first
   * use; null when it is a new copy of the template.
   */
  empty: ((pool: pg.Pool) => Promise<void>) | null;
  /** Gives it back for the next borrower, once every connection of this one is closed. */
  giveBack(): Promise<void>;
}

let lending: Promise<{ admin: pg.Pool; templateName: string }> | undefined;

/**
 * A migrated database for one test app: one given back by an earlier test app of any process of
 * the run (a free list on the cluster), else a new copy of the template. Copying and dropping a
 * database for each of the run's thousand test apps was most of the PostgreSQL suites' time
 * (measured on a loaded machine: 490 ms a test app in copy, first connections and drop, against
 * 19 ms to empty one). Whatever is still connected to a database lent again is ended first.
 * @example const lent = await lentPostgresDatabase(); const db = await openPostgres(lent.url); await lent.empty?.(db.pool); …; await db.close(); await lent.giveBack();
 */
export async function lentPostgresDatabase(): Promise<LentDatabase> {
  const { admin, templateName } = await (lending ??= startLending());
  // Only copies of this template: a cluster kept across a change of the migrations holds older ones.
  const { rows } = await admin.query<{ name: string }>(
    'DELETE FROM gp_test_free_databases WHERE name = (SELECT name FROM gp_test_free_databases WHERE template = $1 LIMIT 1 FOR UPDATE SKIP LOCKED) RETURNING name',
    [templateName],
  );
  const given = rows[0]?.name;
  if (given) await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [given]);
  const name = given ?? (await migratedPostgresDatabase()).name;
  const url = new URL(await testPostgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.href,
    name,
    empty: given ? emptyLent : null,
    giveBack: async () => void (await admin.query('INSERT INTO gp_test_free_databases (name, template) VALUES ($1, $2) ON CONFLICT DO NOTHING', [name, templateName])),
  };
}

/** The free list, made once per cluster under an advisory lock. */
async function startLending(): Promise<{ admin: pg.Pool; templateName: string }> {
  const adminUrl = await testPostgresAdminUrl();
  // Idle connections do not keep a test process alive.
  const admin = new pg.Pool({ connectionString: adminUrl, max: 2, allowExitOnIdle: true });
  const client = await admin.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7301, 3)');
    await client.query('CREATE TABLE IF NOT EXISTS gp_test_free_databases (name text PRIMARY KEY, template text NOT NULL)');
  } finally {
    await client.query('SELECT pg_advisory_unlock(7301, 3)').catch(() => undefined);
    client.release();
  }
  return { admin, templateName: await (template ??= migratedTemplate(adminUrl)) };
}

let emptying: Promise<string> | undefined;

/**
 * Empties a lent database: every table of the schema emptied (foreign keys not checked, as all
 * go) and every sequence restarted, in one transaction, as a new copy of the template has them.
 * The statement is read from the lent copy's catalog once per process (never from the template:
 * a session on it would fail another process's copy of it).
 */
async function emptyLent(pool: pg.Pool): Promise<void> {
  emptying ??= emptyStatement(pool).catch((error: unknown) => {
    emptying = undefined;
    throw error;
  });
  await pool.query(await emptying);
}

async function emptyStatement(pool: pg.Pool): Promise<string> {
  const own = "schemaname NOT IN ('pg_catalog', 'information_schema', 'drizzle')";
  const tables = await pool.query<{ name: string }>(`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE ${own} ORDER BY 1`);
  const sequences = await pool.query<{ name: string }>(`SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences WHERE ${own} ORDER BY 1`);
  return [
    'BEGIN',
    'SET LOCAL session_replication_role = replica',
    ...tables.rows.map((t) => `DELETE FROM ${t.name}`),
    ...sequences.rows.map((q) => `ALTER SEQUENCE ${q.name} RESTART`),
    'COMMIT',
  ].join(';\n');
}

let template: Promise<string> | undefined;
const migrationsDir = join(import.meta.dirname, '../db/pg/migrations');

/**
 * The template's name, made the first time: named by the migrations' content, so a changed
 * migration makes a new one. Test files run in several processes: one makes it under an advisory
 * lock, under another name renamed when done, and the others find it there.
 */
async function migratedTemplate(admin: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  const name = `gp_template_${hash.digest('hex').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7301, 2)');
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const making = `${name}_making`;
      await client.query(`DROP DATABASE IF EXISTS ${making} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${making}`);
      const url = new URL(admin);
      url.pathname = `/${making}`;
      await (await openPostgres(url.href, { max: 1 })).close();
      await client.query(`ALTER DATABASE ${making} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock(7301, 2)').catch(() => undefined);
    await client.end();
  }
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
