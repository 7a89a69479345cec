import { Hono } from 'hono';
import * as z from 'zod';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { answerOutcome, answerRefusal } from '../http/json';
import { validate } from '../outcome/validate';
import { HISTORY_PAGE_MAX, historyPage, historyToVerify, verifyEntries } from './history-reads';

const wholeNumber = (message: string) => z.string().regex(/^\d{1,9}$/, message).transform(Number);

/** The page's query: `before` a seq (older than it), `limit` 1 to 200. */
const historyQuerySchema = z.object({
  before: wholeNumber('before must be an entry number.').refine((n) => n >= 1, 'before must be an entry number.').optional(),
  limit: wholeNumber(`limit must be 1 to ${HISTORY_PAGE_MAX}.`).refine((n) => n >= 1 && n <= HISTORY_PAGE_MAX, `limit must be 1 to ${HISTORY_PAGE_MAX}.`).optional(),
});

/** A group's history and its verification (issue 11 §4), mounted on /api. */
export function historyApi(db: Database) {
  return new Hono<AppEnv>()
    .get('/groups/:groupId/history', requireUser, async (c) => {
      const query = validate(historyQuerySchema, c.req.query());
      if (!query.ok) return answerRefusal(c, query);
      const page = await db.transaction((tx) => historyPage(tx, actorOf(c), c.req.param('groupId'), query.value), { readOnly: true });
      return answerOutcome(c, page);
    })
    .get('/groups/:groupId/history/verify', requireUser, async (c) => {
      const entries = await db.transaction((tx) => historyToVerify(tx, actorOf(c), c.req.param('groupId')), { readOnly: true });
      if (!entries.ok) return answerRefusal(c, entries);
      return c.json(await verifyEntries(entries.value));
    });
}
