import { Hono } from 'hono';
import { projectStatusSchema, updateGroupSchema, updateProjectSchema } from '../../shared/books';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Db } from '../db/open';
import { projects } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerRefusal, readJson } from '../http/json';
import { findGroup } from './access';
import { confirmedCounts } from './figures';
import { updateGroup } from './group-edit-service';
import { presentGroups } from './group-reads';
import { presentProject } from './present';
import { updateProject } from './purse-edit-service';
import { setProjectStatus } from './purse-status-service';

/** A purse as the purse listings carry it. */
function projectItem(db: Db, project: typeof projects.$inferSelect) {
  return presentProject(project, { contributionCount: confirmedCounts(db, [project.id]).get(project.id) ?? 0, groupName: findGroup(db, project.groupId)?.name ?? '' });
}

/**
 * Manage Group (issue 11 §3), mounted on /api: the admin edits the group and its purses and moves
 * a purse between active, paused and completed. Each route requires a session on its own (these
 * paths share prefixes with public routes), goes through the same services as sync push, and
 * honours Idempotency-Key. Only the fields sent change.
 */
export function manageApi(db: Db) {
  return new Hono<AppEnv>()
    .patch('/groups/:groupId', requireUser, async (c) => {
      const body = await readJson(c, updateGroupSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, () => outcomeAnswer(updateGroup(db, actor, groupId, body.value, c.var.now), 200, (group) => presentGroups(db, [group])[0]));
    })
    .patch('/projects/:projectId', requireUser, async (c) => {
      const body = await readJson(c, updateProjectSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const projectId = c.req.param('projectId');
      return idempotent(c, db, body.value, () => outcomeAnswer(updateProject(db, actor, projectId, body.value, c.var.now), 200, (project) => projectItem(db, project)));
    })
    .patch('/projects/:projectId/status', requireUser, async (c) => {
      const body = await readJson(c, projectStatusSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const projectId = c.req.param('projectId');
      return idempotent(c, db, body.value, () =>
        outcomeAnswer(setProjectStatus(db, actor, projectId, body.value.status, c.var.now), 200, (project) => projectItem(db, project)),
      );
    });
}
