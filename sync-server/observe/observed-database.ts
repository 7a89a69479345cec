import type { Database } from '../db/database';
import type { Log } from './log';
import type { Metrics } from './metrics';

/** A transaction slower than this is logged (with its request's id): a submit takes 1–5 ms. */
export const SLOW_TRANSACTION_MS = 250;

/**
 * The same database, each transaction timed into the metrics (read or write) and logged when slow:
 * the line carries the id of the request (or job) it ran for, as every line inside one does.
 * Everything else (the engine, ping, close, an engine's own handle) is the database's own.
 * @example const db = observedDatabase(await openEngine(options), { log, metrics })
 */
export function observedDatabase<D extends Database>(db: D, observe: { log: Log; metrics: Metrics }): D {
  const { log, metrics } = observe;
  const transaction: Database['transaction'] = async (work, options) => {
    const mode = options?.readOnly ? 'read' : 'write';
    const started = performance.now();
    let failed = false;
    try {
      return await db.transaction(work, options);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const ms = performance.now() - started;
      metrics.transaction(mode, ms / 1000);
      if (ms > SLOW_TRANSACTION_MS) log.warn({ mode, ms: Math.round(ms), rolledBack: failed }, 'slow transaction');
    }
  };
  return Object.assign(Object.create(db) as D, { transaction });
}
