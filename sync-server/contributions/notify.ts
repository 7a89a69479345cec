import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { pushSubscriptions, users } from '../db/schema';
import { currentPartnerIds, type GroupRecord } from '../access/group-access';
import { addNotification, addNotifications } from '../notifications/write';
import type { PushDevice } from '../push/queue';
import { paymentDecidedPush, paymentSubmittedPush } from '../push/payloads';

/**
 * The notifications a contribution's life writes (SPEC §3 notification types): 'payment_submitted'
 * for the group's admin and partners, 'payment_approved' / 'payment_rejected' for the contributor.
 * They are written in the caller's transaction with their web pushes queued beside them, so a
 * notification and its push exist exactly when its change does.
 */

type ContributionRecord = { id: string; groupId: string; projectId: string | null; userId: string; amountKobo: number };

// Every submit runs it: built once per database. The group's reviewers (its admin and current
// partners), each with their push devices (a row per device, or one with none), in one read.
const reviewersWithDevices = preparedQuery((q) =>
  q
    .select({ userId: users.id, deviceId: pushSubscriptions.id, locale: users.locale })
    .from(users)
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(sql`${users.id} in (select cast(${sql.placeholder('adminId')} as text) union ${currentPartnerIds(sql.placeholder('groupId'))})`)
    .prepare(),
);

/** The group's reviewers, each with their push devices: whom notifySubmitted tells. */
export type Reviewers = ReadonlyMap<string, readonly PushDevice[]>;

/**
 * The group's admin and current partners with their push devices, read apart from the notices so
 * a submit can read them before it locks its group (one statement fewer under the group's lock,
 * which every submit of the group waits for).
 * @example const reviewers = await reviewersOf(tx, group); … await notifySubmitted(tx, contribution, context, now, reviewers)
 */
export async function reviewersOf(tx: Tx, group: { id: string; adminId: string }): Promise<Reviewers> {
  const devices = new Map<string, PushDevice[]>([[group.adminId, []]]);
  for (const row of await reviewersWithDevices(tx).all({ adminId: group.adminId, groupId: group.id })) {
    const own = devices.get(row.userId) ?? [];
    if (row.deviceId !== null) own.push({ id: row.deviceId, locale: row.locale });
    devices.set(row.userId, own);
  }
  return devices;
}

/**
 * Tells the group's admin and each current partner (`reviewers`, from reviewersOf) that a
 * payment waits for review; the contributor is never told about their own payment (a partner may
 * pay too). The admin's push opens the review dialog; a partner's, who may look but not decide,
 * their dashboard.
 * @example 'Ada Okafor submitted ₦5,000 for Xmas Party'
 */
export async function notifySubmitted(
  tx: Tx,
  contribution: ContributionRecord,
  context: { group: GroupRecord; projectName: string | null; contributorName: string },
  now: Date,
  reviewers: Reviewers,
): Promise<void> {
  const devices = new Map(reviewers);
  devices.delete(contribution.userId);
  const purpose = context.projectName ?? context.group.name;
  const params = { kind: 'paymentSubmitted', contributor: context.contributorName, amountKobo: contribution.amountKobo, purpose } as const;
  const push = paymentSubmittedPush(contribution, { contributorName: context.contributorName, purpose });
  await addNotifications(
    tx,
    [...devices].map(([userId, own]) => ({
      notice: { userId, groupId: contribution.groupId, type: 'payment_submitted' as const, params, contributionId: contribution.id, projectId: contribution.projectId },
      push,
      devices: own,
    })),
    now,
  );
}

/**
 * Tells the contributor how the admin decided; a rejection carries the admin's reason, if any, in
 * the notification (the push, shown on a lock screen, only says where to read it).
 * @example 'Your payment of ₦5,000 for Xmas Party (Ajo Circle) was rejected. Reason: blurry photo'
 */
export async function notifyDecided(
  tx: Tx,
  contribution: ContributionRecord,
  decision: { status: 'confirmed' | 'rejected'; reason: string | null },
  context: { group: GroupRecord; projectName: string | null },
  now: Date,
): Promise<void> {
  const purpose = context.projectName === null ? context.group.name : `${context.projectName} (${context.group.name})`;
  const amountKobo = contribution.amountKobo;
  const notice =
    decision.status === 'confirmed'
      ? { type: 'payment_approved' as const, params: { kind: 'paymentApproved' as const, amountKobo, purpose } }
      : { type: 'payment_rejected' as const, params: { kind: 'paymentRejected' as const, amountKobo, purpose, reason: decision.reason || null } };
  await addNotification(
    tx,
    { userId: contribution.userId, groupId: contribution.groupId, contributionId: contribution.id, projectId: contribution.projectId, ...notice },
    paymentDecidedPush(contribution, decision.status, context.projectName ?? context.group.name),
    now,
  );
}
