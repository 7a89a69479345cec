import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import { pushRequestSchema, SYNC_PAGE_SIZE } from '../../shared/sync-protocol';
import { requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import { revisionWatermark } from '../db/revision';
import { REASON_STATUS } from '../outcome/reason-status';
import type { AppEnv } from '../http/app-env';
import { answerRefusal, readJson } from '../http/json';
import { validate } from '../outcome/validate';
import { pull } from './pull';
import { push } from './push';

const pullQuerySchema = z.object({
  since: z.coerce.number({ error: 'since must be a cursor number' }).int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SYNC_PAGE_SIZE).default(SYNC_PAGE_SIZE),
  // Only narrows what this user is sent (rows already in their first pull's snapshot): no access question.
  snapshot: z.coerce.number().int().min(1).optional(),
});

/** GET /api/sync?since=CURSOR and POST /api/sync/push (shared/sync-protocol.ts). */
export function syncRoutes(db: Database) {
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
      return c.json(page);
    })
    .post('/push', bodyLimit({ maxSize: 512 * 1024, onError: (c) => c.json({ message: 'The request body is too large.', code: 'body-too-large' }, 413) }), async (c) => {
      const body = await readJson(c, pushRequestSchema);
      if (!body.ok) {
        const protocol = body.message === 'protocol-mismatch';
        return c.json(
          { message: protocol ? 'Please update the app to sync (protocol mismatch).' : body.message, code: protocol ? 'protocol-mismatch' : body.code },
          protocol ? 409 : REASON_STATUS[body.code],
        );
      }
      return c.json(await push(db, c.var.user!, body.value.mutations, c.var.now));
    });
}
