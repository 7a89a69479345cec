import type { DeviceDb } from './db';

/**
 * How many changes wait in the outbox to be sent, and how many the server refused (or found in
 * conflict): the sync bar's and the log-out question's counts. Each is an index count (`equals`),
 * not Dexie's `anyOf`, which walks a cursor one main-thread turn per row (see group-rows.ts).
 * @example const { waiting, refused } = await outboxCounts(db)
 */
export async function outboxCounts(db: DeviceDb): Promise<{ waiting: number; refused: number }> {
  const [waiting, refused, conflict] = await Promise.all(
    (['queued', 'refused', 'conflict'] as const).map((status) => db.outbox.where('status').equals(status).count()),
  );
  return { waiting: waiting!, refused: refused! + conflict! };
}
