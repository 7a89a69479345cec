import { and, eq, isNotNull, isNull, max } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { accountabilityPartners, groupMembers, groups } from '../db/schema';

/**
 * What one user may see (DESIGN "Identity and auth"):
 * - `visible`: groups they own, belong to, or partner — their group rows and projects;
 * - `full`: groups they own or partner — also every member and partner row;
 * - `owned`: groups they run — also their members' phone numbers and languages (the one-to-one
 *   WhatsApp reminder, issue 25 §7), which partners and members do not receive;
 * - `grants`: when each non-admin access began (the membership's access revision, the partnership's revision), so
 *   a pull can send the whole group to a device whose cursor is past the group's older rows;
 * - `partnerEnds`: when the user's partnership of a group they no longer partner last ended (its
 *   tombstone's revision), so a pull can send again, as a member sees them, the rows their device
 *   keeps but received as a reviewer.
 */
export interface Visibility {
  visible: string[];
  full: string[];
  owned: string[];
  memberGrants: Map<string, number>;
  partnerGrants: Map<string, number>;
  partnerEnds: Map<string, number>;
}

/** What `userId` may see, read in the caller's transaction. @example const access = await visibilityOf(tx, userId) */
export async function visibilityOf(db: Tx, userId: string): Promise<Visibility> {
  const owned = (await db.select({ id: groups.id }).from(groups).where(eq(groups.adminId, userId))).map((g) => g.id);
  const memberships = await db
    .select({ groupId: groupMembers.groupId, revision: groupMembers.accessRevision })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), isNull(groupMembers.deletedAt)));
  const partnerships = await db
    .select({ groupId: accountabilityPartners.groupId, revision: accountabilityPartners.revision })
    .from(accountabilityPartners)
    .where(and(eq(accountabilityPartners.userId, userId), isNull(accountabilityPartners.deletedAt)));
  const full = [...new Set([...owned, ...partnerships.map((p) => p.groupId)])];
  const ended = (
    await db
      .select({ groupId: accountabilityPartners.groupId, revision: max(accountabilityPartners.revision) })
      .from(accountabilityPartners)
      .where(and(eq(accountabilityPartners.userId, userId), isNotNull(accountabilityPartners.deletedAt)))
      .groupBy(accountabilityPartners.groupId)
  ).filter((row) => !full.includes(row.groupId));
  const visible = [...new Set([...full, ...memberships.map((m) => m.groupId)])];
  return {
    visible,
    full,
    owned,
    memberGrants: new Map(memberships.map((m) => [m.groupId, m.revision])),
    partnerGrants: new Map(partnerships.map((p) => [p.groupId, p.revision])),
    partnerEnds: new Map(ended.map((row) => [row.groupId, row.revision ?? 0])),
  };
}
