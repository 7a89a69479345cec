/**
 * Notifications and announcements as they leave the server: sync rows, and the REST items built
 * from them.
 */
import type { GroupUpdateItem, NotificationItem } from '../../shared/notifications';
import type { GroupUpdateRow, NotificationRow } from '../../shared/sync-protocol';
import type { NotificationRecord, GroupUpdateRecord } from './records';

/** A notification as GET /api/notifications lists it (SPEC §3: with groupName): its sync row, named, without the revision. */
export function presentNotification(row: NotificationRecord, groupName: string | null): NotificationItem {
  const { revision: _revision, ...rest } = notificationRow(row);
  return { ...rest, groupName };
}

/** An announcement as GET /api/group-updates lists it (SPEC §3 group update): its sync row, named, without the revision. */
export function presentGroupUpdate(row: GroupUpdateRecord, groupName: string): GroupUpdateItem {
  const { revision: _revision, ...rest } = groupUpdateRow(row);
  return { ...rest, groupName };
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
