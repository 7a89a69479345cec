import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { Db, Queryable } from '../db/open';
import { otpVerifications } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';
import { isLimited, LIMITS, recordEvent } from './rate-limit';

export type OtpPurpose = 'login' | 'register';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 30_000;

/** `generateOtp()` -> '042917': six digits from the CSPRNG, leading zeros kept. */
export function generateOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** The stored form of a code: an HMAC bound to its phone and purpose, never the code itself. */
export function hashOtp(secret: string, phoneNumber: string, purpose: OtpPurpose, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${phoneNumber}:${code}`).digest('hex');
}

interface IssueInput {
  phoneNumber: string;
  purpose: OtpPurpose;
  ip: string;
  now: Date;
}

/**
 * The per-phone cap is counted per purpose: sign-up look-ups of a registered phone (anyone may
 * make them, sendRegisterOtp) then never use up that phone's login codes.
 * `phoneCapKey('login', '+2348031234567')` -> 'login:+2348031234567'.
 */
export function phoneCapKey(purpose: OtpPurpose, phoneNumber: string): string {
  return `${purpose}:${phoneNumber}`;
}

/**
 * Checks the hourly caps per phone and per IP and, when neither is used up, counts one more
 * request against both. Synchronous, so no other request is counted between the check and the
 * count. Also run alone for a sign-up request that sends nothing (auth-service sendRegisterOtp).
 */
export function spendOtpAllowance(db: Queryable, input: IssueInput): Outcome<void> {
  const { phoneNumber, purpose, ip, now } = input;
  const phoneKey = phoneCapKey(purpose, phoneNumber);
  if (isLimited(db, LIMITS.otpPerPhone, phoneKey, now) || isLimited(db, LIMITS.otpPerIp, ip, now)) {
    return refuse(429, 'otp-rate-limited', MESSAGES.otpRateLimited);
  }
  recordEvent(db, LIMITS.otpPerPhone, phoneKey, now);
  recordEvent(db, LIMITS.otpPerIp, ip, now);
  return ok(undefined);
}

/**
 * Checks the resend cooldown and hourly caps, then stores a new code (replacing any earlier one
 * for the same phone and purpose) and returns it for sending. The send counts against the caps
 * even if delivery later fails, so a failing provider cannot be used to bypass them.
 */
export function issueOtp(db: Db, secret: string, input: IssueInput): Outcome<{ code: string; expiresAt: Date }> {
  const { phoneNumber, purpose, ip, now } = input;
  const latest = latestCode(db, phoneNumber, purpose);
  if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_COOLDOWN_MS) {
    return refuse(429, 'otp-cooldown', MESSAGES.otpCooldown);
  }
  const code = generateOtp();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  return db.transaction((tx) => {
    const spent = spendOtpAllowance(tx, input);
    if (!spent.ok) return spent;
    tx.update(otpVerifications)
      .set({ superseded: true })
      .where(and(eq(otpVerifications.phoneNumber, phoneNumber), eq(otpVerifications.purpose, purpose)))
      .run();
    tx.insert(otpVerifications)
      .values({ id: randomUUID(), phoneNumber, purpose, otpHash: hashOtp(secret, phoneNumber, purpose, code), expiresAt, ip, createdAt: now })
      .run();
    return ok({ code, expiresAt });
  });
}

/**
 * Checks a code without using it up. A wrong code counts an attempt; the fifth wrong attempt burns
 * the code, so a sixth try is refused even with the right digits. Returns the code's id for
 * `consumeOtp`, which the caller runs in the same transaction as what the code authorises.
 */
export function checkOtp(
  db: Db,
  secret: string,
  input: { phoneNumber: string; purpose: OtpPurpose; code: string; now: Date },
): Outcome<{ otpId: string }> {
  const row = latestCode(db, input.phoneNumber, input.purpose);
  if (!row || row.superseded || row.verified || row.expiresAt.getTime() <= input.now.getTime()) {
    return refuse(400, 'otp-expired', MESSAGES.otpExpired, 'otp');
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) return refuse(429, 'otp-locked', MESSAGES.otpLocked, 'otp');
  const expected = Buffer.from(row.otpHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, input.phoneNumber, input.purpose, input.code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    const attempts = row.attempts + 1;
    db.update(otpVerifications).set({ attempts }).where(eq(otpVerifications.id, row.id)).run();
    return attempts >= OTP_MAX_ATTEMPTS
      ? refuse(429, 'otp-locked', MESSAGES.otpLocked, 'otp')
      : refuse(400, 'otp-wrong', MESSAGES.otpWrong, 'otp');
  }
  return ok({ otpId: row.id });
}

/**
 * Marks a checked code used. Returns false when another request used it first (a replay racing
 * the original): the conditional update makes single use hold even under concurrency.
 */
export function consumeOtp(tx: Queryable, otpId: string): boolean {
  const result = tx
    .update(otpVerifications)
    .set({ verified: true })
    .where(and(eq(otpVerifications.id, otpId), eq(otpVerifications.verified, false)))
    .run();
  return result.changes === 1;
}

function latestCode(db: Db, phoneNumber: string, purpose: OtpPurpose) {
  return db
    .select()
    .from(otpVerifications)
    .where(and(eq(otpVerifications.phoneNumber, phoneNumber), eq(otpVerifications.purpose, purpose)))
    .orderBy(desc(otpVerifications.createdAt))
    .limit(1)
    .get();
}
