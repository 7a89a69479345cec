import { useLiveQuery } from 'dexie-react-hooks';
import { deviceDb } from '../../data/db';

/**
 * How many of the user's notifications are unread on this phone (a 'read' queued here counts as
 * read at once), live; 0 until the first read.
 */
export function useUnreadUpdates(userId: string): number {
  const db = deviceDb(userId);
  // `read` is a boolean, which IndexedDB cannot index: the user's notifications are few, so filter.
  return useLiveQuery(() => db.notifications.filter((n) => !n.read).count(), [db], 0);
}
