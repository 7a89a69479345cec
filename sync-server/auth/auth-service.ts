import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { Role } from '../../shared/auth-schemas';
import { BASE_LOCALE, type Locale } from '../../shared/i18n/languages';
import type { Database, Tx } from '../db/database';
import { users, type UserRow } from '../db/schema';
import { nextRevision } from '../db/revision';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import type { OtpChannel, OtpSender } from '../otp-senders';
import { checkOtp, consumeOtp, issueOtp, spendOtpAllowance, type OtpPurpose } from './otp-codes';
import { firstLimited, isLimited, LIMITS, recordEvent } from './rate-limit';
import { createSession } from './sessions';
import { lockKey } from '../db/lock';
import { findUserByLogin, findUserByPhone, findUserByUsername, usernameKey } from './users';

/** What the auth services need besides the request's transaction. */
export interface OtpSettings {
  otpSecret: string;
  otpSender: OtpSender;
  /** developmentOtp is returned only when the sender is the console and we are not in production. */
  revealCodes: boolean;
  /** Codes the whole server may send an hour (rate-limit.ts otpBudget; OTP_BUDGET_PER_HOUR). */
  budgetPerHour: number;
}

/**
 * What the auth routes need: the database they open each request's transaction on, and the
 * settings, whose secret is read (or made) in the database at its first use and kept after.
 */
export interface AuthDeps extends Omit<OtpSettings, 'otpSecret'> {
  db: Database;
  otpSecret: () => Promise<string>;
}

/**
 * The settings with the secret read. Call it before opening the request's transaction: its first
 * call opens a transaction of its own, which must not wait behind the request's.
 * @example const settings = await otpSettings(deps); await db.transaction((tx) => loginWithOtp(tx, settings, body, meta))
 */
export async function otpSettings(deps: AuthDeps): Promise<OtpSettings> {
  return { otpSecret: await deps.otpSecret(), otpSender: deps.otpSender, revealCodes: deps.revealCodes, budgetPerHour: deps.budgetPerHour };
}

export interface OtpSentAnswer {
  expiresAt: string;
  developmentOtp?: string;
}

