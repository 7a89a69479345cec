import { Hono } from 'hono';
import { setLocaleSchema } from '../../shared/locale-schema';
import type { Database } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { answerRefusal, readJson } from '../http/json';
import { actorOf, requireUser } from './session-middleware';
import { setUserLocale } from './users';

/**
 * The signed-in user's own settings, mounted on /api/me. `PUT /locale` remembers the language the
 * user picked (issue 15) so their pushes and server-made texts follow it; 204, or 400 for a
 * language the app does not speak. A PUT: sending it twice leaves the same state.
 */
export function meRoutes(db: Database) {
  return new Hono<AppEnv>().put('/locale', requireUser, async (c) => {
    const body = await readJson(c, setLocaleSchema);
    if (!body.ok) return answerRefusal(c, body);
    const actor = actorOf(c);
    await db.transaction((tx) => setUserLocale(tx, actor.id, body.value.locale));
    return c.body(null, 204);
  });
}
