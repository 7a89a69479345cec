import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { otpVerifications } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { phoneRange } from './phone-prefix';
import { firstLimited, LIMITS, lockLimitKey, OTP_BUDGET_KEY, otpBudget, recordEvents, type Cap } from './rate-limit';

export type OtpPurpose = 'login' | 'register' | 'guest';

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
  /** Codes the whole server may send an hour (OtpSettings.budgetPerHour). */
  budgetPerHour: number;
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
 * The hourly caps a code request counts against, each with its key, in the one order every request
 * takes their locks (so two requests never wait on each other's): the phone, the address, the
 * number's prefix when it is outside Nigeria's mobile ranges, its country when foreign, and the
 * server's budget.
 */
function otpCaps(input: IssueInput): Cap[] {
  const range = phoneRange(input.phoneNumber);
  const caps: Cap[] = [
    [LIMITS.otpPerPhone, phoneCapKey(input.purpose, input.phoneNumber)],
    [LIMITS.otpPerIp, input.ip],
  ];
  if (!range.usual) caps.push([LIMITS.otpPerUnusualPrefix, range.prefix]);
  if (range.foreign) caps.push([LIMITS.otpPerForeignCountry, range.country]);
  caps.push([otpBudget(input.budgetPerHour), OTP_BUDGET_KEY]);
  return caps;
}

/**
 * Checks the hourly caps (otpCaps) and, when none is used up, counts one more request against
 * each, in the request's transaction: firstLimited keeps each key locked until it commits, so no
 * other request (or server process) is counted between the check and the count. Every cap is
 * checked before any is counted: a refused request counts against none.
 * Also run alone for a sign-up request that sends nothing (auth-service requestRegisterOtp).
 */
export async function spendOtpAllowance(tx: Tx, input: IssueInput): Promise<Outcome<void>> {
  const caps = otpCaps(input);
  if (await firstLimited(tx, caps, input.now)) return refuse('otp-rate-limited');
  await recordEvents(tx, caps, input.now);
  return ok(undefined);
}

/**
 * Checks the resend cooldown and hourly caps, then stores a new code (replacing any earlier one
 * for the same phone and purpose) and returns it for sending, which the caller does once this
 * transaction has committed. The send counts against the caps even if delivery later fails, so a
 * failing provider cannot be used to bypass them. The phone's cap key is locked before the
 * cooldown is read, so two requests for one phone at once cannot both pass the cooldown.
 */
export async function issueOtp(tx: Tx, secret: string, input: IssueInput): Promise<Outcome<{ code: string; expiresAt: Date }>> {
  const { phoneNumber, purpose, now } = input;
  await lockLimitKey(tx, LIMITS.otpPerPhone, phoneCapKey(purpose, phoneNumber));
  const latest = await latestCode(tx, phoneNumber, purpose);
  if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_COOLDOWN_MS) {
    return refuse('otp-cooldown');
  }
  const spent = await spendOtpAllowance(tx, input);
  if (!spent.ok) return spent;
  const code = generateOtp();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  await tx
    .update(otpVerifications)
    .set({ superseded: true })
    .where(and(eq(otpVerifications.phoneNumber, phoneNumber), eq(otpVerifications.purpose, purpose)));
  await tx
    .insert(otpVerifications)
    .values({ id: randomUUID(), phoneNumber, purpose, otpHash: hashOtp(secret, phoneNumber, purpose, code), expiresAt, ip: input.ip, createdAt: now });
  return ok({ code, expiresAt });
}

/**
 * Checks a code without using it up. A wrong code counts an attempt; the fifth wrong attempt burns
 * the code, so a sixth try is refused even with the right digits. The code's row is locked before
 * its attempts are read: guesses sent at once (to one or several server processes) are counted
 * one after another, so they cannot all be checked against the same count. Returns the code's id
 * for `consumeOtp`, which the caller runs in the same transaction as what the code authorises.
 * The request's transaction must commit a refusal too: the counted attempt is part of it.
 */
export async function checkOtp(
  tx: Tx,
  secret: string,
  input: { phoneNumber: string; purpose: OtpPurpose; code: string; now: Date },
): Promise<Outcome<{ otpId: string }>> {
  const latest = await latestCode(tx, input.phoneNumber, input.purpose);
  if (latest) await lockRow(tx, otpVerifications, otpVerifications.id, latest.id);
  // Read again under the lock: a concurrent guess may have counted an attempt, or used the code.
  const row = latest && (await codeById(tx, latest.id));
  if (!row || row.superseded || row.verified || row.expiresAt.getTime() <= input.now.getTime()) {
    return refuse('otp-expired', { field: 'otp' });
  }
  if (row.attempts >= OTP_MAX_ATTEMPTS) return refuse('otp-locked', { field: 'otp' });
  const expected = Buffer.from(row.otpHash, 'hex');
  const actual = Buffer.from(hashOtp(secret, input.phoneNumber, input.purpose, input.code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    const attempts = row.attempts + 1;
    await tx.update(otpVerifications).set({ attempts }).where(eq(otpVerifications.id, row.id));
    return attempts >= OTP_MAX_ATTEMPTS ? refuse('otp-locked', { field: 'otp' }) : refuse('otp-wrong', { field: 'otp' });
  }
  return ok({ otpId: row.id });
}

/**
 * Marks a checked code used. Returns false when another request used it first (a replay racing
 * the original): the conditional update makes single use hold even under concurrency.
 */
export async function consumeOtp(tx: Tx, otpId: string): Promise<boolean> {
  const used = await tx
    .update(otpVerifications)
    .set({ verified: true })
    .where(and(eq(otpVerifications.id, otpId), eq(otpVerifications.verified, false)))
    .returning({ id: otpVerifications.id });
  return used.length === 1;
}

async function latestCode(tx: Tx, phoneNumber: string, purpose: OtpPurpose) {
  const [row] = await tx
    .select()
    .from(otpVerifications)
    .where(and(eq(otpVerifications.phoneNumber, phoneNumber), eq(otpVerifications.purpose, purpose)))
    .orderBy(desc(otpVerifications.createdAt))
    .limit(1);
  return row;
}

async function codeById(tx: Tx, id: string) {
  const [row] = await tx.select().from(otpVerifications).where(eq(otpVerifications.id, id)).limit(1);
  return row;
}
