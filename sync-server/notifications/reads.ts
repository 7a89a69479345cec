import { eq, inArray } from 'drizzle-orm';
import type { GroupUpdateItem, NotificationItem } from '../../shared/notifications';
import type { Tx } from '../db/database';
import { newestFirst } from '../db/order';
import { groups, groupUpdates, notifications, type UserRow } from '../db/schema';
import { visibilityOf } from '../access/visibility';
import { presentGroupUpdate, presentNotification } from '../present/notification';

/** The most a listing answers; older items stay on the devices that synced them. */
export const LIST_LIMIT = 200;

/** GET /api/notifications: the session user's own, newest first (ties: the later insert first). */
export async function listNotifications(tx: Tx, actor: UserRow): Promise<NotificationItem[]> {
  const rows = await tx
    .select({ row: notifications, groupName: groups.name })
    .from(notifications)
    .leftJoin(groups, eq(groups.id, notifications.groupId))
    .where(eq(notifications.userId, actor.id))
    .orderBy(newestFirst(notifications))
    .limit(LIST_LIMIT);
  return rows.map(({ row, groupName }) => presentNotification(row, groupName));
}

/** GET /api/group-updates: announcements of the groups the user owns, belongs to or partners, newest first. */
export async function listGroupUpdates(tx: Tx, actor: UserRow): Promise<GroupUpdateItem[]> {
  const { visible } = await visibilityOf(tx, actor.id);
  if (visible.length === 0) return [];
  const rows = await tx
    .select({ row: groupUpdates, groupName: groups.name })
    .from(groupUpdates)
    .innerJoin(groups, eq(groups.id, groupUpdates.groupId))
    .where(inArray(groupUpdates.groupId, visible))
    .orderBy(newestFirst(groupUpdates))
    .limit(LIST_LIMIT);
  return rows.map(({ row, groupName }) => presentGroupUpdate(row, groupName));
}
