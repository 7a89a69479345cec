import { databaseFile, openDatabase, type SqliteDatabase } from './open';
import { openPostgres, type PostgresDatabase } from './postgres';

export interface EngineConfig {
  /** DATABASE_URL: a postgres:// or postgresql:// URL picks PostgreSQL; absent, SQLite. */
  databaseUrl?: string;
  /** DATA_DIR: where the SQLite database lives (and, by default, proofs). */
  dataDir: string;
}

/** True when `url` names a PostgreSQL server. @example isPostgresUrl('postgresql://app@db/gp') === true */
export function isPostgresUrl(url: string | undefined): boolean {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens this process's database: PostgreSQL when `databaseUrl` is a postgres:// URL (several
 * server processes may share it), else the embedded SQLite database in `dataDir`. Either way the
 * pending migrations are applied before it returns.
 * @example const db = await openEngine({ databaseUrl: process.env.DATABASE_URL, dataDir: './data' })
 */
export async function openEngine({ databaseUrl, dataDir }: EngineConfig): Promise<SqliteDatabase | PostgresDatabase> {
  if (databaseUrl && isPostgresUrl(databaseUrl)) return openPostgres(databaseUrl);
  if (databaseUrl) throw new Error(`DATABASE_URL must start with postgres:// or postgresql:// (got ${databaseUrl.split(':')[0]}:…)`);
  return openDatabase(databaseFile(dataDir));
}
