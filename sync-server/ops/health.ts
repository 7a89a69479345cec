import type { Context } from 'hono';
import type { Database } from '../db/database';
import type { Log } from '../observe/log';

/**
 * `GET /api/health`: 200 with `{ status: 'ok', database: { engine, ok: true } }` when the database
 * answered, 503 with `ok: false` when it did not, so a load balancer stops sending requests to a
 * process that can reach no database.
 * The engine is named, never a path or a connection URL, which may carry a password.
 * @example api.get('/health', healthCheck(db, log))
 */
export function healthCheck(probe: Pick<Database, 'engine' | 'ping'>, log: Log) {
  return async (c: Context) => {
    try {
      await probe.ping();
      return c.json({ status: 'ok', database: { engine: probe.engine, ok: true } });
    } catch (error) {
      log.error({ err: error }, 'health check: the database did not answer');
      return c.json({ status: 'unavailable', database: { engine: probe.engine, ok: false } }, 503);
    }
  };
}
