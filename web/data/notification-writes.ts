/**
 * Notifications read and announcements posted on the device: the row and its outbox entry in one
 * Dexie transaction (as in writes.ts), so both work with no signal and sync later.
 */
import type { AnnouncementPriority } from '../../shared/notifications';
import type { SessionUser } from '../../shared/auth-schemas';
import type { Mutation } from '../../shared/sync-protocol';
import type { DeviceDb, LocalGroupUpdate, LocalNotification, OutboxEntry } from './db';
import { requestSync } from './sync-trigger';
import { data_announcement, data_read } from '../../shared/i18n/paraglide/messages.js';

function entry(mutation: Mutation, label: string, target: OutboxEntry['target'], now: Date): OutboxEntry {
  return { id: mutation.id, type: mutation.type, payload: mutation.payload, label, target, createdAt: now.toISOString(), status: 'queued', attempts: 0 };
}

/** Marks one of the user's notifications read (SPEC §4: unread -> read when clicked). No-op when already read. */
export async function markNotificationRead(db: DeviceDb, notification: LocalNotification, now = new Date()): Promise<void> {
  if (notification.read) return;
  const mutation: Mutation = { id: crypto.randomUUID(), type: 'notification.read', payload: { notificationId: notification.id } };
  await db.transaction('rw', db.notifications, db.outbox, async () => {
    await db.notifications.update(notification.id, { read: true, _pending: 1 });
    await db.outbox.add(entry(mutation, data_read({ title: notification.title }), { table: 'notifications', id: notification.id }, now));
  });
  requestSync();
}

/** Posts an announcement to a group the admin owns; members see it on /updates after their next sync. */
export async function postAnnouncement(
  db: DeviceDb,
  admin: SessionUser,
  input: { groupId: string; title: string; message: string; priority: AnnouncementPriority },
  now = new Date(),
): Promise<LocalGroupUpdate> {
  const row: LocalGroupUpdate = {
    id: crypto.randomUUID(),
    groupId: input.groupId,
    authorId: admin.id,
    title: input.title,
    message: input.message,
    priority: input.priority,
    createdAt: now.toISOString(),
    revision: 0,
    _pending: 1,
  };
  const mutation: Mutation = {
    id: crypto.randomUUID(),
    type: 'announcement.create',
    payload: { id: row.id, groupId: row.groupId, title: row.title, message: row.message, priority: input.priority },
  };
  await db.transaction('rw', db.groupUpdates, db.outbox, async () => {
    await db.groupUpdates.add(row);
    await db.outbox.add(entry(mutation, data_announcement({ title: row.title }), { table: 'groupUpdates', id: row.id }, now));
  });
  requestSync();
  return row;
}
