import { Hono } from 'hono';
import { recordCashSchema, reverseContributionSchema } from '../../shared/books';
import { actorOf, requireUser } from '../auth/session-middleware';
import { asListItem } from '../contributions/reads';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerRefusal, readJson } from '../http/json';
import { recordCash } from './cash-service';
import { reverseContribution } from './reverse-service';

/**
 * The admin's corrections (issue 11 §2), mounted on /api: cash recorded for a member, and a
 * confirmed payment reversed with a reason. Both answer the contribution as the listings carry it,
 * through the same services as sync push, in the one transaction `idempotent` opens (honouring
 * an Idempotency-Key) after the body was read.
 */
export function correctionsApi(db: Database) {
  return new Hono<AppEnv>()
    .post('/groups/:groupId/cash-payments', requireUser, async (c) => {
      const body = await readJson(c, recordCashSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, async (tx) =>
        outcomeAnswer(await asListItem(tx, await recordCash(tx, actor, groupId, body.value, c.var.now), actor), 201, (item) => item),
      );
    })
    .patch('/contributions/:id/reverse', requireUser, async (c) => {
      const body = await readJson(c, reverseContributionSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const id = c.req.param('id');
      return idempotent(c, db, body.value, async (tx) =>
        outcomeAnswer(await asListItem(tx, await reverseContribution(tx, actor, id, body.value.reason, c.var.now), actor), 200, (item) => item),
      );
    });
}
