import { eq } from 'drizzle-orm';
import type { ApprovalRequest, ApprovalRequestKind } from '../../shared/payout-approval';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { groups, users, type UserRow } from '../db/schema';
import { appendHistory } from '../history/append';
import { addNotification } from '../notifications/write';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { approvalRequestPush, approvalRulePush } from '../push/payloads';
import { isActivePartner, requireGroupRole, type GroupRecord } from '../access/group-access';
import { groupAudience } from '../access/audience';
import { activePartnerCount, activePartnerRows, approversOf, dropPartner } from './partners-service';

/**
 * A group may require a partner's approval for payouts (issue 23 §2). The rule protects members
 * only if the treasurer cannot quietly undo it, so while it is on:
 * - the admin turns it off, or removes the last partner, only with a partner's approval: the admin
 *   asks (one request at a time, kept on the group's row and synced), each partner is told, and
 *   the first partner to answer decides; approved, it happens at once, in the answer's transaction;
 * - turning it on needs a partner to exist ('approval-needs-partner'): a rule nobody can satisfy
 *   would only block payouts.
 * Every change of the rule is a 'group.edited' history entry and is told to every member and partner.
 */

export type ApprovalAnswer = { changed: true; request: null } | { changed: false; request: ApprovalRequest };

const nameOf = async (tx: Tx, userId: string) => (await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId)).limit(1))[0]?.fullName ?? '';

async function writeGroup(tx: Tx, groupId: string, change: Partial<Pick<GroupRecord, 'payoutApprovalRequired' | 'approvalRequest'>>): Promise<void> {
  await tx
    .update(groups)
    .set({ ...change, revision: await nextRevision(tx) })
    .where(eq(groups.id, groupId));
}

/** Sets the rule, records it and tells everyone: the one path for turning it on, and off once agreed. */
async function applyRule(tx: Tx, group: GroupRecord, required: boolean, by: { actorId: string; approvedBy: string | null }, now: Date): Promise<void> {
  await writeGroup(tx, group.id, { payoutApprovalRequired: required, approvalRequest: null });
  const change = { before: { payoutApprovalRequired: !required }, after: { payoutApprovalRequired: required } };
  const data = by.approvedBy ? { ...change, approvedBy: by.approvedBy } : change;
  await appendHistory(tx, { groupId: group.id, type: 'group.edited', actorId: by.actorId, subjectId: null, at: now, data });
  const approver = by.approvedBy ? await nameOf(tx, by.approvedBy) : null;
  const params = { kind: 'approvalRule', group: group.name, required, approver } as const;
  for (const userId of (await groupAudience(tx, group.id)).filter((id) => id !== by.actorId)) {
    await addNotification(tx, { userId, groupId: group.id, type: 'approval_rule_changed', params }, approvalRulePush(group, required), now);
  }
}

/**
 * The admin turns the rule on or off. On: at once (a partner must exist). Off: at once when the
 * rule is off already or no partner is left to ask; otherwise a request the partners must approve.
 * @example await setPayoutApproval(tx, admin, groupId, true, now) // ok({ changed: true, request: null })
 */
export async function setPayoutApproval(tx: Tx, actor: UserRow, groupId: string, required: boolean, now: Date): Promise<Outcome<ApprovalAnswer>> {
  await lockRow(tx, groups, groups.id, groupId);
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  const { group } = checked.value;
  if (group.payoutApprovalRequired === required) return ok({ changed: true, request: null });
  if (required) {
    if ((await activePartnerCount(tx, groupId)) === 0) return refuse('approval-needs-partner');
    await applyRule(tx, group, true, { actorId: actor.id, approvedBy: null }, now);
    return ok({ changed: true, request: null });
  }
  if ((await activePartnerCount(tx, groupId)) === 0) {
    await applyRule(tx, group, false, { actorId: actor.id, approvedBy: null }, now);
    return ok({ changed: true, request: null });
  }
  return ask(tx, actor, group, 'stop-requiring-approval', null, now);
}

/**
 * The admin asks the partners to agree to removing the last partner while the rule is on (any
 * other removal needs no one: removePartner does it at once).
 * @example await requestPartnerRemoval(tx, admin, groupId, pat.id, now) // ok({ changed: false, request })
 */
export async function requestPartnerRemoval(tx: Tx, actor: UserRow, groupId: string, partnerUserId: string, now: Date): Promise<Outcome<ApprovalAnswer>> {
  await lockRow(tx, groups, groups.id, groupId);
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  if ((await activePartnerRows(tx, groupId, partnerUserId)).length === 0) return refuse('partner-not-found');
  return ask(tx, actor, checked.value.group, 'remove-last-partner', partnerUserId, now);
}

async function ask(tx: Tx, actor: UserRow, group: GroupRecord, kind: ApprovalRequestKind, partnerUserId: string | null, now: Date): Promise<Outcome<ApprovalAnswer>> {
  const request: ApprovalRequest = { kind, partnerUserId, requestedBy: actor.id, requestedAt: now.toISOString() };
  if (group.approvalRequest) {
    const same = group.approvalRequest.kind === kind && group.approvalRequest.partnerUserId === partnerUserId;
    // Asking again for the same thing (a retry) answers the request that waits.
    return same ? ok({ changed: false, request: group.approvalRequest }) : refuse('approval-request-waiting');
  }
  await writeGroup(tx, group.id, { approvalRequest: request });
  const params = { kind: 'approvalRequested', admin: actor.fullName, group: group.name, partner: partnerUserId ? await nameOf(tx, partnerUserId) : null } as const;
  for (const userId of await approversOf(tx, group.id, actor.id)) {
    await addNotification(tx, { userId, groupId: group.id, type: 'approval_requested', params }, approvalRequestPush(group), now);
  }
  return ok({ changed: false, request });
}

/**
 * A partner of the group approves or rejects the request that waits. Approved, it happens at once:
 * the rule goes off, or the partner is removed (the partner asked about may approve their own
 * removal: stepping down is theirs to agree to). Either way the admin is told, and the request is gone.
 * @example await decideApprovalRequest(tx, pat, groupId, true, now) // ok({ changed: true, request: null })
 */
export async function decideApprovalRequest(tx: Tx, actor: UserRow, groupId: string, approve: boolean, now: Date): Promise<Outcome<ApprovalAnswer>> {
  await lockRow(tx, groups, groups.id, groupId);
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).limit(1);
  if (!group) return refuse('group-not-found');
  if (group.adminId === actor.id || !(await isActivePartner(tx, groupId, actor.id))) return refuse('not-group-partner');
  const request = group.approvalRequest;
  if (!request) return refuse('approval-request-none');
  if (approve) {
    if (request.kind === 'stop-requiring-approval') await applyRule(tx, group, false, { actorId: request.requestedBy, approvedBy: actor.id }, now);
    else {
      await writeGroup(tx, group.id, { approvalRequest: null });
      if (request.partnerUserId && (await activePartnerRows(tx, groupId, request.partnerUserId)).length > 0) {
        await dropPartner(tx, group, { userId: request.partnerUserId, actorId: request.requestedBy, approvedBy: actor.id }, now);
      }
    }
  } else await writeGroup(tx, group.id, { approvalRequest: null });
  const params = {
    kind: 'approvalDecided',
    decider: actor.fullName,
    group: group.name,
    partner: request.partnerUserId ? await nameOf(tx, request.partnerUserId) : null,
    approved: approve,
  } as const;
  await addNotification(tx, { userId: request.requestedBy, groupId, type: 'approval_decided', params }, approvalRequestPush(group), now);
  return ok({ changed: true, request: null });
}
