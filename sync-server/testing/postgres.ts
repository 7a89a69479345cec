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
