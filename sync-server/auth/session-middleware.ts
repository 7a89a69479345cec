import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database, Tx } from '../db/database';
import type { UserRow } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { answerRefusal } from '../http/json';
import { refuse } from '../outcome/outcome';
import { SESSION_COOKIE } from '../http/session-cookie';
import type { SignedIn } from './auth-service';
import { applySessionUpkeep, deleteSession, findSession, sessionUpkeep, type StoredSession } from './sessions';

/** The cookie is Secure when the request came over https (directly or via a trusted proxy). */
function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto') === 'https';
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date, trustProxy: boolean): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, trustProxy),
    path: '/',
    expires: expiresAt,
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - c.var.now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/**
 * Resolves the session cookie into `c.var.user` (null when signed out) and slides its expiry. Runs
 * on every request, so it reads with one statement of its own (no BEGIN or COMMIT around it on
 * PostgreSQL), done before the route runs (`next()` opens the route's transaction). Only when the
 * session needs a write (expired, or its expiry last slid more than a day ago) does a second short
 * transaction write it.
 */
export function sessionMiddleware(db: Database, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set('user', null);
    if (token) {
      const stored = await db.transaction((tx) => findSession(tx, token), { readOnly: true, oneStatement: true });
      const session = stored ? await keepSession(db, stored, c.var.now) : null;
      if (session) {
        c.set('user', session.user);
        if (session.renewed) setSessionCookie(c, token, session.expiresAt, trustProxy);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
  };
}

/** The session's upkeep at `now`, in a write transaction only when there is something to write. */
async function keepSession(db: Database, stored: StoredSession, now: Date) {
  const upkeep = sessionUpkeep(stored, now);
  if (upkeep.kind === 'none') return { user: stored.user, expiresAt: stored.expiresAt, renewed: false };
  return db.transaction((tx) => applySessionUpkeep(tx, stored, upkeep));
}

/** Refuses the request with 401 unless someone is signed in. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) return answerRefusal(c, refuse('not-signed-in'));
  await next();
};

/**
 * The signed-in user of a route behind `requireUser` (which answered 401 otherwise).
 * @example const actor = actorOf(c); // UserRow
 */
export function actorOf(c: Context<AppEnv>): UserRow {
  const user = c.var.user;
  if (!user) throw new Error('route is missing requireUser');
  return user;
}

/**
 * Rotates the session at sign-in, in the sign-in's transaction: any session the browser already
 * had is ended. Used by the auth routes and the group registration wizard (groups/public-routes.ts), which signs
 * its new member in the same way.
 * @example await startSession(tx, c, deps, signedIn.value)
 */
export async function startSession(tx: Tx, c: Context<AppEnv>, deps: { trustProxy: boolean }, signedIn: SignedIn): Promise<void> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await deleteSession(tx, previous);
  setSessionCookie(c, signedIn.token, signedIn.expiresAt, deps.trustProxy);
}
