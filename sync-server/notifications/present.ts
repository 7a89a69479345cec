import type { GroupUpdateItem, NotificationItem } from '../../shared/notifications';
import type { groupUpdates, notifications } from '../db/schema';

export type NotificationRecord = typeof notifications.$inferSelect;
export type GroupUpdateRecord = typeof groupUpdates.$inferSelect;

/** A notification as GET /api/notifications lists it (SPEC §3: with groupName). */
export function presentNotification(row: NotificationRecord, groupName: string | null): NotificationItem {
  return {
    id: row.id,
    userId: row.userId,
    groupId: row.groupId,
    groupName,
    type: row.type,
    title: row.title,
    message: row.message,
    params: row.params,
    contributionId: row.contributionId,
    projectId: row.projectId,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An announcement as GET /api/group-updates lists it (SPEC §3 group update). */
export function presentGroupUpdate(row: GroupUpdateRecord, groupName: string): GroupUpdateItem {
  return {
    id: row.id,
    groupId: row.groupId,
    groupName,
    authorId: row.authorId,
    title: row.title,
    message: row.message,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
  };
}
