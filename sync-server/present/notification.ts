/**
 * Notifications and announcements as they leave the server: sync rows and REST items.
 */
import type { GroupUpdateItem, NotificationItem } from '../../shared/notifications';
import type { GroupUpdateRow, NotificationRow } from '../../shared/sync-protocol';
import type { NotificationRecord, GroupUpdateRecord } from './records';

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

/** One of the user's own notifications; its group's name is joined on the device. */
export function notificationRow(notification: NotificationRecord): NotificationRow {
  return {
    id: notification.id,
    userId: notification.userId,
    groupId: notification.groupId,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    params: notification.params,
    contributionId: notification.contributionId,
    projectId: notification.projectId,
    read: notification.read,
    createdAt: notification.createdAt.toISOString(),
    revision: notification.revision,
  };
}

/** An announcement of a group the user can see. */
export function groupUpdateRow(update: GroupUpdateRecord): GroupUpdateRow {
  return {
    id: update.id,
    groupId: update.groupId,
    authorId: update.authorId,
    title: update.title,
    message: update.message,
    priority: update.priority,
    createdAt: update.createdAt.toISOString(),
    revision: update.revision,
  };
}