/** A code issued and committed, to be handed to the sender (deliverOtp) outside the transaction. */
export interface IssuedOtp {
  phoneNumber: string;
  purpose: OtpPurpose;
  channel: OtpChannel;
  code: string;
  expiresAt: Date;
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

/** A sign-up's request, and the group whose join link it came through (the registration wizard). */
interface SignUpMeta extends RequestMeta {
  groupId?: string;
}

/**
 * Issues a code for a phone (cooldown, caps, the stored HMAC). Its delivery is a network call, so
 * it is not made here: the route commits this transaction, then calls deliverOtp.
 */
export async function requestOtp(
  tx: Tx,
  settings: OtpSettings,
  input: { phoneNumber: string; purpose: OtpPurpose; channel: OtpChannel },
  meta: RequestMeta,
): Promise<Outcome<IssuedOtp>> {
  const issued = await issueOtp(tx, settings.otpSecret, { phoneNumber: input.phoneNumber, purpose: input.purpose, budgetPerHour: settings.budgetPerHour, ...meta });
  if (!issued.ok) return issued;
  return ok({ ...input, ...issued.value });
}

/**
 * Hands an issued code to the sender, after its transaction committed (no transaction waits on the
 * provider). A delivery failure is a 502 the user can retry; the code and its count stay.
 * @example const issued = await db.transaction((tx) => requestLoginOtp(tx, deps, body, meta)); if (issued.ok) await deliverOtp(deps, issued.value)
 */
export async function deliverOtp(settings: Pick<OtpSettings, 'otpSender' | 'revealCodes'>, otp: IssuedOtp): Promise<Outcome<OtpSentAnswer>> {
  const sent = await settings.otpSender.send({ phoneNumber: otp.phoneNumber, code: otp.code, channel: otp.channel, purpose: otp.purpose });
  // The sender counts and logs the failure (otp-senders/metered.ts).
  if (!sent.ok) return refuse('otp-delivery-failed');
  const answer: OtpSentAnswer = { expiresAt: otp.expiresAt.toISOString() };
  if (settings.revealCodes) answer.developmentOtp = otp.code;
  return ok(answer);
}

/**
 * Step 1 of login: the username and phone must belong to one user. Every look-up, found or not,
 * is counted against the per-IP cap before it is answered, and one that finds no user against the
 * stricter per-IP cap on misses; once either is used up every look-up from the address is refused,
 * so pairs cannot be tried faster than the caps whatever the answers are (a found pair then also
 * counts as a code sent). Both keys are locked (firstLimited) before the look-up, misses first.
 */
export async function requestLoginOtp(
  tx: Tx,
  settings: OtpSettings,
  input: { username: string; phoneNumber: string },
  meta: RequestMeta,
): Promise<Outcome<IssuedOtp>> {
  const caps = [[LIMITS.loginLookupMissPerIp, meta.ip], [LIMITS.loginLookupPerIp, meta.ip]] as const;
  if (await firstLimited(tx, caps, meta.now)) return refuse('otp-rate-limited');
  await recordEvent(tx, LIMITS.loginLookupPerIp, meta.ip, meta.now);
  const user = await findUserByLogin(tx, input.username, input.phoneNumber);
  if (!user) {
    await recordEvent(tx, LIMITS.loginLookupMissPerIp, meta.ip, meta.now);
    return refuse('invalid-login');
  }
  return requestOtp(tx, settings, { phoneNumber: user.phoneNumber, purpose: 'login', channel: 'sms' }, meta);
}

/**
 * Sign-up's code request, refused when the phone already has an account. That refusal spends the
 * hourly code caps as a code would (the same rate events, checked before the answer), and its
 * database work is a send's without the code row; only delivery is skipped. It also counts against
 * the per-address cap on registered-phone answers (LIMITS.registeredPhoneLookupPerIp), far below
 * the per-address code cap: once that is used up, every sign-up code request from the address is
 * refused, so registered phones cannot be listed faster than it allows. It skips the resend
 * cooldown, which guards a phone against repeated messages: none is sent. The per-phone count is
 * the sign-up one (phoneCapKey), so look-ups never lock the owner out of login codes.
 */
export async function requestRegisterOtp(
  tx: Tx,
  settings: OtpSettings,
  input: { phoneNumber: string; channel: OtpChannel },
  meta: RequestMeta,
): Promise<Outcome<IssuedOtp>> {
  if (await isLimited(tx, LIMITS.registeredPhoneLookupPerIp, meta.ip, meta.now)) return refuse('otp-rate-limited');
  // A guest's account (issue 27 §4) is no one's sign-up yet: its phone may sign up and take it over.
  if ((await findUserByPhone(tx, input.phoneNumber))?.guest === false) {
    const spent = await spendOtpAllowance(tx, { phoneNumber: input.phoneNumber, purpose: 'register', budgetPerHour: settings.budgetPerHour, ...meta });
    if (!spent.ok) return spent;
    await recordEvent(tx, LIMITS.registeredPhoneLookupPerIp, meta.ip, meta.now);
    return refuse('phone-taken', { field: 'phoneNumber' });
  }
  return requestOtp(tx, settings, { phoneNumber: input.phoneNumber, purpose: 'register', channel: input.channel }, meta);
}

/**
 * Step 2 of login: the code is used up and the session created together, in the request's
 * transaction, which must commit a refusal too (a wrong code's counted attempt is in it).
 */
export async function loginWithOtp(
  tx: Tx,
  settings: OtpSettings,
  input: { username: string; phoneNumber: string; otp: string },
  meta: RequestMeta,
): Promise<Outcome<SignedIn>> {
  const user = await findUserByLogin(tx, input.username, input.phoneNumber);
  if (!user) return refuse('invalid-login', { params: { message: MESSAGES.invalidOtpOrLogin } });
  const checked = await checkOtp(tx, settings.otpSecret, { phoneNumber: user.phoneNumber, purpose: 'login', code: input.otp, now: meta.now });
  if (!checked.ok) return checked;
  if (!(await consumeOtp(tx, checked.value.otpId))) return refuse('otp-expired', { field: 'otp' });
  const session = await createSession(tx, user.id, meta.now);
  return ok({ user, ...session });
}

/**
 * Creates an account once its phone is proven (or takes over the account a guest's gift made
 * for that phone, issue 27 §4, which nobody chose a username for). The code is checked before the uniqueness checks
 * (so they cannot be used to probe for registered phones) but used up only when the account is
 * created: a user told their username is taken can pick another without a new code. A concurrent
 * sign-up taking the same username or phone in between is stopped by the unique indexes.
 * `afterCreate` runs in the same transaction (the group wizard joins the new member there).
 * Through a group's join link (`meta.groupId`) the accounts made count against that group's
 * hourly cap (LIMITS.signupsPerGroup), checked before the code so a refusal costs no try of it.
 */
export async function registerWithOtp(
  tx: Tx,
  settings: OtpSettings,
  input: { fullName: string; username: string; phoneNumber: string; role: Role; otp: string; locale?: Locale },
  meta: SignUpMeta,
  afterCreate?: (tx: Tx, user: UserRow) => Promise<void>,
): Promise<Outcome<SignedIn>> {
  if (meta.groupId !== undefined && (await isLimited(tx, LIMITS.signupsPerGroup, meta.groupId, meta.now))) return refuse('otp-rate-limited');
  const checked = await checkOtp(tx, settings.otpSecret, { phoneNumber: input.phoneNumber, purpose: 'register', code: input.otp, now: meta.now });
  if (!checked.ok) return checked;
  // Two sign-ups with one username or phone at the same moment (on PostgreSQL, side by side): the
  // second waits here for the first to commit, then finds its row and is refused with 409.
  await lockKey(tx, `username:${usernameKey(input.username)}`);
  await lockKey(tx, `phone:${input.phoneNumber}`);
  if (await findUserByUsername(tx, input.username)) return refuse('username-taken', { field: 'username' });
  const existing = await findUserByPhone(tx, input.phoneNumber);
  if (existing && !existing.guest) return refuse('phone-taken', { field: 'phoneNumber' });
  if (!(await consumeOtp(tx, checked.value.otpId))) return refuse('otp-expired', { field: 'otp' });
  const chosen = {
    username: input.username.trim(),
    usernameKey: usernameKey(input.username),
    fullName: input.fullName.trim(),
    role: input.role,
    locale: input.locale ?? BASE_LOCALE,
    revision: await nextRevision(tx),
  };
  // A guest's account (issue 27 §4) becomes this sign-up's, with its gifts.
  const [user] = existing
    ? await tx.update(users).set({ ...chosen, guest: false }).where(eq(users.id, existing.id)).returning()
    : await tx.insert(users).values({ id: randomUUID(), ...chosen, phoneNumber: input.phoneNumber, createdAt: meta.now }).returning();
  if (!user) throw new Error('insert returned no user');
  await afterCreate?.(tx, user);
  if (meta.groupId !== undefined) await recordEvent(tx, LIMITS.signupsPerGroup, meta.groupId, meta.now);
  const session = await createSession(tx, user.id, meta.now);
  return ok({ user, ...session });
}
