import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseFile, openDatabase, type SqliteDatabase } from '../db/open';
import type { Database, Engine, TransactionOptions, Tx } from '../db/database';
import { openPostgres } from '../db/postgres';
import { lentPostgresDatabase } from './postgres';

/**
 * The engine the server tests run on: SQLite unless `GP_TEST_ENGINE=postgres` (npm test runs the
 * server suites once per engine, the PostgreSQL run on a throwaway cluster).
 */
export const TEST_ENGINE: Engine = process.env.GP_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export interface TestDatabase {
  db: Database;
  /** The raw SQLite connection, for the few tests that check SQLite itself; throws on PostgreSQL. */
  readonly sqlite: SqliteDatabase['sqlite'];
  /** The same data opened again, as a restarted server would (the next transaction waits for it). */
  reopen(): void;
  close(): Promise<void>;
}

/**
 * A fresh database for one test app: a SQLite file in `dir`, or its own new database on the test
 * PostgreSQL cluster. Built synchronously (tests build apps in `beforeEach` without awaiting);
 * on PostgreSQL the first transaction waits for the database: one an earlier test app gave back,
 * emptied, or a new copy of the migrated template (lentPostgresDatabase).
 * @example const store = testDatabase(dir); await store.db.transaction((tx) => …); await store.close();
 */
export function testDatabase(dir: string): TestDatabase {
  if (TEST_ENGINE === 'sqlite') {
    let db = openMigratedSqlite(dir);
    return {
      get db() {
        return db;
      },
      get sqlite() {
        return db.sqlite;
      },
      reopen() {
        db.sqlite.close();
        db = openDatabase(databaseFile(dir));
      },
      // better-sqlite3's close is a no-op on a closed connection (the health check's 503 test closes it first).
      async close() {
        db.sqlite.close();
      },
    };
  }
  const lent = lentPostgresDatabase();
  // Emptied on its own connection before the app's first transaction (a database lent again).
  let opened = lent.then(async (l) => {
    const db = await openPostgres(l.url, { max: 4 });
    try {
      await l.empty?.(db.pool);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  });
  // A test may close the database itself (the health check's 503); closing it again is then a no-op.
  let closed: Promise<void> | undefined;
  const closeOnce = () => (closed ??= opened.then((o) => o.close()));
  const db: Database = {
    engine: 'postgres',
    transaction: async <T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions) => (await opened).transaction(work, options),
    ping: async () => (await opened).ping(),
    close: closeOnce,
  };
  return {
    db,
    get sqlite(): never {
      throw new Error('This test reads SQLite directly; it runs on SQLite only.');
    },
    reopen() {
      const previous = closeOnce();
      closed = undefined;
      opened = previous.then(async () => openPostgres((await lent).url, { max: 4 }));
    },
    async close() {
      await closeOnce();
      await (await lent).giveBack();
    },
  };
}

let sqliteTemplate: string | undefined;

/**
 * The SQLite database in `dir`; a new one starts as a copy of a file this process migrated once
 * (3.5 ms instead of 21 for running every migration, thousands of test apps a run). A database
 * already in `dir` is opened as it is.
 */
function openMigratedSqlite(dir: string): SqliteDatabase {
  const file = databaseFile(dir);
  if (!existsSync(file)) {
    if (!sqliteTemplate || !existsSync(sqliteTemplate)) {
      const templateDir = mkdtempSync(join(tmpdir(), 'gp-sqlite-template-'));
      // Closing the only connection checkpoints the WAL: the one file holds the whole schema.
      openDatabase(databaseFile(templateDir)).sqlite.close();
      process.once('exit', () => rmSync(templateDir, { recursive: true, force: true }));
      sqliteTemplate = databaseFile(templateDir);
    }
    mkdirSync(dir, { recursive: true });
    copyFileSync(sqliteTemplate, file);
  }
  return openDatabase(file);
}
