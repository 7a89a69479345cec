import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type * as z from 'zod';
import { MESSAGES } from '../../shared/errors';
import type { announcementSchema } from '../../shared/notifications';
import type { Db } from '../db/open';
import { nextRevision } from '../db/revision';
import { groupUpdates, notifications, type UserRow } from '../db/schema';
import { requireGroupRole } from '../groups/access';
import { groupAudience } from '../groups/audience';
import { ok, refuse, type Outcome } from '../http/outcome';
import { announcementPush } from '../push/payloads';
import type { GroupUpdateRecord, NotificationRecord } from './present';
import { addNotification } from './write';

export type Announcement = z.output<typeof announcementSchema>;

/**
 * Marks one of the user's own notifications read (SPEC §4: unread -> read when clicked). Someone
 * else's answers 404 like an unknown id, so ids cannot be probed. Marking it again changes
 * nothing (no new revision), so a replayed click costs no sync traffic.
 * @example markNotificationRead(db, member, id) // ok(row) or refuse(404, 'notification-not-found', …)
 */
export function markNotificationRead(db: Db, actor: UserRow, notificationId: string): Outcome<NotificationRecord> {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(notifications).where(and(eq(notifications.id, notificationId), eq(notifications.userId, actor.id))).get();
      if (!row) return refuse(404, 'notification-not-found', MESSAGES.notificationNotFound);
      if (row.read) return ok(row);
      const updated = tx.update(notifications).set({ read: true, revision: nextRevision(tx) }).where(eq(notifications.id, row.id)).returning().get();
      return ok(updated ?? row);
    },
    { behavior: 'immediate' },
  );
}

/** The same announcement sent again under its client id. */
function isSameAnnouncement(row: GroupUpdateRecord, actor: UserRow, groupId: string, input: Announcement): boolean {
  return row.groupId === groupId && row.authorId === actor.id && row.title === input.title && row.message === input.message && row.priority === input.priority;
}

/**
 * A group's admin posts an announcement (the spec reads group updates but never says who writes
 * them: admins do). The announcement, a 'group_update' notification for each active member and
 * partner, and their pushes commit together. A client id makes an offline post's replay find its
 * row instead of notifying everyone twice.
 * @example postAnnouncement(db, admin, groupId, announcementSchema.parse({ title: 'Meeting moved', message: 'Now Saturday' }), now)
 */
export function postAnnouncement(db: Db, actor: UserRow, groupId: string, input: Announcement, now: Date): Outcome<{ update: GroupUpdateRecord; groupName: string }> {
  return db.transaction(
    (tx) => {
      const checked = requireGroupRole(tx, groupId, actor.id, 'admin');
      if (!checked.ok) return checked;
      const { group } = checked.value;
      const id = input.id ?? randomUUID();
      const existing = tx.select().from(groupUpdates).where(eq(groupUpdates.id, id)).get();
      if (existing) return isSameAnnouncement(existing, actor, groupId, input) ? ok({ update: existing, groupName: group.name }) : refuse(409, 'id-taken', MESSAGES.idTaken);

      const update = tx
        .insert(groupUpdates)
        .values({ id, groupId, authorId: actor.id, title: input.title, message: input.message, priority: input.priority, createdAt: now, revision: nextRevision(tx) })
        .returning()
        .get();
      const push = announcementPush(update, group.name);
      for (const userId of groupAudience(tx, groupId)) {
        if (userId === actor.id) continue;
        addNotification(tx, { userId, groupId, type: 'group_update', title: update.title, message: update.message }, push, now);
      }
      return ok({ update, groupName: group.name });
    },
    { behavior: 'immediate' },
  );
}
