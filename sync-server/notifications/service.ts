import { and, eq } from 'drizzle-orm';
import type * as z from 'zod';
import type { announcementSchema } from '../../shared/notifications';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { groupUpdates, notifications, type UserRow } from '../db/schema';
import { requireGroupRole } from '../access/group-access';
import { groupAudience } from '../access/audience';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { announcementPush } from '../push/payloads';
import type { GroupUpdateRecord, NotificationRecord } from '../present/records';
import { addNotification } from './write';
import { newRowId } from '../../shared/row-id';

export type Announcement = z.output<typeof announcementSchema>;

/**
 * Marks one of the user's own notifications read (SPEC §4: unread -> read when clicked). Someone
 * else's answers 404 like an unknown id, so ids cannot be probed. Marking it again changes
 * nothing (no new revision), so a replayed click costs no sync traffic. The update keeps
 * `read = false` in its WHERE: of two marks at once, only one takes a revision.
 * @example await markNotificationRead(tx, member, id) // ok(row) or refuse('notification-not-found')
 */
export async function markNotificationRead(tx: Tx, actor: UserRow, notificationId: string): Promise<Outcome<NotificationRecord>> {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, actor.id)))
    .limit(1);
  if (!row) return refuse('notification-not-found');
  if (row.read) return ok(row);
  const [updated] = await tx
    .update(notifications)
    .set({ read: true, revision: await nextRevision(tx) })
    .where(and(eq(notifications.id, row.id), eq(notifications.read, false)))
    .returning();
  return ok(updated ?? { ...row, read: true });
}

/** The same announcement sent again under its client id. */
function isSameAnnouncement(row: GroupUpdateRecord, actor: UserRow, groupId: string, input: Announcement): boolean {
  return row.groupId === groupId && row.authorId === actor.id && row.title === input.title && row.message === input.message && row.priority === input.priority;
}

/**
 * A group's admin posts an announcement (the spec reads group updates but never says who writes
 * them: admins do). The announcement, a 'group_update' notification for each active member and
 * partner, and their pushes commit together. A client id makes an offline post's replay find its
 * row instead of notifying everyone twice; the same id posted twice at once inserts once (the
 * other's insert does nothing, and it answers as a replay).
 * @example await postAnnouncement(tx, admin, groupId, announcementSchema.parse({ title: 'Meeting moved', message: 'Now Saturday' }), now)
 */
export async function postAnnouncement(
  tx: Tx,
  actor: UserRow,
  groupId: string,
  input: Announcement,
  now: Date,
): Promise<Outcome<{ update: GroupUpdateRecord; groupName: string }>> {
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  const { group } = checked.value;
  const id = input.id ?? newRowId();
  const replayed = async () => {
    const [existing] = await tx.select().from(groupUpdates).where(eq(groupUpdates.id, id)).limit(1);
    if (!existing) return undefined;
    return isSameAnnouncement(existing, actor, groupId, input) ? ok({ update: existing, groupName: group.name }) : refuse('id-taken');
  };
  const before = await replayed();
  if (before) return before;
  const [update] = await tx
    .insert(groupUpdates)
    .values({ id, groupId, authorId: actor.id, title: input.title, message: input.message, priority: input.priority, createdAt: now, revision: await nextRevision(tx) })
    .onConflictDoNothing({ target: groupUpdates.id })
    .returning();
  if (!update) {
    // The same id was inserted by a request running at the same time, committed by now.
    const raced = await replayed();
    if (!raced) throw new Error('announcement vanished between its insert and its read');
    return raced;
  }
  const push = announcementPush(update, group.name);
  for (const userId of await groupAudience(tx, groupId)) {
    if (userId === actor.id) continue;
    await addNotification(tx, { userId, groupId, type: 'group_update', title: update.title, message: update.message }, push, now);
  }
  return ok({ update, groupName: group.name });
}
