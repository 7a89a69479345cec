import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database, TransactionOptions, Tx } from './database';
import { answersAhead } from './pipeline';
import { useSqliteLikeParsers } from './pg/type-parsers';
import * as schema from './schema';

// Beside this file in the sources, and beside the bundle (scripts/build-server.mjs copies them).
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'pg', 'migrations');

/** Session advisory lock key (two ints) held while one process migrates; see db/revision.ts for 7301/0. */
const MIGRATION_LOCK = [7301, 1] as const;
/** serialization_failure and deadlock_detected: PostgreSQL undid the whole transaction, running it again is safe. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/** The PostgreSQL engine: a pool of connections whose transactions run side by side. */
export interface PostgresDatabase extends Database {
  readonly engine: 'postgres';
  /** The connections, for what runs outside any transaction (the revision watermark). */
  readonly pool: pg.Pool;
}

export interface PostgresOptions {
  /** Connections in the pool (default 10): the most transactions this process runs at once. */
  max?: number;
}

/**
 * Opens the PostgreSQL database at `url` (postgres://…) and applies every pending migration of
 * db/pg/migrations. Queries are built from the SQLite table objects of db/schema.ts (one set of
 * builders for both engines): drizzle's node-postgres database made with that schema runs them,
 * and the type parsers make its answers read as SQLite's (numbers, not bigint strings).
 *
 * Transactions: a read-only one is REPEATABLE READ READ ONLY, one snapshot for the whole pull
 * (its single-snapshot promise), and never waits for writers. A write is READ COMMITTED: every
 * statement sees what committed before it, so a guarded update (`WHERE status = 'pending'`)
 * really decides a race between two requests, and services lock the parent row (db/lock.ts) where
 * they check then write. A transaction PostgreSQL undoes as a serialization failure or deadlock
 * runs again whole (at most 5 times, after a short random pause so the two do not meet again):
 * `work` holds no network wait and no side effect outside the database, so a rerun is safe.
 * Connections run in pipeline mode (db/pipeline.ts): BEGIN goes out with the work's first
 * statement and COMMIT with its last ones, and statements sent ahead share round trips.
 * @example const db = await openPostgres('postgres://app@db.internal/grouppurse'); await db.transaction((tx) => …)
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  // Process-wide and kept for the process's life: every pool of this process reads alike.
  useSqliteLikeParsers();
  // Pipeline mode (db/pipeline.ts): a statement is sent when asked for, not once the one before it
  // is answered, so statements whose answers nobody waits for share a round trip.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, pipeline: true } as pg.PoolConfig);
  // An idle connection dropped by the server (a restart, a failover) is removed by the pool; left
  // unheard, the pool's 'error' event would end the process.
  pool.on('error', (error) => console.error('PostgreSQL: an idle connection failed', error.message));
  try {
    await migrateOnce(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const orm = drizzle(pool, { schema });
  // drizzle's own transaction waits for its BEGIN's answer; this one sends BEGIN with the work's
  // first statement. Built from drizzle's parts, as its NodePgSession.transaction does.
  const { dialect, session: poolSession } = orm as unknown as { dialect: PgDialectOf; session: { options: unknown } };
  const BEGIN = { write: 'begin isolation level read committed', read: 'begin isolation level repeatable read read only' };
  async function pipelined<T>(work: (tx: Tx) => Promise<T>, begin: string): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      // No schema: a transaction given one builds drizzle's relational query builders for every
      // table, each time (a fiftieth of a submit's CPU in Node); Tx offers only the SQL builders.
      const session = new NodePgSession(client, dialect, undefined, poolSession.options as never);
      const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
      const begun = client.query(begin);
      begun.catch(() => undefined);
      try {
        const result = await work(tx);
        // COMMIT goes out with the statements still unanswered: had one failed, the transaction
        // is aborted and PostgreSQL answers this COMMIT with a rollback, and its error is thrown.
        const committed = client.query('commit');
        committed.catch(() => undefined);
        await begun;
        await answersAhead(tx);
        // PostgreSQL answers ROLLBACK, not an error, to the COMMIT of a transaction a failed
        // statement aborted: work that caught that statement's error must not be told it committed.
        const { command } = await committed;
        if (command !== 'COMMIT') throw new Error(`the transaction was not committed (PostgreSQL answered ${command}): a statement in it failed`);
        return result;
      } catch (error) {
        // The statement that aborted the transaction, rather than one that found it aborted.
        const cause = await begun.then(() => answersAhead(tx)).then(() => error, (first: unknown) => first);
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
        throw cause;
      }
    } finally {
      // A connection whose ROLLBACK failed is closed rather than returned to the pool.
      client.release(broken);
    }
  }
  return {
    engine: 'postgres',
    pool,
    async transaction<T>(work: (tx: Tx) => Promise<T>, { readOnly: isReadOnly = false, oneStatement = false }: TransactionOptions = {}): Promise<T> {
      // One read on the pool: autocommit, its own snapshot, nothing to undo or run again.
      if (isReadOnly && oneStatement) return work(orm as unknown as Tx);
      // The pg transaction runs the SQLite table objects' queries as they are (see schema.ts).
      const run = () => pipelined(work, isReadOnly ? BEGIN.read : BEGIN.write);
      for (let attempt = 1; ; attempt++) {
        try {
          return await run();
        } catch (error) {
          if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
          await pause(2 ** attempt + Math.random() * 10 * attempt);
        }
      }
    },
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

/**
 * Applies the pending migrations while holding a session advisory lock, so two processes starting
 * at once on one database never both migrate: the second waits, then finds nothing left to apply.
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1, $2)', [...MIGRATION_LOCK]);
    try {
      // On one client, so the migrator's transaction runs in the session holding the lock.
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [...MIGRATION_LOCK]);
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A client that failed is closed rather than returned (it may still hold the lock).
    client.release(failure);
  }
}

/** The SQLSTATE of a PostgreSQL error, also when drizzle wrapped it (DrizzleQueryError's cause). */
function sqlState(error: unknown): string | undefined {
  let e = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') return code;
    e = cause;
  }
  return undefined;
}

type PgDialectOf = ConstructorParameters<typeof NodePgSession>[1];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
