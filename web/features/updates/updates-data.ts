/**
 * Everything /updates shows, read from the device database in one pass (so it opens offline and
 * one useLiveQuery gives a consistent picture): the user's notifications, the announcements of
 * their groups, how many groups they have, and which payments a notification may open.
 */
import type { SessionUser } from '../../../shared/auth-schemas';
import type { DeviceDb, LocalGroupUpdate } from '../../data/db';
import { loadNotificationViews, openableContributionIds, type NotificationView } from './notifications/notification-data';

export interface AnnouncementView {
  row: LocalGroupUpdate;
  groupName: string;
}

export interface UpdatesData {
  notifications: NotificationView[];
  /** Newest first. */
  announcements: AnnouncementView[];
  /** The 'Active Groups' card: the groups on this phone, which sync fills with exactly the user's. */
  groupCount: number;
  known: Set<string>;
}

/** @example const data = useLiveQuery(() => loadUpdates(db, user), [db, user.id, user.role]) */
export async function loadUpdates(db: DeviceDb, user: Pick<SessionUser, 'id' | 'role'>): Promise<UpdatesData> {
  const [notifications, updates, groups, known] = await Promise.all([
    loadNotificationViews(db),
    db.groupUpdates.toArray(),
    db.groups.toArray(),
    openableContributionIds(db, user),
  ]);
  const names = new Map(groups.map((group) => [group.id, group.name]));
  const announcements = updates
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((row) => ({ row, groupName: names.get(row.groupId) ?? '' }));
  return { notifications, announcements, groupCount: groups.length, known };
}
