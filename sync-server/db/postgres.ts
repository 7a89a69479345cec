import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database, TransactionOptions, Tx } from './database';
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
 * @example const db = await openPostgres('postgres://app@db.internal/grouppurse'); await db.transaction((tx) => …)
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
  // Process-wide and kept for the process's life: every pool of this process reads alike.
  useSqliteLikeParsers();
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
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
  type PgTransactionConfig = NonNullable<Parameters<typeof orm.transaction>[1]>;
  const readOnly: PgTransactionConfig = { isolationLevel: 'repeatable read', accessMode: 'read only' };
  const readWrite: PgTransactionConfig = { isolationLevel: 'read committed' };
  return {
    engine: 'postgres',
    pool,
    async transaction<T>(work: (tx: Tx) => Promise<T>, { readOnly: isReadOnly = false, oneStatement = false }: TransactionOptions = {}): Promise<T> {
      // One read on the pool: autocommit, its own snapshot, nothing to undo or run again.
      if (isReadOnly && oneStatement) return work(orm as unknown as Tx);
      // The pg transaction runs the SQLite table objects' queries as they are (see schema.ts).
      const run = () => orm.transaction((tx) => work(tx as unknown as Tx), isReadOnly ? readOnly : readWrite);
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
