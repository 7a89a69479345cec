import { Hono, type Context } from 'hono';
import { groupRegisterWithOtpSchema } from '../../shared/auth-schemas';
import { otpSettings, registerWithOtp, type AuthDeps } from '../auth/auth-service';
import { startSession } from '../auth/session-middleware';
import { toSessionUser } from '../auth/users';
import type { Database, Tx } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { answerRefusal, readJson } from '../http/json';
import { refuse, type Outcome } from '../outcome/outcome';
import { findGroup } from '../access/group-access';
import { joinGroup } from './membership-service';
import { createLookupLimiter, lookupCountsFor } from './public-lookup-limit';
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
 * Each look-up is one transaction: the cap's check, the read and the cap's counts.
 */
export function publicLookupRoutes(db: Database) {
  // Public look-ups are capped per address (public-lookup-limit.ts) so links cannot be guessed.
  const limiter = createLookupLimiter(lookupCountsFor(db.engine));
  const summaries = createPublicSummaryCache();
  const withinLimits = async <T>(c: Context<AppEnv>, lookUp: (tx: Tx) => Promise<Outcome<T>>) => {
    const found = await db.transaction((tx) => limiter.lookUp(tx, { ip: c.var.ip, now: c.var.now }, () => lookUp(tx)), { readOnly: !limiter.writes });
    if (!found.ok && 'retryAfterSeconds' in found) c.header('Retry-After', String(found.retryAfterSeconds));
    return found;
  };
  const answerLookup = async <T extends object>(c: Context<AppEnv>, lookUp: (tx: Tx) => Promise<Outcome<T>>) => {
    const found = await withinLimits(c, lookUp);
    return found.ok ? c.json(found.value) : answerRefusal(c, found);
  };
  return new Hono<AppEnv>()
    .get('/registration/:link', async (c) => {
      const found = await withinLimits(c, (tx) => summaries.lookUp(tx, c.req.param('link')));
      if (!found.ok) return answerRefusal(c, found);
      const { body, etag } = found.value;
      c.header('Cache-Control', REGISTRATION_CACHE_CONTROL);
      c.header('ETag', etag);
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      return c.body(body, 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) });
    })
    .get('/slug/:groupSlug', (c) => answerLookup(c, (tx) => customSlugLookup(tx, c.req.param('groupSlug'), c.var.now)))
    .get('/slug/:groupSlug/:purseSegment', (c) =>
      answerLookup(c, (tx) => resolveShareLink(tx, c.req.param('groupSlug'), c.req.param('purseSegment'))),
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
      // Read before the transaction opens (it must not wait on the network); judged inside it.
      const body = await readJson(c, groupRegisterWithOtpSchema);
      const settings = await otpSettings(deps);
      const now = c.var.now;
      const signedIn = await db.transaction(async (tx) => {
        // A dead link is answered before the body or the code is looked at, so no code is spent on it.
        if (!(await findGroup(tx, groupId))) return refuse('group-not-found');
        if (!body.ok) return body;
        // The account and its membership commit together: a failed join (a bug, since a brand-new
        // user cannot already belong to or own the group) rolls the account back too.
        const outcome = await registerWithOtp(tx, settings, { ...body.value, role: 'member' }, { ip: c.var.ip, now, groupId }, async (tx, user) => {
          const joined = await joinGroup(tx, user, groupId, now);
          if (!joined.ok) throw new Error(`joining a new member failed: ${joined.code}`);
        });
        if (outcome.ok) await startSession(tx, c, deps, outcome.value);
        return outcome;
      });
      if (!signedIn.ok) return answerRefusal(c, signedIn);
      return c.json({ user: toSessionUser(signedIn.value.user) }, 201);
    });
}
