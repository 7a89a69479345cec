import { and, eq } from 'drizzle-orm';
import { englishNotice, type NoticeParams } from '../../shared/notices';
import type { NotificationType } from '../../shared/notifications';
import type { Tx } from '../db/database';
import { sendAhead } from '../db/pipeline';
import { placeholdersFor, preparedQuery } from '../db/prepared';
import { nextRevision } from '../db/revision';
import { notifications } from '../db/schema';
import type { PushNotice } from '../push/payloads';
import { deliveriesFor, enqueuePush, insertDeliveries, type PushDevice } from '../push/queue';
import { newRowId } from '../../shared/row-id';

/**
 * A notice to write: the server's own as params (each phone renders them in its language; the
 * English title and message are stored beside them for older apps), or an admin's own words.
 */
export type NewNotification = {
  userId: string;
  groupId: string | null;
  type: NotificationType;
  contributionId?: string | null;
  projectId?: string | null;
} & ({ params: NoticeParams } | { params?: null; title: string; message: string });

// Every submit writes one per reviewer: built once per database.
const insertNotification = preparedQuery((q) => q.insert(notifications).values(placeholdersFor(notifications)).prepare());

/**
 * Writes one notification row (synced to the user's devices by its revision) and queues its web
 * push to each of the user's devices. Call it inside the transaction of the change it tells
 * about: the change, the notification and the push commit together or not at all.
 * @example await addNotification(tx, { userId, groupId, type: 'reminder', params: { kind: 'reminder', purse, note: null } }, reminderPush(project, null, purse), now)
 */
export async function addNotification(tx: Tx, notice: NewNotification, push: PushNotice | null, now: Date): Promise<string> {
  const row = notificationRow(notice, await nextRevision(tx), now);
  await insertNotification(tx).run(row);
  if (push) await enqueuePush(tx, notice.userId, push, now);
  return row.id;
}

/**
 * Writes several users' notifications, each with its push to the devices already read for its
 * user: every notification in one statement, every delivery in another (a submit tells the admin
 * and each partner). Same promise as addNotification: call it inside the change's transaction.
 * @example await addNotifications(tx, reviewers.map((r) => ({ notice: { userId: r.id, … }, push, devices: r.devices })), now)
 */
export async function addNotifications(tx: Tx, items: readonly { notice: NewNotification; push: PushNotice | null; devices: readonly PushDevice[] }[], now: Date): Promise<void> {
  const rows: NotificationRow[] = [];
  for (const { notice } of items) rows.push(notificationRow(notice, await nextRevision(tx), now));
  // Sent ahead (db/pipeline.ts): nothing reads their answers, so they share the next statement's round trip.
  if (rows.length === 1) await sendAhead(tx, () => insertNotification(tx).run(rows[0]));
  else if (rows.length > 1) await sendAhead(tx, () => tx.insert(notifications).values(rows).execute());
  await insertDeliveries(tx, items.flatMap(({ push, devices }) => (push ? deliveriesFor(devices, push, now) : [])));
}

type NotificationRow = typeof notifications.$inferSelect;

/** The stored row of a notice: its params and, for older apps, their English title and message. */
function notificationRow(notice: NewNotification, revision: number, now: Date): NotificationRow {
  const text = notice.params ? englishNotice(notice.params) : { title: notice.title, message: notice.message };
  return {
    id: newRowId(),
    userId: notice.userId,
    groupId: notice.groupId,
    type: notice.type,
    title: text.title,
    message: text.message,
    params: notice.params ?? null,
    contributionId: notice.contributionId ?? null,
    projectId: notice.projectId ?? null,
    read: false,
    createdAt: now,
    revision,
  };
}

/**
 * The user's unread notifications about one contribution (their ids), for markNoticesRead: an
 * admin who decided a payment (on any phone, or through the API) has dealt with its 'payment
 * submitted' notice. Read apart from the marking, so a decision asks for them with its other reads.
 * @example const unread = unreadNoticesAbout(tx, admin.id, contributionId); … await markNoticesRead(tx, await unread)
 */
export async function unreadNoticesAbout(tx: Tx, userId: string, contributionId: string): Promise<string[]> {
  const unread = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.contributionId, contributionId), eq(notifications.read, false)));
  return unread.map(({ id }) => id);
}

/**
 * Marks the notifications read, with new revisions so every device of their user pulls them read.
 * Call it inside the decision's transaction.
 */
export async function markNoticesRead(tx: Tx, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const revision = await nextRevision(tx);
    await sendAhead(tx, () => tx.update(notifications).set({ read: true, revision }).where(eq(notifications.id, id)).execute());
  }
}
