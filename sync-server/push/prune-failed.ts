import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { pushDeliveries } from '../db/schema';

/** Given-up deliveries are kept this long for looking into, then dropped. */
export const FAILED_RETENTION_MS = 7 * 24 * 60 * 60_000;

/**
 * Drops deliveries given up more than FAILED_RETENTION_MS ago (counted from when they were
 * queued). Runs with the periodic maintenance, not on the worker's every run: the worker runs
 * after each write, and this delete cost a write transaction each time for rows a week old.
 * @example await db.transaction((tx) => pruneFailedDeliveries(tx, now))
 */
export async function pruneFailedDeliveries(tx: Tx, now: Date): Promise<void> {
  await tx
    .delete(pushDeliveries)
    .where(and(eq(pushDeliveries.status, 'failed'), lt(pushDeliveries.createdAt, new Date(now.getTime() - FAILED_RETENTION_MS))));
}
