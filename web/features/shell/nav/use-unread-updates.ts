import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDb } from '../../../data/db';
import { readOnceDuringFirstPull } from '../../../data/first-pull-pause';

/**
 * How many of the user's notifications are unread on this phone (a 'read' queued here counts as
 * read at once), live; 0 until the first read.
 */
export function useUnreadUpdates(userId: string): number {
  const db = deviceDb(userId);
  // `read` is a boolean, which IndexedDB cannot index: the user's notifications are few, so filter;
  // but an admin's first pull brings thousands, page after page: counted once while it runs.
  return useLiveQuery(() => readOnceDuringFirstPull(db, `unread-updates:${userId}`, () => db.notifications.filter((n) => !n.read).count()), [db, userId], 0);
}
