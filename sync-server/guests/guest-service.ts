/**
 * Gifts from people outside the group (issue 27 §4): a fundraiser whose admin opted in takes, from
 * anyone with its link, a name, a phone number a code confirms, an amount and a receipt. The gift
 * is a contribution like any other (pending until the admin decides, its receipt read and checked,
 * its notifications sent), marked `guest`.
 *
 * Who gives is a user: the phone's account when it has one, else an account made for it, marked
 * `guest` (its phone proven, its username nobody's choice: 'guest_' and 8 hex digits). Signing up
 * later with that phone takes the account over, with its gifts (auth-service registerWithOtp). A
 * member of the group who gives through the public page simply pays, unmarked.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GuestGift } from '../../shared/guest-gifts';
import { BASE_LOCALE } from '../../shared/i18n/languages';
import type { Tx } from '../db/database';
import { lockKey } from '../db/lock';
import { nextRevision } from '../db/revision';
import { contributions, projects, users, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { isActiveMember } from '../access/group-access';
import { requestOtp, type IssuedOtp, type OtpSettings } from '../auth/auth-service';
import { checkOtp, consumeOtp } from '../auth/otp-codes';
import { isLimited, LIMITS, recordEvent } from '../auth/rate-limit';
import { findUserByPhone, findUserByUsername } from '../auth/users';
import { takesGuests } from '../../shared/guest-gifts';
import { isSamePayment, submitContribution, type ContributionRecord } from '../contributions/submit-service';
import type { SubmitContribution } from '../../shared/contributions';
import type { InspectedProof } from '../proofs/proof-service';

interface RequestMeta {
  ip: string;
  now: Date;
}

/** The purse, when it exists, takes guests and is open: what every guest call checks first. */
async function purseForGuests(tx: Tx, projectId: string): Promise<Outcome<typeof projects.$inferSelect>> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return refuse('project-not-found');
  if (!takesGuests(project)) return refuse('guests-not-allowed');
  if (project.status !== 'active') return refuse('project-not-active');
  return ok(project);
}

/**
 * POST /api/guest-gifts/{projectId}/code: a code to the giver's phone, under every cap a sign-up
 * code has (per phone, per address, per prefix, server-wide: otp-codes.ts). Refused before any
 * code when the purse takes no guests.
 */
export async function requestGuestCode(tx: Tx, settings: OtpSettings, projectId: string, phoneNumber: string, meta: RequestMeta): Promise<Outcome<IssuedOtp>> {
  const purse = await purseForGuests(tx, projectId);
  if (!purse.ok) return purse;
  return requestOtp(tx, settings, { phoneNumber, purpose: 'guest', channel: 'sms' }, meta);
}

/** An account for a phone no one has signed up with: proven by the code, named as the giver typed. */
async function guestAccount(tx: Tx, gift: GuestGift, now: Date): Promise<UserRow> {
  let username = '';
  do username = `guest_${randomBytes(4).toString('hex')}`;
  while (await findUserByUsername(tx, username));
  const [user] = await tx
    .insert(users)
    .values({ id: randomUUID(), username, usernameKey: username, fullName: gift.fullName.trim(), phoneNumber: gift.phoneNumber, role: 'member', guest: true, locale: BASE_LOCALE, createdAt: now, revision: await nextRevision(tx) })
    .returning();
  if (!user) throw new Error('insert returned no user');
  return user;
}

/**
 * The gift already stored under the phone's id for it, when this is that gift sent again (its
 * answer lost on the way back, the guest tapping Give once more): the same payment by the phone's
 * account (isSamePayment, as a member's replay is judged). Answered with it, without the code,
 * which the first try used up: asking for it again would tell the guest the gift failed, and a
 * second gift would follow. The id is the phone's own random UUID, so only the phone that sent the
 * gift has it. Another gift under that id is refused; null when nothing is stored under it.
 */
async function giftSentBefore(tx: Tx, id: string, phoneNumber: string, input: SubmitContribution): Promise<Outcome<ContributionRecord> | null> {
  const [row] = await tx.select().from(contributions).where(eq(contributions.id, id)).limit(1);
  if (!row) return null;
  const giver = await findUserByPhone(tx, phoneNumber);
  return giver && isSamePayment(row, giver, row.groupId, input) ? ok(row) : refuse('id-taken');
}

/**
 * POST /api/guest-gifts/{projectId}: the gift, in the request's transaction (which commits a
 * refusal too: a wrong code's counted attempt is in it). Rules, each before the first write:
 * - the purse takes guests and is active; at most LIMITS.guestGiftsPerIp gifts an hour from one address;
 * - the code is the phone's latest 'guest' code (checkOtp: expiry, tries);
 * - then the giver's account is found or made, the contribution submitted (its own rules: the
 *   method, the receipt, the limits), and only when it is accepted is the code used up, so a
 *   refused gift can be corrected and sent again with the same code.
 * The phone's key is locked first: two gifts with one code cannot both use it. A gift sent again
 * under its id is answered with the one stored (giftSentBefore), before the code is asked for.
 */
export async function giveAsGuest(
  tx: Tx,
  settings: OtpSettings,
  projectId: string,
  gift: GuestGift,
  carried: InspectedProof,
  meta: RequestMeta,
): Promise<Outcome<ContributionRecord>> {
  const purse = await purseForGuests(tx, projectId);
  if (!purse.ok) return purse;
  if (await isLimited(tx, LIMITS.guestGiftsPerIp, meta.ip, meta.now)) return refuse('otp-rate-limited');
  await lockKey(tx, `phone:${gift.phoneNumber}`);
  const input: SubmitContribution = {
    id: gift.id ?? null,
    groupId: null,
    projectId,
    userId: null,
    amountKobo: gift.amount,
    paymentType: 'bank_transfer',
    transactionRef: null,
    notes: gift.notes,
    description: null,
    proofSha256: carried.sha256,
    period: null,
    sentOn: null,
  };
  const earlier = input.id ? await giftSentBefore(tx, input.id, gift.phoneNumber, input) : null;
  if (earlier) return earlier;
  const checked = await checkOtp(tx, settings.otpSecret, { phoneNumber: gift.phoneNumber, purpose: 'guest', code: gift.otp, now: meta.now });
  if (!checked.ok) return checked;
  const giver = (await findUserByPhone(tx, gift.phoneNumber)) ?? (await guestAccount(tx, gift, meta.now));
  const asGuest = !(await isActiveMember(tx, purse.value.groupId, giver.id));
  const given = await submitContribution(tx, giver, input, meta.now, carried, { asGuest });
  if (!given.ok) return given;
  if (!(await consumeOtp(tx, checked.value.otpId))) throw new Error('a guest code checked under its phone lock was used meanwhile');
  await recordEvent(tx, LIMITS.guestGiftsPerIp, meta.ip, meta.now);
  return given;
}
