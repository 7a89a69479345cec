import type { PullResponse } from '../../shared/sync-protocol';
import type { DeviceDb } from '../data/db';

/**
 * Applies one pulled page in ONE Dexie transaction, with the new cursor: a page is either fully
 * on the device with its cursor, or not at all (a crash mid-page just pulls it again).
 *
 * Rows are upserted (put, never add): a page may repeat rows, and a replay must be harmless.
 * A row that a still-queued local change targets is skipped, so a pull landing between a local
 * write and its push never hides what the user just did; the push's result decides.
 * Tombstones (`deleted: true`) remove the row from the device.
 */
export async function applyPullPage(db: DeviceDb, page: PullResponse): Promise<void> {
  await db.transaction('rw', [db.groups, db.projects, db.members, db.partners, db.outbox, db.meta], async () => {
    const queued = await db.outbox.where('status').equals('queued').toArray();
    const busy = new Set(queued.map((entry) => entry.target.id));
    const fresh = <T extends { id: string }>(rows: T[]) => rows.filter((row) => !busy.has(row.id));

    await db.groups.bulkPut(fresh(page.groups));
    await db.projects.bulkPut(fresh(page.projects));
    const members = fresh(page.members);
    await db.members.bulkDelete(members.filter((row) => row.deleted).map((row) => row.id));
    await db.members.bulkPut(members.filter((row) => !row.deleted));
    const partners = fresh(page.partners);
    await db.partners.bulkDelete(partners.filter((row) => row.deleted).map((row) => row.id));
    await db.partners.bulkPut(partners.filter((row) => !row.deleted));
    await db.meta.put({ key: 'cursor', value: page.cursor });
  });
}

/** The device's pull cursor (0 on a new device). */
export async function readCursor(db: DeviceDb): Promise<number> {
  const entry = await db.meta.get('cursor');
  return typeof entry?.value === 'number' ? entry.value : 0;
}
