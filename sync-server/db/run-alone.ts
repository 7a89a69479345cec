import type { Database } from './database';
import type { PostgresDatabase } from './postgres';

/** Session advisory lock keys (two ints, first 7302) of the jobs only one server process may run at a time. */
export const ALONE = { maintenance: 1 } as const;

/**
 * Runs `work` unless another server process is running the same job on this database, in which
 * case it answers null at once: how periodic jobs (pruning) run once across several processes on
 * one PostgreSQL. A session advisory lock on a connection of its own, released when the work ends
 * (or the process dies). On SQLite, one process owns the file: it always runs.
 * @example await runAlone(db, ALONE.maintenance, () => pruneExpired(db, store, now))
 */
export async function runAlone<T>(db: Database, job: number, work: () => Promise<T>): Promise<T | null> {
  const pool = db.engine === 'postgres' ? (db as Partial<PostgresDatabase>).pool : undefined;
  if (!pool) return work();
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock(7302, $1) AS got', [job]);
    if (!rows[0]?.got) return null;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(7302, $1)', [job]);
    }
  } finally {
    client.release();
  }
}
