import { Hono } from 'hono';
import * as z from 'zod';
import { pushSubscriptionSchema } from '../../shared/notifications';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerOutcome, answerRefusal, readJson } from '../http/json';
import type { Push } from './push-service';
import { removeSubscription, saveSubscription } from './subscriptions';

const removeBodySchema = z.object({ endpoint: z.string().min(1).max(2000) });

/**
 * Web push under /api/push: the VAPID public key browsers subscribe with (public: it is in every
 * push request anyway), and each signed-in user's device subscriptions.
 */
export function pushRoutes(db: Database, push: Push) {
  return new Hono<AppEnv>()
    .get('/public-key', async (c) => c.json({ publicKey: await push.publicKey() }))
    .post('/subscriptions', requireUser, async (c) => {
      const body = await readJson(c, pushSubscriptionSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      const userAgent = c.req.header('user-agent')?.slice(0, 300) ?? null;
      return idempotent(c, db, body.value, async (tx) => {
        const saved = await saveSubscription(tx, actor, body.value, { userAgent, allowedHosts: push.endpointHosts, now: c.var.now });
        const status = saved.ok && !saved.value.created ? 200 : 201;
        return outcomeAnswer(saved, status, ({ id, endpoint }) => ({ id, endpoint }));
      });
    })
    .delete('/subscriptions', requireUser, async (c) => {
      const body = await readJson(c, removeBodySchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      return answerOutcome(c, await db.transaction((tx) => removeSubscription(tx, actor, body.value.endpoint)));
    });
}
