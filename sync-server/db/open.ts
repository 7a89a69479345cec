import { AsyncResource } from 'node:async_hooks';
import BetterSqlite3 from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
// node:timers' own, not the global a test's fake timers may replace: the queue must always start.
import { setImmediate as nextTurn } from 'node:timers';
import { fileURLToPath } from 'node:url';
import type { Database, TransactionOptions, Tx } from './database';
import { openRevisionBatch } from './revision';
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
 * SQLITE_BUSY half way). The writes that wait together commit together (issue 26 §2: 32
 * connections submitting into one purse of the compiled server on this 2-core machine, medians of
 * six 3 s rounds, runs alternated: 816–913 submits/s one by one, 1,103–1,245 so). The queries
 * are synchronous underneath, so a transaction holds the connection only for its own work, never
 * for a network wait: routes read the body first.
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
  const statement = (text: string) => sqlite.prepare(text);
  const begin = { write: statement('BEGIN IMMEDIATE'), read: statement('BEGIN'), commit: statement('COMMIT'), rollback: statement('ROLLBACK') };
  const savepoint = { open: statement('SAVEPOINT gp_write'), release: statement('RELEASE gp_write'), undo: statement('ROLLBACK TO gp_write') };
  const pending: Job[] = [];
  let draining: Promise<void> | null = null;
  const nextIf = (readOnly: boolean, taken: number) => (taken < MAX_BATCH && pending[0] && Boolean(pending[0].options.readOnly) === readOnly ? pending.shift() : undefined);

  /** The reads waiting now, one after another in one read transaction: they share its snapshot. */
  async function readBatch(first: Job): Promise<void> {
    try {
      begin.read.run();
    } catch (error) {
      return first.reject(error);
    }
    let taken = 0;
    for (let job: Job | undefined = first; job; job = nextIf(true, ++taken)) {
      try {
        job.resolve(await job.work(orm));
      } catch (error) {
        job.reject(error);
      }
    }
    try {
      if (sqlite.inTransaction) begin.commit.run();
    } catch {
      // Nothing was written: ending the read is all that is left to do.
      endQuietly();
    }
  }

  /** Rolls back what is open; a ROLLBACK that fails too (the disk gone) leaves SQLite to end it. */
  function endQuietly(): void {
    try {
      if (sqlite.inTransaction) begin.rollback.run();
    } catch {
      // Nothing more can be done here, and the queue must go on.
    }
  }

  /**
   * The writes waiting now, each in a savepoint of one transaction, answered once it commits
   * (group commit): one COMMIT writes the pages they share once, where each used to write its own.
   * A write that throws is undone alone, as its own transaction would have been. When SQLite ends
   * the transaction itself (an I/O error, a full disk) or the COMMIT fails, every write of the
   * batch is undone and fails with that error: none is answered before its data is committed.
   */
  async function writeBatch(first: Job): Promise<void> {
    try {
      begin.write.run();
    } catch (error) {
      return first.reject(error);
    }
    const revisions = openRevisionBatch(sqlite);
    const settled: { job: Job; ok: boolean; value: unknown }[] = [];
    let lost: unknown = null;
    for (let job: Job | undefined = first; job; job = lost === null ? nextIf(false, settled.length) : undefined) {
      try {
        savepoint.open.run();
        let value: unknown;
        try {
          value = await job.work(orm);
        } catch (error) {
          // SQLite ended the whole transaction (an I/O error, a full disk): nothing of the batch is left.
          if (!sqlite.inTransaction) throw error;
          savepoint.undo.run();
          savepoint.release.run();
          settled.push({ job, ok: false, value: error });
          continue;
        }
        savepoint.release.run();
        settled.push({ job, ok: true, value });
      } catch (error) {
        lost = error;
        settled.push({ job, ok: false, value: error });
      }
    }
    if (lost === null) {
      try {
        revisions.close();
        begin.commit.run();
      } catch (error) {
        lost = error;
      }
    }
    revisions.abandon();
    if (lost !== null) endQuietly();
    for (const { job, ok, value } of settled) {
      if (lost !== null && ok) job.reject(lost);
      else if (ok) job.resolve(value);
      else job.reject(value);
    }
  }

  async function drain(): Promise<void> {
    for (let job = pending.shift(); job; job = pending.shift()) await (job.options.readOnly ? readBatch(job) : writeBatch(job));
    draining = null;
  }

  return {
    engine: 'sqlite',
    sqlite,
    /**
     * Queues `work`; the queue starts on the event loop's next turn, so the transactions that
     * requests arriving together ask for run as one batch.
     */
    transaction<T>(work: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      // Run in the caller's async context (its request id: observe/log-context.ts), not in that of
      // the transaction that started the queue.
      // (runInAsyncScope, not AsyncResource.bind: bind also defines two deprecated accessors on
      // every bound function, a twentieth of a submit's CPU in a profile.)
      const caller = new AsyncResource('GroupPurseTransaction');
      const inContext = (tx: Tx) => caller.runInAsyncScope(work, undefined, tx);
      const result = new Promise<T>((resolve, reject) => pending.push({ work: inContext, options, resolve: resolve as (value: unknown) => void, reject }));
      draining ??= new Promise<void>((resolve) => nextTurn(resolve)).then(drain);
      return result;
    },
    // Synchronous underneath: it cannot fall inside another transaction's work.
    ping: async () => void selectOne.get(),
    async close() {
      while (draining) await draining;
      sqlite.close();
    },
  };
}

/** A transaction waiting for the connection. */
interface Job {
  work: (tx: Tx) => Promise<unknown>;
  options: TransactionOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The most transactions one batch carries: each write waits for the others of its batch before its answer. */
const MAX_BATCH = 32;

/** The database file inside a data directory. */
export function databaseFile(dataDir: string): string {
  return join(dataDir, 'grouppurse.db');
}
