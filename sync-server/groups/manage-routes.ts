import { Hono } from 'hono';
import { purseStatusSchema, updateGroupSchema, updatePurseSchema } from '../../shared/books';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database, Tx } from '../db/database';
import { projects } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerRefusal, readJson } from '../http/json';
import { findGroup } from '../access/group-access';
import { confirmedCounts } from '../ledger/figures';
import { updateGroup } from './group-edit-service';
import { presentGroups } from './group-reads';
import { presentPurse } from '../present/purse';
import { updatePurse } from './purse-edit-service';
import { setPurseStatus } from './purse-status-service';
import { decideApprovalRequest, requestPartnerRemoval, setPayoutApproval } from './payout-approval-service';
import { approvalDecisionSchema, approvalRequestSchema, payoutApprovalSchema } from '../../shared/payout-approval';

/** A purse as the purse listings carry it. */
async function purseItem(tx: Tx, project: typeof projects.$inferSelect) {
  const counts = await confirmedCounts(tx, [project.id]);
  return presentPurse(project, { contributionCount: counts.get(project.id) ?? 0, groupName: (await findGroup(tx, project.groupId))?.name ?? '' });
}

/**
 * Manage Group (issue 11 §3), mounted on /api: the admin edits the group and its purses and moves
 * a purse between active, paused and completed. Each route requires a session on its own (these
 * paths share prefixes with public routes), goes through the same services as sync push, and
 * honours Idempotency-Key. Only the fields sent change. The answer is presented in the write's
 * own transaction, so it shows the purse or group as this request left it.
 */
export function manageApi(db: Database) {
  return new Hono<AppEnv>()
    .patch('/groups/:groupId', requireUser, async (c) => {
      const body = await readJson(c, updateGroupSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, async (tx) => {
        const updated = await updateGroup(tx, actor, groupId, body.value, c.var.now);
        const view = updated.ok ? (await presentGroups(tx, [updated.value]))[0] : undefined;
        return outcomeAnswer(updated, 200, () => view);
      });
    })
    .patch('/projects/:projectId', requireUser, async (c) => {
      const body = await readJson(c, updatePurseSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const projectId = c.req.param('projectId');
      return idempotent(c, db, body.value, async (tx) => {
        const updated = await updatePurse(tx, actor, projectId, body.value, c.var.now);
        const item = updated.ok ? await purseItem(tx, updated.value) : undefined;
        return outcomeAnswer(updated, 200, () => item);
      });
    })
    // Issue 23 §2: the payout-approval rule; turning it off, or dropping the last partner, needs a partner.
    .put('/groups/:groupId/payout-approval', requireUser, async (c) => {
      const body = await readJson(c, payoutApprovalSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, async (tx) => outcomeAnswer(await setPayoutApproval(tx, actor, groupId, body.value.required, c.var.now), 200, (answer) => answer));
    })
    .post('/groups/:groupId/approval-request', requireUser, async (c) => {
      const body = await readJson(c, approvalRequestSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, async (tx) => outcomeAnswer(await requestPartnerRemoval(tx, actor, groupId, body.value.partnerUserId, c.var.now), 200, (answer) => answer));
    })
    .post('/groups/:groupId/approval-request/decision', requireUser, async (c) => {
      const body = await readJson(c, approvalDecisionSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, async (tx) => outcomeAnswer(await decideApprovalRequest(tx, actor, groupId, body.value.approve, c.var.now), 200, (answer) => answer));
    })
    .patch('/projects/:projectId/status', requireUser, async (c) => {
      const body = await readJson(c, purseStatusSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const projectId = c.req.param('projectId');
      return idempotent(c, db, body.value, async (tx) => {
        const set = await setPurseStatus(tx, actor, projectId, body.value.status, c.var.now);
        const item = set.ok ? await purseItem(tx, set.value) : undefined;
        return outcomeAnswer(set, 200, () => item);
      });
    });
}
