import { eq, sql } from 'drizzle-orm';
import type { CreatePayout } from '../../shared/books';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { groups, payouts, projects, type UserRow } from '../db/schema';
import { findGroup, isActiveMember } from '../access/group-access';
import { approversOf } from '../groups/partners-service';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { hasUploadedProof, recordProof, type InspectedProof } from '../proofs/proof-service';
import { spendableKobo } from '../ledger/balance';
import { notifyPayoutMade, notifyPayoutPending } from './notify';
import { newRowId } from '../../shared/row-id';

export type PayoutRecord = typeof payouts.$inferSelect;

/** The same payout sent again under its client id: same admin, purse, money, words, day and receipt. */
function isSamePayout(row: PayoutRecord, actor: UserRow, projectId: string, input: CreatePayout): boolean {
  return (
    row.recordedBy === actor.id &&
    row.projectId === projectId &&
    row.amountKobo === input.amount &&
    row.recipient === input.recipient &&
    row.purpose === input.purpose &&
    row.paidAt.toISOString() === input.paidOn &&
    row.proofSha256 === input.proofSha256 &&
    row.recipientUserId === input.recipientUserId
  );
}

/**
 * The group's admin records money paid out of a purse (issue 11 §1), in the caller's transaction.
 * One service for REST and sync push. Invariants:
 * - only the admin of the purse's group records (403; an unknown purse is 404);
 * - the amount is above zero (the schema) and at most what the purse can spend: its balance less
 *   the payouts already waiting for approval (422 'payout-over-balance'), so the paid-out total
 *   never passes the collected one, however the pending ones are decided. The group's row and
 *   then the purse's are locked before the purse is read, so two payouts recorded at once (or a
 *   payout and a reversal) cannot both spend the same money;
 * - a named receipt was uploaded by the admin themselves (as for contributions: a hash is no
 *   secret), or its bytes came with this request (`carried`): then its rows are written only on
 *   acceptance, in this transaction;
 * - the client id is the row id: a replay with the same content answers the same row, other
 *   content under a taken id is refused (409 'id-taken');
 * - with no partner who could approve it (none, or only the admin themselves) it is approved at
 *   once, by nobody (`decidedBy` stays null: "not approved by anyone" wherever it is shown), added
 *   to the purse's paidOutAmountKobo in this transaction, and every member and partner is told
 *   (issue 23 §2); otherwise it is pending and each such partner is notified (in-app and push).
 * History: one 'payout.recorded' entry whose data carries the status it was recorded with, so a
 * payout approved at once is one entry, and a pending one gets 'payout.approved'/'rejected' later.
 * @example await db.transaction((tx) => recordPayout(tx, admin, projectId, createPayoutSchema.parse({ amount: 20000, recipient: 'Mama Chika', purpose: 'Rice', paidOn: '2026-11-20' }), now))
 */
export async function recordPayout(tx: Tx, actor: UserRow, projectId: string, input: CreatePayout, now: Date, carried?: InspectedProof): Promise<Outcome<PayoutRecord>> {
  // A purse never changes group: its owner needs no lock to be read.
  const [owner] = await tx.select({ groupId: projects.groupId }).from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!owner) return refuse('project-not-found');
  const group = await findGroup(tx, owner.groupId);
  if (!group || group.adminId !== actor.id) return refuse('not-group-admin');
  // The group's row first (the order every write of a group takes, so none waits in a circle),
  // then the purse's, and only then is the purse read: the balance checked below is the one this
  // payout is taken from, whatever payout, approval or reversal runs at the same time.
  await lockRow(tx, groups, groups.id, group.id);
  await lockRow(tx, projects, projects.id, projectId);
  const project = (await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1))[0]!; // ! : found above, and purses are never deleted
  // 'proof-not-uploaded' is transient for a device: it uploads the bytes and retries.
  const carriesProof = carried !== undefined && carried.sha256 === input.proofSha256;
  if (input.proofSha256 && !carriesProof && !(await hasUploadedProof(tx, actor.id, input.proofSha256))) {
    return refuse('proof-not-uploaded', { field: 'proofSha256' });
  }
  const id = input.id ?? newRowId();
  const [existing] = await tx.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  if (existing) return isSamePayout(existing, actor, project.id, input) ? ok(existing) : refuse('id-taken');
  if (input.amount > (await spendableKobo(tx, project))) return refuse('payout-over-balance', { field: 'amount' });
  // A member named as the one paid (a rotation's round) must be in the group to say they received it.
  if (input.recipientUserId !== null && !(await isActiveMember(tx, group.id, input.recipientUserId))) return refuse('recipient-not-member', { field: 'recipientUserId' });
  if (carriesProof) await recordProof(tx, actor.id, carried, now);

  const approvers = await approversOf(tx, group.id, actor.id);
  // A group that requires a partner's approval never pays out unapproved (issue 23 §2).
  if (approvers.length === 0 && group.payoutApprovalRequired) return refuse('approval-needs-partner');
  const atOnce = approvers.length === 0;
  const [payout] = await tx
    .insert(payouts)
    .values({
      id,
      groupId: group.id,
      projectId: project.id,
      amountKobo: input.amount,
      recipient: input.recipient,
      purpose: input.purpose,
      paidAt: new Date(input.paidOn),
      proofSha256: input.proofSha256,
      status: atOnce ? 'approved' : 'pending',
      recordedBy: actor.id,
      decidedBy: null,
      decidedAt: atOnce ? now : null,
      recipientUserId: input.recipientUserId,
      createdAt: now,
      revision: await nextRevision(tx),
    })
    .returning();
  if (!payout) throw new Error(`payout ${id} was not inserted`);
  if (atOnce) await addToPaidOut(tx, payout);
  await appendHistory(tx, {
    groupId: group.id,
    type: 'payout.recorded',
    actorId: actor.id,
    subjectId: null,
    at: now,
    data: {
      payoutId: payout.id,
      projectId: payout.projectId,
      amountKobo: payout.amountKobo,
      recipient: payout.recipient,
      purpose: payout.purpose,
      paidAt: payout.paidAt.toISOString(),
      proofSha256: payout.proofSha256,
      status: payout.status,
      // Only when a member is named: other payouts chain the same data as before issue 25.
      ...(payout.recipientUserId ? { recipientUserId: payout.recipientUserId } : {}),
    },
  });
  if (atOnce) await notifyPayoutMade(tx, payout, { purseName: project.name, groupName: group.name, approverName: null }, now);
  else await notifyPayoutPending(tx, payout, { partnerIds: approvers, recorderName: actor.fullName, purseName: project.name }, now);
  return ok(payout);
}

/** Counts an approved payout in its purse's paid-out total, with a new revision so devices pull it. */
export async function addToPaidOut(tx: Tx, payout: PayoutRecord): Promise<void> {
  await tx
    .update(projects)
    .set({ paidOutAmountKobo: sql`${projects.paidOutAmountKobo} + ${payout.amountKobo}`, revision: await nextRevision(tx) })
    .where(eq(projects.id, payout.projectId));
}
