import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { cacheStatements } from './statement-cache';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens (creating if needed) the SQLite database at `file`, with WAL and foreign keys on, and
 * applies every pending migration. A fresh DATA_DIR becomes a working database this way.
 * `openDatabase(':memory:')` gives a throw-away database for tests.
 */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // WAL with NORMAL sync is durable across application crashes; only an OS crash can lose the
  // last transactions, which the client's outbox would then resend.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  cacheStatements(sqlite);
  const db = drizzle(sqlite, { schema }) as Db;
  migrate(db, { migrationsFolder });
  sqlite.prepare("INSERT OR IGNORE INTO counters (name, value) VALUES ('revision', 0)").run();
  return db;
}

/** The database file inside a data directory. */
export function databaseFile(dataDir: string): string {
  return join(dataDir, 'grouppurse.db');
}

/** A transaction handle; write helpers take `Queryable` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;
