import { Hono } from 'hono';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { adminStats, userStats } from './stats-service';

/** GET /api/stats/admin and /api/stats/user: always the session user's own figures, read in one snapshot. */
export function statsRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/admin', async (c) => c.json(await db.transaction((tx) => adminStats(tx, actorOf(c).id), { readOnly: true })))
    .get('/user', async (c) => c.json(await db.transaction((tx) => userStats(tx, actorOf(c).id), { readOnly: true })));
}
