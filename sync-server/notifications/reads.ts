import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { GroupUpdateItem, NotificationItem } from '../../shared/notifications';
import type { Queryable } from '../db/open';
import { groups, groupUpdates, notifications, type UserRow } from '../db/schema';
import { visibilityOf } from '../sync/visibility';
import { presentGroupUpdate, presentNotification } from './present';

/** The most a listing answers; older items stay on the devices that synced them. */
export const LIST_LIMIT = 200;

/** GET /api/notifications: the session user's own, newest first (ties: the later insert first). */
export function listNotifications(db: Queryable, actor: UserRow): NotificationItem[] {
  return db
    .select({ row: notifications, groupName: groups.name })
    .from(notifications)
    .leftJoin(groups, eq(groups.id, notifications.groupId))
    .where(eq(notifications.userId, actor.id))
    .orderBy(desc(notifications.createdAt), desc(sql`${notifications}.rowid`))
    .limit(LIST_LIMIT)
    .all()
    .map(({ row, groupName }) => presentNotification(row, groupName));
}

/** GET /api/group-updates: announcements of the groups the user owns, belongs to or partners, newest first. */
export function listGroupUpdates(db: Queryable, actor: UserRow): GroupUpdateItem[] {
  const { visible } = visibilityOf(db, actor.id);
  if (visible.length === 0) return [];
  return db
    .select({ row: groupUpdates, groupName: groups.name })
    .from(groupUpdates)
    .innerJoin(groups, eq(groups.id, groupUpdates.groupId))
    .where(inArray(groupUpdates.groupId, visible))
    .orderBy(desc(groupUpdates.createdAt), desc(sql`${groupUpdates}.rowid`))
    .limit(LIST_LIMIT)
    .all()
    .map(({ row, groupName }) => presentGroupUpdate(row, groupName));
}
