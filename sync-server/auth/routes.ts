import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  loginWithOtpSchema,
  registerWithOtpSchema,
  sendLoginOtpSchema,
  sendOtpSchema,
} from '../../shared/auth-schemas';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { answerRefusal, readJson } from '../http/json';
import {
  loginWithOtp,
  registerWithOtp,
  sendLoginOtp,
  sendRegisterOtp,
  type AuthDeps,
  type SignedIn,
} from './auth-service';
import { clearSessionCookie, requireUser, setSessionCookie } from './session-middleware';
import { deleteSession, SESSION_COOKIE } from './sessions';
import { toSessionUser } from './users';
import type { Context } from 'hono';

/**
 * Rotates the session at sign-in: any session the browser already had is ended. Shared with the
 * group registration wizard (groups/public-routes.ts), which signs its new member in the same way.
 */
export function startSession(c: Context<AppEnv>, deps: { db: Db; trustProxy: boolean }, signedIn: SignedIn) {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) deleteSession(deps.db, previous);
  setSessionCookie(c, signedIn.token, signedIn.expiresAt, deps.trustProxy);
}

/** SPEC §7 auth calls, plus `GET /me` (the truth about the session) and `POST /logout`. */
export function authRoutes(deps: AuthDeps & { trustProxy: boolean }) {

  return new Hono<AppEnv>()
    .post('/send-login-otp', async (c) => {
      const body = await readJson(c, sendLoginOtpSchema);
      if (!body.ok) return answerRefusal(c, body);
      const sent = await sendLoginOtp(deps, body.value, { ip: c.var.ip, now: c.var.now });
      return sent.ok ? c.json(sent.value) : answerRefusal(c, sent);
    })
    .post('/login-with-otp', async (c) => {
      const body = await readJson(c, loginWithOtpSchema);
      if (!body.ok) return answerRefusal(c, body);
      const signedIn = loginWithOtp(deps, body.value, { ip: c.var.ip, now: c.var.now });
      if (!signedIn.ok) return answerRefusal(c, signedIn);
      startSession(c, deps, signedIn.value);
      return c.json({ user: toSessionUser(signedIn.value.user) });
    })
    .post('/send-otp', async (c) => {
      const body = await readJson(c, sendOtpSchema);
      if (!body.ok) return answerRefusal(c, body);
      const sent = await sendRegisterOtp(deps, { phoneNumber: body.value.phoneNumber, channel: body.value.channel ?? 'sms' }, { ip: c.var.ip, now: c.var.now });
      return sent.ok ? c.json(sent.value) : answerRefusal(c, sent);
    })
    .post('/register-with-otp', async (c) => {
      const body = await readJson(c, registerWithOtpSchema);
      if (!body.ok) return answerRefusal(c, body);
      const signedIn = registerWithOtp(deps, body.value, { ip: c.var.ip, now: c.var.now });
      if (!signedIn.ok) return answerRefusal(c, signedIn);
      startSession(c, deps, signedIn.value);
      return c.json({ user: toSessionUser(signedIn.value.user) }, 201);
    })
    .get('/me', requireUser, (c) => {
      const user = c.var.user;
      return user ? c.json({ user: toSessionUser(user) }) : c.body(null, 401);
    })
    .post('/logout', (c) => {
      const token = getCookie(c, SESSION_COOKIE);
      if (token) deleteSession(deps.db, token);
      clearSessionCookie(c);
      return c.body(null, 204);
    });
}
