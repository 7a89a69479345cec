import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startCluster } from '../../scripts/postgres-cluster.mjs';

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

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
