import type Database from 'better-sqlite3';
import type { Context } from 'hono';

/** One cheap round trip to the database the server runs on, named by its engine only. */
export interface DatabaseProbe {
  /** The engine's name; never a path or a connection URL, which may carry a password. */
  engine: 'sqlite';
  /** Resolves when the database answered a query; throws when it did not. */
  ping(): Promise<void> | void;
}

/**
 * A probe of a SQLite connection: one `select 1`, prepared once, so a health check costs a
 * statement step and no parsing.
 * @example sqliteProbe(db.$client).ping()
 */
export function sqliteProbe(sqlite: Database.Database): DatabaseProbe {
  const statement = sqlite.prepare('SELECT 1');
  return { engine: 'sqlite', ping: () => void statement.get() };
}

/**
 * `GET /api/health`: 200 with `{ status: 'ok', database: { engine, ok: true } }` when the database
 * answered, 503 with `ok: false` when it did not, so a load balancer stops sending requests to a
 * process that can reach no database.
 * @example api.get('/health', healthCheck(sqliteProbe(db.$client)))
 */
export function healthCheck(probe: DatabaseProbe) {
  return async (c: Context) => {
    try {
      await probe.ping();
      return c.json({ status: 'ok', database: { engine: probe.engine, ok: true } });
    } catch (error) {
      console.error('health check: the database did not answer', (error as Error).message);
      return c.json({ status: 'unavailable', database: { engine: probe.engine, ok: false } }, 503);
    }
  };
}
