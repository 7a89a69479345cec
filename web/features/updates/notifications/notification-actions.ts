/**
 * A tap on a notification (SPEC §2, §4): it becomes read, then opens its contribution when the
 * user can open it. The screens differ only in how they open it.
 */
import type { Role } from '../../../../shared/auth-schemas';
import type { DeviceDb } from '../../../data/db';
import { markNotificationRead } from '../../../data/notification-writes';
import type { NotificationView } from './notification-data';
import { notificationTarget, type NotificationTarget } from './notification-target';

/**
 * Marks the notification read (on the phone at once, synced later) and says where it leads.
 * @example const target = await readAndTarget(db, view, 'admin', known); if (target) open(target)
 */
export async function readAndTarget(db: DeviceDb, view: NotificationView, role: Role, known: ReadonlySet<string>): Promise<NotificationTarget> {
  try {
    await markNotificationRead(db, view.row);
  } catch {
    // Marking read failed on this phone (storage full, database closing): still open what it is about.
  }
  return notificationTarget(view.row, role, known);
}
