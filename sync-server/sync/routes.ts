import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { pushRequestSchema, SYNC_PAGE_SIZE } from '../../shared/sync-protocol';
import { refuse } from '../outcome/outcome';
import { requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import { revisionWatermark } from '../db/revision';
import type { AppEnv } from '../http/app-env';
import { answerRefusal, readJsonValue } from '../http/json';
import { validate } from '../outcome/validate';
import type { Metrics } from '../observe/metrics';
import { pull } from './pull';
import { push } from './push';

const pullQuerySchema = z.object({
  since: z.coerce.number({ error: 'since must be a cursor number' }).int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SYNC_PAGE_SIZE).default(SYNC_PAGE_SIZE),
  // Only narrows what this user is sent (rows already in their first pull's snapshot): no access question.
  snapshot: z.coerce.number().int().min(1).optional(),
});

/** True for a JSON object whose `protocol` is this server's (any other body is left to validation). */
function speaksOurProtocol(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return true;
  return pushRequestSchema.shape.protocol.safeParse((body as { protocol?: unknown }).protocol).success;
}

/** GET /api/sync?since=CURSOR and POST /api/sync/push (shared/sync-protocol.ts). */
export function syncRoutes(db: Database, metrics: Metrics) {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/', async (c) => {
      const query = validate(pullQuerySchema, c.req.query());
      if (!query.ok) return answerRefusal(c, query);
      const { since, limit, snapshot } = query.value;
      // Taken before the snapshot: every revision up to it has committed by then (db/revision.ts).
      const watermark = await revisionWatermark(db);
      // requireUser ran: the user is set.
      const page = await db.transaction((tx) => pull(tx, c.var.user!.id, since, watermark, limit, snapshot), { readOnly: true });
      metrics.syncPull(Object.values(page).reduce<number>((rows, value) => rows + (Array.isArray(value) ? value.length : 0), 0));
      return c.json(page);
    })
    .post('/push', bodyLimit({ maxSize: 512 * 1024, onError: (c) => answerRefusal(c, refuse('body-too-large')) }), async (c) => {
      const value = await readJsonValue(c);
      if (!value.ok) return answerRefusal(c, value);
      // A batch from another protocol version is told so (409) before anything else is read of it:
      // its mutations may mean something else here. Read from its `protocol` field itself.
      if (!speaksOurProtocol(value.value)) return answerRefusal(c, refuse('protocol-mismatch'));
      const body = validate(pushRequestSchema, value.value);
      if (!body.ok) return answerRefusal(c, body);
      const answer = await push(db, c.var.user!, body.value.mutations, c.var.now);
      metrics.syncPush(answer.results);
      return c.json(answer);
    });
}
