import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import { koboToDecimalString } from '../../shared/money';
import type { Queryable } from '../db/open';
import { accountabilityPartners, groupMembers, groups, projects, users, type UserRow } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';
import { requireGroupRole, type GroupRecord } from './access';
import { activeMembership, confirmedCounts, groupFigures } from './figures';
import { presentGroup, presentMember, presentPartner, presentProject } from './present';

/**
 * The permissioned reads behind the REST listings. Each checks who is asking itself (DESIGN:
 * never trust a userId or adminId from the client over the session) and answers an Outcome.
 */

export type GroupView = ReturnType<typeof presentGroup>;

/** Groups with their extras, in the order given. */
export function presentGroups(db: Queryable, rows: readonly GroupRecord[]): GroupView[] {
  const figures = groupFigures(db, rows.map((g) => g.id));
  return rows.map((g) => presentGroup(g, figures.get(g.id)!)); // ! : groupFigures keys every id given
}

/** GET /api/groups/admin/{id}: the groups `adminId` owns, newest first; only for themselves. */
export function adminGroups(db: Queryable, actor: UserRow, adminId: string): Outcome<GroupView[]> {
  if (adminId !== actor.id) return refuse(403, 'forbidden', MESSAGES.forbidden);
  const rows = db.select().from(groups).where(eq(groups.adminId, actor.id)).orderBy(desc(groups.createdAt)).all();
  return ok(presentGroups(db, rows));
}

/** GET /api/groups/user/{userId}: the groups the user is an active member of, with their own total. */
export function memberGroups(db: Queryable, actor: UserRow, userId: string): Outcome<{ group: GroupView; contributedAmount: string }[]> {
  if (userId !== actor.id) return refuse(403, 'forbidden', MESSAGES.forbidden);
  const rows = db
    .select({ group: groups, contributedKobo: groupMembers.contributedAmountKobo })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, actor.id), activeMembership()))
    .orderBy(desc(groupMembers.joinedAt))
    .all();
  const views = presentGroups(db, rows.map((r) => r.group));
  return ok(rows.map((r, i) => ({ group: views[i]!, contributedAmount: koboToDecimalString(r.contributedKobo) })));
}

/** GET /api/groups/{groupId}/members: for the group's admin and partners, never its members. */
export function listMembers(db: Queryable, actor: UserRow, groupId: string): Outcome<ReturnType<typeof presentMember>[]> {
  const checked = requireGroupRole(db, groupId, actor.id, 'admin-or-partner');
  if (!checked.ok) return checked;
  const rows = db
    .select({ member: groupMembers, fullName: users.fullName, username: users.username })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), activeMembership()))
    .orderBy(asc(groupMembers.joinedAt))
    .all();
  return ok(rows.map((r) => presentMember(r.member, r)));
}

/** GET /api/groups/{groupId}/projects (and /purses): for everyone in the group. */
export function listProjects(db: Queryable, actor: UserRow, groupId: string): Outcome<ReturnType<typeof presentProject>[]> {
  const checked = requireGroupRole(db, groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  const rows = db.select().from(projects).where(eq(projects.groupId, groupId)).orderBy(asc(projects.createdAt)).all();
  const counts = confirmedCounts(db, rows.map((p) => p.id));
  const groupName = checked.value.group.name;
  return ok(rows.map((p) => presentProject(p, { contributionCount: counts.get(p.id) ?? 0, groupName })));
}

/** GET /api/groups/{groupId}/accountability-partners: current partners, for the admin and partners. */
export function listPartners(db: Queryable, actor: UserRow, groupId: string): Outcome<ReturnType<typeof presentPartner>[]> {
  const checked = requireGroupRole(db, groupId, actor.id, 'admin-or-partner');
  if (!checked.ok) return checked;
  return ok(partnersOf(db, groupId));
}

/** The current partners of a group with their names (no permission check: callers do it). */
export function partnersOf(db: Queryable, groupId: string): ReturnType<typeof presentPartner>[] {
  const rows = db
    .select({ partner: accountabilityPartners, fullName: users.fullName, username: users.username })
    .from(accountabilityPartners)
    .innerJoin(users, eq(users.id, accountabilityPartners.userId))
    .where(and(eq(accountabilityPartners.groupId, groupId), isNull(accountabilityPartners.deletedAt)))
    .orderBy(asc(accountabilityPartners.assignedAt))
    .all();
  return rows.map((r) => presentPartner(r.partner, r));
}
