import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/errors';
import type { Role } from '../../shared/auth-schemas';
import type { Db } from '../db/open';
import { users, type UserRow } from '../db/schema';
import { nextRevision } from '../db/revision';
import { ok, refuse, type Outcome } from '../http/outcome';
import type { OtpChannel, OtpSender } from '../otp-senders';
import { checkOtp, consumeOtp, issueOtp, spendOtpAllowance, type OtpPurpose } from './otp-codes';
import { isLimited, LIMITS, recordEvent } from './rate-limit';
import { createSession } from './sessions';
import { findUserByLogin, findUserByPhone, findUserByUsername, usernameKey } from './users';

export interface AuthDeps {
  db: Db;
  otpSecret: string;
  otpSender: OtpSender;
  /** developmentOtp is returned only when the sender is the console and we are not in production. */
  revealCodes: boolean;
}

export interface OtpSentAnswer {
  expiresAt: string;
  developmentOtp?: string;
}

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

interface RequestMeta {
  ip: string;
  now: Date;
}

/** Issues a code and hands it to the sender. A delivery failure is a 502 the user can retry. */
export async function sendOtp(
  deps: AuthDeps,
  input: { phoneNumber: string; purpose: OtpPurpose; channel: OtpChannel },
  meta: RequestMeta,
): Promise<Outcome<OtpSentAnswer>> {
  const issued = issueOtp(deps.db, deps.otpSecret, { phoneNumber: input.phoneNumber, purpose: input.purpose, ...meta });
  if (!issued.ok) return issued;
  const sent = await deps.otpSender.send({ phoneNumber: input.phoneNumber, code: issued.value.code, channel: input.channel, purpose: input.purpose });
  if (!sent.ok) {
    console.error(`[otp] ${deps.otpSender.name} failed to deliver: ${sent.reason}`);
    return refuse(502, 'otp-delivery-failed', MESSAGES.otpDeliveryFailed);
  }
  const answer: OtpSentAnswer = { expiresAt: issued.value.expiresAt.toISOString() };
  if (deps.revealCodes) answer.developmentOtp = issued.value.code;
  return ok(answer);
}

/**
 * Step 1 of login: the username and phone must belong to one user. Every look-up, found or not,
 * is counted against the per-IP cap before it is answered, so pairs cannot be tried faster than
 * the cap whatever the answers are (a found pair then also counts as a code sent).
 */
export async function sendLoginOtp(
  deps: AuthDeps,
  input: { username: string; phoneNumber: string },
  meta: RequestMeta,
): Promise<Outcome<OtpSentAnswer>> {
  if (isLimited(deps.db, LIMITS.loginLookupPerIp, meta.ip, meta.now)) {
    return refuse(429, 'otp-rate-limited', MESSAGES.otpRateLimited);
  }
  recordEvent(deps.db, LIMITS.loginLookupPerIp, meta.ip, meta.now);
  const user = findUserByLogin(deps.db, input.username, input.phoneNumber);
  if (!user) return refuse(401, 'invalid-login', MESSAGES.invalidLoginDetails);
  return sendOtp(deps, { phoneNumber: user.phoneNumber, purpose: 'login', channel: 'sms' }, meta);
}

/**
 * Sign-up's code request, refused when the phone already has an account. That refusal spends the
 * hourly caps per phone and per IP as a code would (the same rate events, checked before the
 * answer), so registered phones cannot be listed faster than codes can be requested, and its
 * database work is a send's without the code row; only delivery is skipped. It skips the resend
 * cooldown, which guards a phone against repeated messages: none is sent. The per-phone count is
 * the sign-up one (phoneCapKey), so look-ups never lock the owner out of login codes.
 */
export async function sendRegisterOtp(
  deps: AuthDeps,
  input: { phoneNumber: string; channel: OtpChannel },
  meta: RequestMeta,
): Promise<Outcome<OtpSentAnswer>> {
  if (findUserByPhone(deps.db, input.phoneNumber)) {
    const spent = spendOtpAllowance(deps.db, { phoneNumber: input.phoneNumber, purpose: 'register', ...meta });
    return spent.ok ? refuse(409, 'phone-taken', MESSAGES.phoneTaken, 'phoneNumber') : spent;
  }
  return sendOtp(deps, { phoneNumber: input.phoneNumber, purpose: 'register', channel: input.channel }, meta);
}

/** Step 2 of login: the code is used up and the session created together. */
export function loginWithOtp(
  deps: AuthDeps,
  input: { username: string; phoneNumber: string; otp: string },
  meta: RequestMeta,
): Outcome<SignedIn> {
  const user = findUserByLogin(deps.db, input.username, input.phoneNumber);
  if (!user) return refuse(401, 'invalid-login', MESSAGES.invalidOtpOrLogin);
  const checked = checkOtp(deps.db, deps.otpSecret, { phoneNumber: user.phoneNumber, purpose: 'login', code: input.otp, now: meta.now });
  if (!checked.ok) return checked;
  return deps.db.transaction((tx) => {
    if (!consumeOtp(tx, checked.value.otpId)) return refuse(400, 'otp-expired', MESSAGES.otpExpired, 'otp');
    const session = createSession(tx, user.id, meta.now);
    return ok({ user, ...session });
  });
}

/**
 * Creates an account once its phone is proven. The code is checked before the uniqueness checks
 * (so they cannot be used to probe for registered phones) but used up only when the account is
 * created: a user told their username is taken can pick another without a new code.
 */
export function registerWithOtp(
  deps: AuthDeps,
  input: { fullName: string; username: string; phoneNumber: string; role: Role; otp: string },
  meta: RequestMeta,
  afterCreate?: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], user: UserRow) => void,
): Outcome<SignedIn> {
  const checked = checkOtp(deps.db, deps.otpSecret, { phoneNumber: input.phoneNumber, purpose: 'register', code: input.otp, now: meta.now });
  if (!checked.ok) return checked;
  if (findUserByUsername(deps.db, input.username)) return refuse(409, 'username-taken', MESSAGES.usernameTaken, 'username');
  if (findUserByPhone(deps.db, input.phoneNumber)) return refuse(409, 'phone-taken', MESSAGES.phoneTaken, 'phoneNumber');
  return deps.db.transaction((tx) => {
    if (!consumeOtp(tx, checked.value.otpId)) return refuse(400, 'otp-expired', MESSAGES.otpExpired, 'otp');
    const user = tx
      .insert(users)
      .values({
        id: randomUUID(),
        username: input.username.trim(),
        usernameKey: usernameKey(input.username),
        fullName: input.fullName.trim(),
        phoneNumber: input.phoneNumber,
        role: input.role,
        createdAt: meta.now,
        revision: nextRevision(tx),
      })
      .returning()
      .get();
    afterCreate?.(tx, user);
    const session = createSession(tx, user.id, meta.now);
    return ok({ user, ...session });
  });
}
