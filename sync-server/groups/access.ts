import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { Queryable } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { accountabilityPartners, groupMembers, groups } from '../db/schema';
import { ok, refuse, type Outcome } from '../http/outcome';

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
const activeMembership = preparedQuery((q) =>
  q
    .select({ id: groupMembers.id })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, sql.placeholder('groupId')),
        eq(groupMembers.userId, sql.placeholder('userId')),
        isNull(groupMembers.deletedAt),
        eq(groupMembers.status, 'active'),
      ),
    )
    .prepare(),
);

const activePartnership = preparedQuery((q) =>
  q
    .select({ id: accountabilityPartners.id })
    .from(accountabilityPartners)
    .where(
      and(
        eq(accountabilityPartners.groupId, sql.placeholder('groupId')),
        eq(accountabilityPartners.userId, sql.placeholder('userId')),
        isNull(accountabilityPartners.deletedAt),
      ),
    )
    .prepare(),
);

export function findGroup(db: Queryable, groupId: string): GroupRecord | undefined {
  return groupById(db).get({ groupId });
}

/** An active membership (not a tombstone). */
export function isActiveMember(db: Queryable, groupId: string, userId: string): boolean {
  return activeMembership(db).get({ groupId, userId }) !== undefined;
}

/** A current accountability partner (not a removed one). */
export function isActivePartner(db: Queryable, groupId: string, userId: string): boolean {
  return activePartnership(db).get({ groupId, userId }) !== undefined;
}

export function groupAccess(db: Queryable, group: GroupRecord, userId: string): GroupAccess {
  return {
    group,
    isAdmin: group.adminId === userId,
    isPartner: isActivePartner(db, group.id, userId),
    isMember: isActiveMember(db, group.id, userId),
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
 * The group, if `userId` belongs to `audience` in it: 404 for an unknown group, 403 otherwise
 * (the admin-only refusal carries the spec-style notGroupAdmin text).
 * @example const checked = requireGroupRole(db, groupId, actor.id, 'admin'); if (!checked.ok) return checked;
 */
export function requireGroupRole(db: Queryable, groupId: string, userId: string, audience: GroupAudience): Outcome<GroupAccess> {
  const group = findGroup(db, groupId);
  if (!group) return refuse(404, 'group-not-found', MESSAGES.groupNotFound);
  const access = groupAccess(db, group, userId);
  if (admits(access, audience)) return ok(access);
  return audience === 'admin'
    ? refuse(403, 'not-group-admin', MESSAGES.notGroupAdmin)
    : refuse(403, 'not-group-member', MESSAGES.notGroupMember);
}
