import BetterSqlite3 from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, TransactionOptions, Tx } from './database';
import * as schema from './schema';
import { cacheStatements } from './statement-cache';

export type { Database, Tx } from './database';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The SQLite engine: one connection, its transactions one after another. */
export interface SqliteDatabase extends Database {
  readonly engine: 'sqlite';
  /** The driver's connection, for what only SQLite has (backup, checkpoints, the pull's raw reads). */
  readonly sqlite: BetterSqlite3.Database;
}

/**
 * Opens (creating if needed) the SQLite database at `file`, with WAL and foreign keys on, and
 * applies every pending migration. A fresh DATA_DIR becomes a working database this way.
 * `openDatabase(':memory:')` gives a throw-away database for tests.
 *
 * One connection serves every request, so its transactions must not interleave: `transaction`
 * queues them and runs one at a time (BEGIN IMMEDIATE for writes, so a writer never meets
 * SQLITE_BUSY half way). The queries are synchronous underneath, so a transaction holds the
 * connection only for its own work, never for a network wait: routes read the body first.
 * @example const db = openDatabase(databaseFile(dataDir)); await db.transaction((tx) => …)
 */
export function openDatabase(file: string): SqliteDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // WAL with NORMAL sync is durable across application crashes; only an OS crash can lose the
  // last transactions, which the client's outbox would then resend.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  cacheStatements(sqlite);
  const orm = drizzle(sqlite, { schema }) as BetterSQLite3Database<typeof schema>;
  migrate(orm, { migrationsFolder });
  sqlite.prepare("INSERT OR IGNORE INTO counters (name, value) VALUES ('revision', 0)").run();

  const selectOne = sqlite.prepare('SELECT 1');
  let queue: Promise<unknown> = Promise.resolve();
  const begin = { write: sqlite.prepare('BEGIN IMMEDIATE'), read: sqlite.prepare('BEGIN'), commit: sqlite.prepare('COMMIT'), rollback: sqlite.prepare('ROLLBACK') };
  async function inTransaction<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions): Promise<T> {
    (options.readOnly ? begin.read : begin.write).run();
    try {
      const result = await work(orm);
      begin.commit.run();
      return result;
    } catch (error) {
      if (sqlite.inTransaction) begin.rollback.run();
      throw error;
    }
  }
  return {
    engine: 'sqlite',
    sqlite,
    transaction<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      const run = () => inTransaction(work, options);
      const result = queue.then(run, run);
      queue = result.catch(() => undefined);
      return result;
    },
    // Synchronous underneath: it cannot fall inside another transaction's work.
    ping: async () => void selectOne.get(),
    async close() {
      await queue;
      sqlite.close();
    },
  };
}

/** The database file inside a data directory. */
export function databaseFile(dataDir: string): string {
  return join(dataDir, 'grouppurse.db');
}
