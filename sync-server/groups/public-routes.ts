import { Hono, type Context } from 'hono';
import { MESSAGES } from '../../shared/errors';
import { groupRegisterWithOtpSchema } from '../../shared/auth-schemas';
import { registerWithOtp, type AuthDeps } from '../auth/auth-service';
import { startSession } from '../auth/routes';
import { toSessionUser } from '../auth/users';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { answerRefusal, readJson } from '../http/json';
import { refuse, type Outcome } from '../http/outcome';
import { findGroup } from './access';
import { joinGroup } from './membership-service';
import { createLookupLimiter } from './public-lookup-limit';
import { customSlugLookup, resolveShareLink } from './public-reads';
import { createPublicSummaryCache } from './public-summary-cache';

/**
 * Phones and proxies may keep a registration answer a minute: a purse's progress a minute old is
 * fine on a landing page, and a reload then costs nothing. Past that, the ETag makes a check cheap.
 */
const REGISTRATION_CACHE_CONTROL = 'public, max-age=60';

/** Whether an If-None-Match header names `etag` (a list, a weak form, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * The public look-ups (SPEC §6: the registration link page and the public join page are for
 * everyone): the registration look-up, the Custom URL and share-link resolution. All are GETs,
 * public and capped per address, and none reads the session, so app.ts mounts them before the
 * session, origin and body middleware, as it does the health check: the link opened from
 * WhatsApp is the server's hottest public call. Not reading the session also keeps a
 * sliding-expiry Set-Cookie off an answer that shared caches may keep (`public, max-age=60`).
 */
export function publicLookupRoutes(db: Db) {
  // Public look-ups are capped per address (public-lookup-limit.ts) so links cannot be guessed.
  const limiter = createLookupLimiter();
  const summaries = createPublicSummaryCache(db);
  const withinLimits = <T>(c: Context<AppEnv>, lookUp: () => Outcome<T>) => {
    const found = limiter.lookUp({ ip: c.var.ip, now: c.var.now }, lookUp);
    if (!found.ok && 'retryAfterSeconds' in found) c.header('Retry-After', String(found.retryAfterSeconds));
    return found;
  };
  const answerLookup = <T extends object>(c: Context<AppEnv>, lookUp: () => Outcome<T>) => {
    const found = withinLimits(c, lookUp);
    return found.ok ? c.json(found.value) : answerRefusal(c, found);
  };
  return new Hono<AppEnv>()
    .get('/registration/:link', (c) => {
      const found = withinLimits(c, () => summaries.lookUp(c.req.param('link')));
      if (!found.ok) return answerRefusal(c, found);
      const { body, etag } = found.value;
      c.header('Cache-Control', REGISTRATION_CACHE_CONTROL);
      c.header('ETag', etag);
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      return c.body(body, 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
    })
    .get('/slug/:groupSlug', (c) => answerLookup(c, () => customSlugLookup(db, c.req.param('groupSlug'))))
    .get('/slug/:groupSlug/:projectSegment', (c) =>
      answerLookup(c, () => resolveShareLink(db, c.req.param('groupSlug'), c.req.param('projectSegment'))),
    );
}

/**
 * The wizard's sign-up-and-join, for a signed-out visitor: a write, so it runs behind the origin
 * check and body limit like every other (groups/routes.ts mounts it before the signed-in routes).
 */
export function publicGroupRoutes(deps: AuthDeps & { trustProxy: boolean }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post('/:groupId/register-with-otp', async (c) => {
      const groupId = c.req.param('groupId');
      // A dead link is answered before the code is looked at, so no code is spent on it.
      if (!findGroup(db, groupId)) return answerRefusal(c, refuse(404, 'group-not-found', MESSAGES.groupNotFound));
      const body = await readJson(c, groupRegisterWithOtpSchema);
      if (!body.ok) return answerRefusal(c, body);
      const now = c.var.now;
      // The account and its membership commit together: a failed join (a bug, since a brand-new
      // user cannot already belong to or own the group) rolls the account back too.
      const signedIn = registerWithOtp(deps, { ...body.value, role: 'member' }, { ip: c.var.ip, now }, (tx, user) => {
        const joined = joinGroup(tx, user, groupId, now);
        if (!joined.ok) throw new Error(`joining a new member failed: ${joined.code}`);
      });
      if (!signedIn.ok) return answerRefusal(c, signedIn);
      startSession(c, deps, signedIn.value);
      return c.json({ user: toSessionUser(signedIn.value.user) }, 201);
    });
}
