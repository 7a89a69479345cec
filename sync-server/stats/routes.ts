import { Hono } from 'hono';
import { requireUser } from '../auth/session-middleware';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { adminStats, userStats } from './stats-service';

/** GET /api/stats/admin and /api/stats/user: always the session user's own figures. */
export function statsRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .get('/admin', (c) => c.json(adminStats(db, c.var.user!.id))) // ! : requireUser ran
    .get('/user', (c) => c.json(userStats(db, c.var.user!.id)));
}
