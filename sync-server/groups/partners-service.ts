import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { appendHistory } from '../history/append';
import { accountabilityPartners, groups, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { isActiveMember, isActivePartner, requireGroupRole, type GroupRecord } from '../access/group-access';
import { notifyPartnerAdded, notifyPartnerRemoved } from './partner-notify';

/** SPEC §9: at most 2 accountability partners per group. */
export const MAX_PARTNERS = 2;

const activePartnersOf = (groupId: string) =>
  and(eq(accountabilityPartners.groupId, groupId), isNull(accountabilityPartners.deletedAt));

/**
 * The group's admin makes one of its members an accountability partner. The group's row is locked
 * before the checks, so two adds racing for the last slot run one after the other and cannot make
 * 3 (on PostgreSQL requests interleave; on SQLite the lock is a no-op, transactions being serial).
 * Each add is a new row (the device sends a new id each time); a removed partner's old row stays
 * a tombstone, so devices that saw the removal never see it undone under the old id.
 * @example await addPartner(tx, admin, groupId, { userId: member.id }, now)
 */
export async function addPartner(
  tx: Tx,
  actor: UserRow,
  groupId: string,
  input: { id?: string; userId: string },
  now: Date,
): Promise<Outcome<typeof accountabilityPartners.$inferSelect>> {
  await lockRow(tx, groups, groups.id, groupId);
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  if (!(await isActiveMember(tx, groupId, input.userId))) return refuse('partner-not-member', { field: 'userId' });
  if (await isActivePartner(tx, groupId, input.userId)) return refuse('partner-already', { field: 'userId' });
  const [active] = await tx.select({ n: count() }).from(accountabilityPartners).where(activePartnersOf(groupId));
  if ((active?.n ?? 0) >= MAX_PARTNERS) return refuse('partner-limit');
  const id = input.id ?? randomUUID();
  if ((await tx.select({ id: accountabilityPartners.id }).from(accountabilityPartners).where(eq(accountabilityPartners.id, id)).limit(1)).length > 0) {
    return refuse('id-taken');
  }
  const [partner] = await tx
    .insert(accountabilityPartners)
    .values({ id, groupId, userId: input.userId, assignedAt: now, revision: await nextRevision(tx) })
    .returning();
  await appendHistory(tx, { groupId, type: 'partner.added', actorId: actor.id, subjectId: input.userId, at: now, data: { userId: input.userId } });
  // Issue 23 §3: a partner knows they are one, and what they do.
  await notifyPartnerAdded(tx, checked.value.group, input.userId, now);
  return ok(partner!); // ! : an insert's returning gives its one row
}

/**
 * The group's admin removes a partner: the row becomes a tombstone (deletedAt and a new revision),
 * never a DELETE, because devices learn of removals only from rows that changed after their cursor.
 * The group's row is locked first, so two removals racing record one 'partner.removed', not two.
 * While the group's payouts need a partner's approval (issue 23 §2), the last partner is removed
 * only with a partner's approval: the admin alone is refused with 'partner-approval-required' and
 * asks instead (payout-approval-service.ts).
 * @example await removePartner(tx, admin, groupId, member.id, now) // ok({ removed: true })
 */
export async function removePartner(tx: Tx, actor: UserRow, groupId: string, userId: string, now: Date): Promise<Outcome<{ removed: true }>> {
  await lockRow(tx, groups, groups.id, groupId);
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  const rows = await activePartnerRows(tx, groupId, userId);
  if (rows.length === 0) return refuse('partner-not-found');
  if (checked.value.group.payoutApprovalRequired && (await activePartnerCount(tx, groupId)) <= 1) return refuse('partner-approval-required');
  await dropPartner(tx, checked.value.group, { userId, actorId: actor.id, approvedBy: null }, now);
  return ok({ removed: true as const });
}

/** The active partner rows of `userId` in the group (one, unless an old race left two). */
export function activePartnerRows(tx: Tx, groupId: string, userId: string) {
  return tx.select({ id: accountabilityPartners.id }).from(accountabilityPartners).where(and(activePartnersOf(groupId), eq(accountabilityPartners.userId, userId)));
}

/** The group's current partners other than `exceptUserId`: who may approve that person's payout. */
export async function approversOf(tx: Tx, groupId: string, exceptUserId: string): Promise<string[]> {
  const partners = await tx
    .select({ userId: accountabilityPartners.userId })
    .from(accountabilityPartners)
    .where(and(eq(accountabilityPartners.groupId, groupId), isNull(accountabilityPartners.deletedAt), ne(accountabilityPartners.userId, exceptUserId)));
  return partners.map((p) => p.userId);
}

/** How many partners the group has now. */
export async function activePartnerCount(tx: Tx, groupId: string): Promise<number> {
  const [active] = await tx.select({ n: count() }).from(accountabilityPartners).where(activePartnersOf(groupId));
  return Number(active?.n ?? 0);
}

/**
 * Ends a partnership, whoever decided it (the admin, or a partner approving the admin's request):
 * tombstones, one 'partner.removed' entry (with the approving partner, when one approved), and the
 * partner and every member told. The caller holds the group's lock and has checked the rules.
 */
export async function dropPartner(tx: Tx, group: GroupRecord, change: { userId: string; actorId: string; approvedBy: string | null }, now: Date): Promise<void> {
  for (const row of await activePartnerRows(tx, group.id, change.userId)) {
    await tx
      .update(accountabilityPartners)
      .set({ deletedAt: now, revision: await nextRevision(tx) })
      .where(eq(accountabilityPartners.id, row.id));
  }
  const data: Record<string, string> = change.approvedBy ? { userId: change.userId, approvedBy: change.approvedBy } : { userId: change.userId };
  await appendHistory(tx, { groupId: group.id, type: 'partner.removed', actorId: change.actorId, subjectId: change.userId, at: now, data });
  // Issue 23 §2: the partner and every member are told; after the tombstones, so the count left is true.
  await notifyPartnerRemoved(tx, group, { userId: change.userId, actorId: change.actorId }, now);
}
