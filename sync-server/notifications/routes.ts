import { Hono, type Context } from 'hono';
import { announcementSchema, reminderSchema } from '../../shared/notifications';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database, Tx } from '../db/database';
import { findGroup } from '../access/group-access';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerOutcome, answerRefusal, readJson, readOptionalJson } from '../http/json';
import { refuse } from '../outcome/outcome';
import { presentGroupUpdate, presentNotification } from '../present/notification';
import { listGroupUpdates, listNotifications } from './reads';
import { purseStanding, sendReminders } from './reminders';
import { markNotificationRead, postAnnouncement } from './service';

/**
 * Notifications, announcements and reminders (SPEC §7 notification and group-updates calls, plus
 * the admin's writes the spec leaves open), mounted on /api. Each route requires a session on its
 * own: these paths share prefixes (/groups) with public routes. Writes honour Idempotency-Key.
 */
export function notificationsApi(db: Database) {
  /** A read in its own read-only transaction. */
  const read = <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work, { readOnly: true });
  /** A listing under /{userId}: the session user's own, anyone else's refused (DESIGN: never trust a userId over the session). */
  const ownOnly = async (c: Context<AppEnv>, list: (tx: Tx) => Promise<unknown[]>) => {
    if (c.req.param('userId') !== actorOf(c).id) return answerRefusal(c, refuse('forbidden'));
    return c.json(await read(list));
  };

  return new Hono<AppEnv>()
    .get('/notifications', requireUser, async (c) => c.json(await read((tx) => listNotifications(tx, actorOf(c)))))
    // The spec's data loader scopes these queries by user id (the key's segments joined by slashes).
    .get('/notifications/:userId', requireUser, (c) => ownOnly(c, (tx) => listNotifications(tx, actorOf(c))))
    .patch('/notifications/:id/read', requireUser, (c) => {
      const actor = actorOf(c);
      const id = c.req.param('id');
      return idempotent(c, db, {}, async (tx) => {
        const marked = await markNotificationRead(tx, actor, id);
        const group = marked.ok && marked.value.groupId ? await findGroup(tx, marked.value.groupId) : undefined;
        return outcomeAnswer(marked, 200, (row) => presentNotification(row, group?.name ?? null));
      });
    })
    .get('/group-updates', requireUser, async (c) => c.json(await read((tx) => listGroupUpdates(tx, actorOf(c)))))
    .get('/group-updates/:userId', requireUser, (c) => ownOnly(c, (tx) => listGroupUpdates(tx, actorOf(c))))
    .post('/groups/:groupId/updates', requireUser, async (c) => {
      const body = await readJson(c, announcementSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, async (tx) =>
        outcomeAnswer(await postAnnouncement(tx, actor, groupId, body.value, c.var.now), 201, ({ update, groupName }) => presentGroupUpdate(update, groupName)),
      );
    })
    .get('/projects/:projectId/unpaid-members', requireUser, async (c) =>
      answerOutcome(c, await read((tx) => purseStanding(tx, actorOf(c), c.req.param('projectId'), c.var.now))),
    )
    .post('/projects/:projectId/reminders', requireUser, async (c) => {
      const body = await readOptionalJson(c, reminderSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const projectId = c.req.param('projectId');
      return idempotent(c, db, body.value, async (tx) => outcomeAnswer(await sendReminders(tx, actor, projectId, body.value, c.var.now), 200, (sent) => sent));
    });
}
