/**
 * Heavy screen reads (the admin dashboard, the groups overview, notifications, contribution lists)
 * held still while a first pull runs.
 *
 * A first pull of a big group is many pages; each page lands in one transaction, and every live
 * query that read the touched tables runs again. Re-reading 10,000 contributions after every page
 * kept a phone's main thread busy between pages (the pull itself waits on it) and, on a slow
 * phone, the dashboard never caught up: Dexie drops a result that a newer write made stale, so it
 * showed nothing new until the last page.
 *
 * While meta 'snapshot' is set (from the first page, whose snapshot already brings every group,
 * purse, member and partner as they are now, until the last page: sync/apply-pull.ts), a read is
 * done once and then served from memory; the live query then depends only on that flag and on
 * the outbox. So the screen shows the snapshot's figures after the first page, does not re-read
 * per page, and reads everything again once the flag goes. Nothing the user does is hidden: every
 * local write (and every push answer) changes the outbox in the same transaction, and a changed
 * outbox reads again.
 *
 * A run of the live query while that one read is still under way waits for it. The read takes
 * several pages' time (the pull worker writes page after page over every table, and IndexedDB
 * starts each of the read's transactions only after the writes begun before it), and each page's
 * wake-up used to start the whole read again beside the first: five of them at once at 4× CPU.
 */
import type { DeviceDb } from './db';

interface Held {
  /** The outbox as it was when the value was read. */
  outbox: string;
  /** The read, still running or done: later runs wait for it rather than read again. */
  value: Promise<unknown>;
}

const heldByDb = new WeakMap<DeviceDb, Map<string, Held>>();

/**
 * Runs `load` inside a live query, but while a first pull runs only once per `key` (and again
 * after a local change): see the file comment. `key` names the read and its arguments.
 * @example useLiveQuery(() => readOnceDuringFirstPull(db, `dashboard:${user.id}`, () => loadAdminDashboard(db, user)), [db, user.id])
 */
export async function readOnceDuringFirstPull<T>(db: DeviceDb, key: string, load: () => Promise<T>): Promise<T> {
  let held = heldByDb.get(db);
  if (!held) heldByDb.set(db, (held = new Map()));
  // Both reads are what the live query then depends on: the flag, and the (small) outbox.
  const [snapshot, entries] = await Promise.all([db.meta.get('snapshot'), db.outbox.toArray()]);
  if (!snapshot) {
    held.delete(key);
    return load();
  }
  const outbox = entries.map((entry) => `${entry.seq}:${entry.status}`).join();
  const kept = held.get(key);
  if (kept && kept.outbox === outbox) return kept.value as Promise<T>;
  const value = load();
  held.set(key, { outbox, value });
  // A read that failed is not kept: the next run reads again.
  value.catch(() => held.get(key)?.value === value && held.delete(key));
  return value;
}
