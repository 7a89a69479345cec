import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { accountabilityPartners, groupMembers, groups } from '../db/schema';
import { ok, refuse, type Outcome } from '../outcome/outcome';

export type GroupRecord = typeof groups.$inferSelect;

/** How a user stands in one group: the permission rules of DESIGN "Identity and auth". */
export interface GroupAccess {
  group: GroupRecord;
  isAdmin: boolean;
  isPartner: boolean;
  isMember: boolean;
}

// Both run on most requests that touch a group: built once per database.
const groupById = preparedQuery((q) => q.select().from(groups).where(eq(groups.id, sql.placeholder('groupId'))).prepare());
/** The rows of group_members that make `userId` an active member of `groupId` (not a tombstone, not suspended). */
const activeMembershipOf = (groupId: SQLWrapper, userId: SQLWrapper) =>
  and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), isNull(groupMembers.deletedAt), eq(groupMembers.status, 'active'));
const activeMembership = preparedQuery((q) =>
  q.select({ id: groupMembers.id }).from(groupMembers).where(activeMembershipOf(sql.placeholder('groupId'), sql.placeholder('userId'))).prepare(),
);

/**
 * isActiveMember as a column of a larger read (true or false on both engines), for a write that
 * checks membership in the same round trip as it reads the group.
 * @example q.select({ group: groups, isMember: activeMemberColumn(groups.id, sql.placeholder('userId')) }).from(groups)…
 */
export const activeMemberColumn = (groupId: SQLWrapper, userId: SQLWrapper) =>
  sql`exists (select 1 from ${groupMembers} where ${activeMembershipOf(groupId, userId)})`.mapWith(Boolean);

/** The rows of accountability_partners that make `userId` a current partner of `groupId` (not a removed one). */
const activePartnershipOf = (groupId: SQLWrapper, userId: SQLWrapper) =>
  and(eq(accountabilityPartners.groupId, groupId), eq(accountabilityPartners.userId, userId), isNull(accountabilityPartners.deletedAt));
const activePartnership = preparedQuery((q) =>
  q.select({ id: accountabilityPartners.id }).from(accountabilityPartners).where(activePartnershipOf(sql.placeholder('groupId'), sql.placeholder('userId'))).prepare(),
);

/**
 * A subquery of the ids of a group's current partners, for a read that takes them with something
 * else (the reviewers of a payment with their push devices).
 * @example sql`${users.id} in (${currentPartnerIds(sql.placeholder('groupId'))})`
 */
export const currentPartnerIds = (groupId: SQLWrapper) =>
  sql`select ${accountabilityPartners.userId} from ${accountabilityPartners} where ${and(eq(accountabilityPartners.groupId, groupId), isNull(accountabilityPartners.deletedAt))}`;

/** isActivePartner as a column of a larger read (see activeMemberColumn). */
export const activePartnerColumn = (groupId: SQLWrapper, userId: SQLWrapper) =>
  sql`exists (select 1 from ${accountabilityPartners} where ${activePartnershipOf(groupId, userId)})`.mapWith(Boolean);

/** @example const group = await findGroup(tx, groupId); */
export async function findGroup(tx: Tx, groupId: string): Promise<GroupRecord | undefined> {
  return groupById(tx).get({ groupId });
}

/** An active membership (not a tombstone). */
export async function isActiveMember(tx: Tx, groupId: string, userId: string): Promise<boolean> {
  return (await activeMembership(tx).get({ groupId, userId })) !== undefined;
}

/** A current accountability partner (not a removed one). */
export async function isActivePartner(tx: Tx, groupId: string, userId: string): Promise<boolean> {
  return (await activePartnership(tx).get({ groupId, userId })) !== undefined;
}

export async function groupAccess(tx: Tx, group: GroupRecord, userId: string): Promise<GroupAccess> {
  return {
    group,
    isAdmin: group.adminId === userId,
    isPartner: await isActivePartner(tx, group.id, userId),
    isMember: await isActiveMember(tx, group.id, userId),
  };
}

/** Who may do a thing in a group, from narrowest to widest. */
export type GroupAudience = 'admin' | 'admin-or-partner' | 'anyone-in-group';

function admits(access: GroupAccess, audience: GroupAudience): boolean {
  switch (audience) {
    case 'admin':
      return access.isAdmin;
    case 'admin-or-partner':
      return access.isAdmin || access.isPartner;
    case 'anyone-in-group':
      return access.isAdmin || access.isPartner || access.isMember;
  }
}

/**
 * The group, if `userId` belongs to `audience` in it: 'group-not-found' for an unknown group,
 * else 'not-group-admin' (admin-only) or 'not-group-member'.
 * @example const checked = await requireGroupRole(tx, groupId, actor.id, 'admin'); if (!checked.ok) return checked;
 */
export async function requireGroupRole(tx: Tx, groupId: string, userId: string, audience: GroupAudience): Promise<Outcome<GroupAccess>> {
  const group = await findGroup(tx, groupId);
  if (!group) return refuse('group-not-found');
  const access = await groupAccess(tx, group, userId);
  if (admits(access, audience)) return ok(access);
  return audience === 'admin' ? refuse('not-group-admin') : refuse('not-group-member');
}
