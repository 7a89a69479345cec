import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  loginWithOtpSchema,
  registerWithOtpSchema,
  sendLoginOtpSchema,
  sendOtpSchema,
} from '../../shared/auth-schemas';
import type { AppEnv } from '../http/app-env';
import { answerOutcome, answerRefusal, readJson } from '../http/json';
import type { Outcome } from '../outcome/outcome';
import {
  deliverOtp,
  loginWithOtp,
  otpSettings,
  registerWithOtp,
  requestLoginOtp,
  requestRegisterOtp,
  type AuthDeps,
  type IssuedOtp,
} from './auth-service';
import { clearSessionCookie, requireUser, startSession } from './session-middleware';
import { SESSION_COOKIE } from '../http/session-cookie';
import { deleteSession } from './sessions';
import { toSessionUser } from './users';


/** SPEC §7 auth calls, plus `GET /me` (the truth about the session) and `POST /logout`. */
export function authRoutes(deps: AuthDeps & { trustProxy: boolean }) {
  const { db } = deps;
  const meta = (c: Context<AppEnv>) => ({ ip: c.var.ip, now: c.var.now });
  /** The code is issued and committed first; only then is the provider called, with no transaction open. */
  const deliver = async (c: Context<AppEnv>, issued: Outcome<IssuedOtp>) => answerOutcome(c, issued.ok ? await deliverOtp(deps, issued.value) : issued);
  // Each route reads the settings (the secret) before it opens its transaction: see otpSettings.

  return new Hono<AppEnv>()
    .post('/send-login-otp', async (c) => {
      const body = await readJson(c, sendLoginOtpSchema);
      if (!body.ok) return answerRefusal(c, body);
      const settings = await otpSettings(deps);
      return deliver(c, await db.transaction((tx) => requestLoginOtp(tx, settings, body.value, meta(c))));
    })
    .post('/login-with-otp', async (c) => {
      const body = await readJson(c, loginWithOtpSchema);
      if (!body.ok) return answerRefusal(c, body);
      const settings = await otpSettings(deps);
      const signedIn = await db.transaction(async (tx) => {
        const outcome = await loginWithOtp(tx, settings, body.value, meta(c));
        if (outcome.ok) await startSession(tx, c, deps, outcome.value);
        return outcome;
      });
      if (!signedIn.ok) return answerRefusal(c, signedIn);
      return c.json({ user: toSessionUser(signedIn.value.user) });
    })
    .post('/send-otp', async (c) => {
      const body = await readJson(c, sendOtpSchema);
      if (!body.ok) return answerRefusal(c, body);
      const input = { phoneNumber: body.value.phoneNumber, channel: body.value.channel ?? 'sms' };
      const settings = await otpSettings(deps);
      return deliver(c, await db.transaction((tx) => requestRegisterOtp(tx, settings, input, meta(c))));
    })
    .post('/register-with-otp', async (c) => {
      const body = await readJson(c, registerWithOtpSchema);
      if (!body.ok) return answerRefusal(c, body);
      const settings = await otpSettings(deps);
      const signedIn = await db.transaction(async (tx) => {
        const outcome = await registerWithOtp(tx, settings, body.value, meta(c));
        if (outcome.ok) await startSession(tx, c, deps, outcome.value);
        return outcome;
      });
      if (!signedIn.ok) return answerRefusal(c, signedIn);
      return c.json({ user: toSessionUser(signedIn.value.user) }, 201);
    })
    .get('/me', requireUser, (c) => {
      const user = c.var.user;
      return user ? c.json({ user: toSessionUser(user) }) : c.body(null, 401);
    })
    .post('/logout', async (c) => {
      const token = getCookie(c, SESSION_COOKIE);
      if (token) await db.transaction((tx) => deleteSession(tx, token));
      clearSessionCookie(c);
      return c.body(null, 204);
    });
}
