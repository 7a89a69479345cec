import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { accountabilityPartners, groupMembers } from '../db/schema';
import { activeMembership } from '../ledger/figures';

/**
 * Everyone who pays into or watches a group: its active members and current partners, once each.
 * Who hears its announcements and who is told of a change of its bank account.
 */
export async function groupAudience(tx: Tx, groupId: string): Promise<string[]> {
  const members = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), activeMembership()));
  const partners = await tx
    .select({ userId: accountabilityPartners.userId })
    .from(accountabilityPartners)
    .where(and(eq(accountabilityPartners.groupId, groupId), isNull(accountabilityPartners.deletedAt)));
  return [...new Set([...members, ...partners].map((p) => p.userId))];
}
