import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { koboToDecimalString } from '../../shared/money';
import type { Tx } from '../db/database';
import { accountabilityPartners, groupMembers, groups, projects, users, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { requireGroupRole, type GroupRecord } from '../access/group-access';
import { activeMembership, confirmedCounts, groupFigures } from '../ledger/figures';
import { presentGroup } from '../present/group';
import { presentMember, presentPartner } from '../present/member';
import { presentPurse } from '../present/purse';

/**
 * The permissioned reads behind the REST listings. Each checks who is asking itself (DESIGN:
 * never trust a userId or adminId from the client over the session) and answers an Outcome.
 */

export type GroupView = ReturnType<typeof presentGroup>;

/** Groups with their extras, in the order given. @example const [view] = await presentGroups(tx, [group]); */
export async function presentGroups(tx: Tx, rows: readonly GroupRecord[]): Promise<GroupView[]> {
  const figures = await groupFigures(tx, rows.map((g) => g.id));
  return rows.map((g) => presentGroup(g, figures.get(g.id)!)); // ! : groupFigures keys every id given
}

/** GET /api/groups/admin/{id}: the groups `adminId` owns, newest first; only for themselves. */
export async function adminGroups(tx: Tx, actor: UserRow, adminId: string): Promise<Outcome<GroupView[]>> {
  if (adminId !== actor.id) return refuse('forbidden');
  const rows = await tx.select().from(groups).where(eq(groups.adminId, actor.id)).orderBy(desc(groups.createdAt));
  return ok(await presentGroups(tx, rows));
}

/** GET /api/groups/user/{userId}: the groups the user is an active member of, with their own total. */
export async function memberGroups(tx: Tx, actor: UserRow, userId: string): Promise<Outcome<{ group: GroupView; contributedAmount: string }[]>> {
  if (userId !== actor.id) return refuse('forbidden');
  const rows = await tx
    .select({ group: groups, contributedKobo: groupMembers.contributedAmountKobo })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, actor.id), activeMembership()))
    .orderBy(desc(groupMembers.joinedAt));
  const views = await presentGroups(tx, rows.map((r) => r.group));
  return ok(rows.map((r, i) => ({ group: views[i]!, contributedAmount: koboToDecimalString(r.contributedKobo) })));
}

/** GET /api/groups/{groupId}/members: for the group's admin and partners, never its members. */
export async function listMembers(tx: Tx, actor: UserRow, groupId: string): Promise<Outcome<ReturnType<typeof presentMember>[]>> {
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin-or-partner');
  if (!checked.ok) return checked;
  const rows = await tx
    .select({ member: groupMembers, fullName: users.fullName, username: users.username })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), activeMembership()))
    .orderBy(asc(groupMembers.joinedAt));
  return ok(rows.map((r) => presentMember(r.member, r)));
}

/** GET /api/groups/{groupId}/projects (and /purses): for everyone in the group. */
export async function listPurses(tx: Tx, actor: UserRow, groupId: string): Promise<Outcome<ReturnType<typeof presentPurse>[]>> {
  const checked = await requireGroupRole(tx, groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  // Oldest first; purses made in the same millisecond in one order every time, on either engine.
  const rows = await tx.select().from(projects).where(eq(projects.groupId, groupId)).orderBy(asc(projects.createdAt), asc(projects.id));
  const counts = await confirmedCounts(tx, rows.map((p) => p.id));
  const groupName = checked.value.group.name;
  return ok(rows.map((p) => presentPurse(p, { contributionCount: counts.get(p.id) ?? 0, groupName })));
}

/** GET /api/groups/{groupId}/accountability-partners: current partners, for the admin and partners. */
export async function listPartners(tx: Tx, actor: UserRow, groupId: string): Promise<Outcome<ReturnType<typeof presentPartner>[]>> {
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin-or-partner');
  if (!checked.ok) return checked;
  return ok(await partnersOf(tx, groupId));
}

/** The current partners of a group with their names (no permission check: callers do it). */
export async function partnersOf(tx: Tx, groupId: string): Promise<ReturnType<typeof presentPartner>[]> {
  const rows = await tx
    .select({ partner: accountabilityPartners, fullName: users.fullName, username: users.username })
    .from(accountabilityPartners)
    .innerJoin(users, eq(users.id, accountabilityPartners.userId))
    .where(and(eq(accountabilityPartners.groupId, groupId), isNull(accountabilityPartners.deletedAt)))
    .orderBy(asc(accountabilityPartners.assignedAt));
  return rows.map((r) => presentPartner(r.partner, r));
}
