import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { MESSAGES } from '../../shared/errors';
import type { Db } from '../db/open';
import type { UserRow } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { resolveSession, SESSION_COOKIE } from './sessions';

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

/** Resolves the session cookie into `c.var.user` (null when signed out) and slides its expiry. */
export function sessionMiddleware(db: Db, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set('user', null);
    if (token) {
      const session = resolveSession(db, token, c.var.now);
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

/** Refuses the request with 401 unless someone is signed in. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.user) return c.json({ message: MESSAGES.notSignedIn, code: 'not-signed-in' }, 401);
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
