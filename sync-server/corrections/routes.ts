import { Hono } from 'hono';
import { recordCashSchema, reverseContributionSchema } from '../../shared/books';
import { actorOf, requireUser } from '../auth/session-middleware';
import { contributionItem } from '../contributions/reads';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerRefusal, readJson } from '../http/json';
import { recordCash } from './cash-service';
import { reverseContribution } from './reverse-service';

/**
 * The admin's corrections (issue 11 §2), mounted on /api: cash recorded for a member, and a
 * confirmed payment reversed with a reason. Both answer the contribution as the listings carry it,
 * through the same services as sync push, and honour Idempotency-Key.
 */
export function correctionsApi(db: Db) {
  return new Hono<AppEnv>()
    .post('/groups/:groupId/cash-payments', requireUser, async (c) => {
      const body = await readJson(c, recordCashSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, () =>
        outcomeAnswer(recordCash(db, actor, groupId, body.value, c.var.now), 201, (row) => contributionItem(db, row.id, actor)),
      );
    })
    .patch('/contributions/:id/reverse', requireUser, async (c) => {
      const body = await readJson(c, reverseContributionSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const id = c.req.param('id');
      return idempotent(c, db, body.value, () =>
        outcomeAnswer(reverseContribution(db, actor, id, body.value.reason, c.var.now), 200, (row) => contributionItem(db, row.id, actor)),
      );
    });
}
