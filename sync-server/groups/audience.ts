import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/open';
import { accountabilityPartners, groupMembers } from '../db/schema';
import { activeMembership } from './figures';

/**
 * Everyone who pays into or watches a group: its active members and current partners, once each.
 * Who hears its announcements and who is told of a change of its bank account.
 */
export function groupAudience(tx: Queryable, groupId: string): string[] {
  const members = tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), activeMembership()))
    .all();
  const partners = tx
    .select({ userId: accountabilityPartners.userId })
    .from(accountabilityPartners)
    .where(and(eq(accountabilityPartners.groupId, groupId), isNull(accountabilityPartners.deletedAt)))
    .all();
  return [...new Set([...members, ...partners].map((p) => p.userId))];
}
