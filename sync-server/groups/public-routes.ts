import { Hono, type Context } from 'hono';
import { MESSAGES } from '../../shared/errors';
import { groupRegisterWithOtpSchema } from '../../shared/auth-schemas';
import { registerWithOtp, type AuthDeps } from '../auth/auth-service';
import { startSession } from '../auth/routes';
import { toSessionUser } from '../auth/users';
import type { AppEnv } from '../http/app-env';
import { answerRefusal, readJson } from '../http/json';
import { refuse, type Outcome } from '../http/outcome';
import { findGroup } from './access';
import { joinGroup } from './membership-service';
import { lookUpWithinLimits } from './public-lookup-limit';
import { customSlugLookup, registrationLookup, resolveShareLink } from './public-reads';

/**
 * The group calls a signed-out visitor makes (SPEC §6: the registration link page and the public
 * join page are for everyone): the registration lookup, the Custom URL and share-link
 * resolution, and the wizard's sign-up-and-join.
 */
export function publicGroupRoutes(deps: AuthDeps & { trustProxy: boolean }) {
  const { db } = deps;
  // Public look-ups are capped per address (public-lookup-limit.ts) so links cannot be guessed.
  const answerLookup = <T extends object>(c: Context<AppEnv>, lookUp: () => Outcome<T>) => {
    const found = lookUpWithinLimits(db, { ip: c.var.ip, now: c.var.now }, lookUp);
    if (found.ok) return c.json(found.value);
    if ('retryAfterSeconds' in found) c.header('Retry-After', String(found.retryAfterSeconds));
    return answerRefusal(c, found);
  };
  return new Hono<AppEnv>()
    .get('/registration/:link', (c) => answerLookup(c, () => registrationLookup(db, c.req.param('link'))))
    .get('/slug/:groupSlug', (c) => answerLookup(c, () => customSlugLookup(db, c.req.param('groupSlug'))))
    .get('/slug/:groupSlug/:projectSegment', (c) =>
      answerLookup(c, () => resolveShareLink(db, c.req.param('groupSlug'), c.req.param('projectSegment'))),
    )
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
