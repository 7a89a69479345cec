import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { groups, projects, pushSubscriptions, users } from '../db/schema';
import { currentPartnerIds, type GroupRecord } from '../access/group-access';
import { addNotifications } from '../notifications/write';
import type { PushDevice } from '../push/queue';
import { paymentDecidedPush, paymentSubmittedPush } from '../push/payloads';

/**
 * The notifications a contribution's life writes (SPEC §3 notification types): 'payment_submitted'
 * for the group's admin and partners, 'payment_approved' / 'payment_rejected' for the contributor.
 * They are written in the caller's transaction with their web pushes queued beside them, so a
 * notification and its push exist exactly when its change does.
 */

type ContributionRecord = { id: string; groupId: string; projectId: string | null; userId: string; amountKobo: number };

// The group a submission names: its purse's, when it names a purse (a named group that is not the
// purse's is refused), else the group it names.
const namedGroup = sql`coalesce((select ${projects.groupId} from ${projects} where ${projects.id} = cast(${sql.placeholder('projectId')} as text)), cast(${sql.placeholder('groupId')} as text))`;
// Every submit runs it: built once per database. The reviewers (the admin and current partners) of
// the group a submission names, each with their push devices (a row per device, or one with none), in one read.
const reviewersWithDevices = preparedQuery((q) =>
  q
    .select({ userId: users.id, deviceId: pushSubscriptions.id, locale: users.locale })
    .from(users)
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(sql`${users.id} in (select ${groups.adminId} from ${groups} where ${groups.id} = ${namedGroup} union ${currentPartnerIds(namedGroup)})`)
    .prepare(),
);

/** The group's reviewers, each with their push devices: whom notifySubmitted tells. */
export type Reviewers = ReadonlyMap<string, readonly PushDevice[]>;

/**
 * The admin and current partners, with their push devices, of the group a submission names (its
 * purse's group, else its group): read apart from the notices, so a submit asks for them with the
 * read of where its payment goes (one round trip for both) and before it locks its group (whose
 * lock every submit of the group waits for). The caller uses them only once that read found the
 * group; none when the submission names nothing that exists.
 * @example const asked = reviewersOf(tx, input); const target = await resolveTarget(…); const reviewers = await asked
 */
export async function reviewersOf(tx: Tx, named: { projectId: string | null; groupId: string | null }): Promise<Reviewers> {
  const devices = new Map<string, PushDevice[]>();
  for (const row of await reviewersWithDevices(tx).all({ projectId: named.projectId, groupId: named.groupId })) {
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
  context: { group: Pick<GroupRecord, 'name'>; projectName: string | null; contributorName: string },
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
 * the notification (the push, shown on a lock screen, only says where to read it). `devices` are
 * the contributor's push devices (pushDevicesOf), read by the caller with its other reads.
 * @example 'Your payment of ₦5,000 for Xmas Party (Ajo Circle) was rejected. Reason: blurry photo'
 */
export async function notifyDecided(
  tx: Tx,
  contribution: ContributionRecord,
  decision: { status: 'confirmed' | 'rejected'; reason: string | null },
  context: { group: Pick<GroupRecord, 'name'>; projectName: string | null },
  now: Date,
  devices: readonly PushDevice[],
): Promise<void> {
  const purpose = context.projectName === null ? context.group.name : `${context.projectName} (${context.group.name})`;
  const amountKobo = contribution.amountKobo;
  const notice =
    decision.status === 'confirmed'
      ? { type: 'payment_approved' as const, params: { kind: 'paymentApproved' as const, amountKobo, purpose } }
      : { type: 'payment_rejected' as const, params: { kind: 'paymentRejected' as const, amountKobo, purpose, reason: decision.reason || null } };
  await addNotifications(
    tx,
    [
      {
        notice: { userId: contribution.userId, groupId: contribution.groupId, contributionId: contribution.id, projectId: contribution.projectId, ...notice },
        push: paymentDecidedPush(contribution, decision.status, context.projectName ?? context.group.name),
        devices,
      },
    ],
    now,
  );
}
