import { Hono, type Context } from 'hono';
import { MESSAGES } from '../../shared/errors';
import { announcementSchema, reminderSchema } from '../../shared/notifications';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Db } from '../db/open';
import { findGroup } from '../groups/access';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerRefusal, readJson, readOptionalJson } from '../http/json';
import { refuse } from '../http/outcome';
import { presentGroupUpdate, presentNotification } from './present';
import { listGroupUpdates, listNotifications } from './reads';
import { purseStanding, sendReminders } from './reminders';
import { markNotificationRead, postAnnouncement } from './service';


/** A listing under /{userId}: the session user's own, anyone else's refused (DESIGN: never trust a userId over the session). */
function ownOnly(c: Context<AppEnv>, list: () => unknown[]) {
  if (c.req.param('userId') !== actorOf(c).id) return answerRefusal(c, refuse(403, 'forbidden', MESSAGES.forbidden));
  return c.json(list());
}

/**
 * Notifications, announcements and reminders (SPEC §7 notification and group-updates calls, plus
 * the admin's writes the spec leaves open), mounted on /api. Each route requires a session on its
 * own: these paths share prefixes (/groups) with public routes. Writes honour Idempotency-Key.
 */
export function notificationsApi(db: Db) {
  return new Hono<AppEnv>()
    .get('/notifications', requireUser, (c) => c.json(listNotifications(db, actorOf(c))))
    // The spec's data loader scopes these queries by user id (the key's segments joined by slashes).
    .get('/notifications/:userId', requireUser, (c) => ownOnly(c, () => listNotifications(db, actorOf(c))))
    .patch('/notifications/:id/read', requireUser, (c) => {
      const actor = actorOf(c);
      const id = c.req.param('id');
      const groupName = (groupId: string | null) => (groupId ? (findGroup(db, groupId)?.name ?? null) : null);
      return idempotent(c, db, {}, () => outcomeAnswer(markNotificationRead(db, actor, id), 200, (row) => presentNotification(row, groupName(row.groupId))));
    })
    .get('/group-updates', requireUser, (c) => c.json(listGroupUpdates(db, actorOf(c))))
    .get('/group-updates/:userId', requireUser, (c) => ownOnly(c, () => listGroupUpdates(db, actorOf(c))))
    .post('/groups/:groupId/updates', requireUser, async (c) => {
      const body = await readJson(c, announcementSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, () =>
        outcomeAnswer(postAnnouncement(db, actor, groupId, body.value, c.var.now), 201, ({ update, groupName }) => presentGroupUpdate(update, groupName)),
      );
    })
    .get('/projects/:projectId/unpaid-members', requireUser, (c) => {
      const standing = purseStanding(db, actorOf(c), c.req.param('projectId'));
      return standing.ok ? c.json(standing.value) : answerRefusal(c, standing);
    })
    .post('/projects/:projectId/reminders', requireUser, async (c) => {
      const body = await readOptionalJson(c, reminderSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const projectId = c.req.param('projectId');
      return idempotent(c, db, body.value, () => outcomeAnswer(sendReminders(db, actor, projectId, body.value, c.var.now), 200, (sent) => sent));
    });
}
