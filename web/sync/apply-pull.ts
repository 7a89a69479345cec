import type { PullResponse, PullScope } from '../../shared/sync-protocol';
import type { DeviceDb } from '../data/db';
import { rebuildHistory } from '../data/history-apply';
import { clearConfirmedRevisions, withConfirmedRevision } from '../data/decision-overlay';

/** Decisions overlay the row (see contribution-writes.ts): the server's row may always land. */
const OVERLAY_TYPES = new Set(['contribution.confirm', 'contribution.reject']);

/**
 * Applies one pulled page in ONE Dexie transaction, with the new cursor: a page is either fully
 * on the device with its cursor, or not at all (a crash mid-page just pulls it again).
 *
 * Rows are upserted (put, never add): a page may repeat rows, and a replay must be harmless.
 * A row that a still-queued local change targets is skipped, so a pull landing between a local
 * write and its push never hides what the user just did; the push's result decides.
 * Tombstones (`deleted: true`) remove the row from the device. On the last page, rows outside
 * the user's scope (a group they left, a partnership that ended) leave the device: see `purge`.
 */
export async function applyPullPage(db: DeviceDb, page: PullResponse, userId: string): Promise<void> {
  // Hashed before the transaction opens: a Web Crypto await inside it would end it.
  const history = await rebuildHistory(db, page.history);
  await db.transaction('rw', [db.groups, db.projects, db.members, db.partners, db.contributions, db.notifications, db.groupUpdates, db.payouts, db.history, db.outbox, db.meta], async () => {
    const queued = await db.outbox.where('status').equals('queued').toArray();
    const busy = new Set(queued.filter((entry) => !OVERLAY_TYPES.has(entry.type)).map((entry) => entry.target.id));
    const fresh = <T extends { id: string }>(rows: T[]) => rows.filter((row) => !busy.has(row.id));

    await db.groups.bulkPut(fresh(page.groups));
    await db.projects.bulkPut(fresh(page.projects));
    const members = fresh(page.members);
    await db.members.bulkDelete(members.filter((row) => row.deleted).map((row) => row.id));
    await db.members.bulkPut(members.filter((row) => !row.deleted));
    const partners = fresh(page.partners);
    await db.partners.bulkDelete(partners.filter((row) => row.deleted).map((row) => row.id));
    await db.partners.bulkPut(partners.filter((row) => !row.deleted));
    const contributions = fresh(page.contributions);
    const stored = await db.contributions.bulkGet(contributions.map((row) => row.id));
    await db.contributions.bulkPut(contributions.map((row, i) => withConfirmedRevision(row, stored[i], page.hasMore)));
    if (!page.hasMore) await clearConfirmedRevisions(db);
    await db.notifications.bulkPut(fresh(page.notifications));
    await db.groupUpdates.bulkPut(fresh(page.groupUpdates));
    await db.payouts.bulkPut(fresh(page.payouts));
    await db.history.bulkPut(history);
    const previous = await db.meta.get('scope');
    await db.meta.put({ key: 'cursor', value: page.cursor });
    // The snapshot of a first pull is kept with the cursor until its last page, so a pull cut
    // halfway resumes with it (the server then leaves out what the snapshot already brought).
    // Written only when it changes: the screens' heavy reads wait on this flag
    // (data/first-pull-pause.ts), and every write of it would wake them.
    const snapshot = await db.meta.get('snapshot');
    if (page.snapshot !== undefined && page.hasMore) {
      if (snapshot?.value !== page.snapshot) await db.meta.put({ key: 'snapshot', value: page.snapshot });
    } else if (!page.hasMore && snapshot) await db.meta.delete('snapshot');
    await db.meta.put({ key: 'scope', value: page.scope });
    // Scanning every table costs on a cheap phone: only when what the user may see has changed.
    if (!page.hasMore && (previous?.key !== 'scope' || !sameScope(previous.value, page.scope))) await purge(db, page.scope, userId);
  });
}

/**
 * Removes what the user may no longer see: every row of a group outside `scope.visible`, and in a
 * group they only belong to (not own or partner), other people's member, partner and contribution
 * rows. Rows made on this device and not yet on the server (`_pending`) are never touched.
 */
async function purge(db: DeviceDb, scope: PullScope, userId: string): Promise<void> {
  const visible = new Set(scope.visible);
  const full = new Set(scope.full);
  const gone = (row: { groupId: string; userId: string; _pending?: 1 }) => !row._pending && (!visible.has(row.groupId) || (!full.has(row.groupId) && row.userId !== userId));
  await db.groups.filter((row) => !row._pending && !visible.has(row.id)).delete();
  await db.projects.filter((row) => !row._pending && !visible.has(row.groupId)).delete();
  await db.members.filter(gone).delete();
  await db.partners.filter(gone).delete();
  await db.contributions.filter(gone).delete();
  await db.groupUpdates.filter((row) => !row._pending && !visible.has(row.groupId)).delete();
  await db.payouts.filter((row) => !row._pending && !visible.has(row.groupId)).delete();
  await db.history.filter((row) => !visible.has(row.groupId)).delete();
}

function sameScope(a: PullScope, b: PullScope): boolean {
  const same = (x: string[], y: string[]) => x.length === y.length && [...x].sort().join() === [...y].sort().join();
  return same(a.visible, b.visible) && same(a.full, b.full);
}

/** The device's pull cursor (0 on a new device). */
export async function readCursor(db: DeviceDb): Promise<number> {
  const entry = await db.meta.get('cursor');
  return typeof entry?.value === 'number' ? entry.value : 0;
}
