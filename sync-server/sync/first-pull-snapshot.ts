/**
 * The head of a device's first pull (cursor 0): every group, purse, member and partner row the
 * user may see, as they are now, plus their recent notifications, in the FIRST page. Purse totals
 * and member totals carry the newest revisions, so in revision order they came last and an
 * admin's cards said ₦0 collected until the whole history had arrived.
 *
 * Why no row is skipped: the snapshot is read in the page's transaction at the revision counter
 * R (returned as `snapshot`). A row of these tables whose revision is <= R is sent here as it is
 * at R; any later change gets a revision > R and comes through the ordered pages, which for these
 * tables start after max(cursor, R). Tombstones are included: a device that re-pulls from 0 after
 * an upgrade still learns of removals.
 *
 * Notifications are the one deliberate cut: a big group's admin has one per payment ever made
 * (10,000 were 4.4 MB of 10.7 MB). The first pull brings the newest FIRST_PULL_NOTIFICATIONS and
 * every unread one among the newest FIRST_PULL_UNREAD_WINDOW; older ones stay on the server.
 */
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { accountabilityPartners, contributions, groupMembers, groups, groupUpdates, historyEntries, notifications, payouts, projects } from '../db/schema';
import type { Visibility } from '../access/visibility';

export const FIRST_PULL_NOTIFICATIONS = 50;
export const FIRST_PULL_UNREAD_WINDOW = 500;

/** The rows of one page, by table and id (a row met twice, in the page and a snapshot, is sent once). */
export interface PageRows {
  groups: Map<string, typeof groups.$inferSelect>;
  projects: Map<string, typeof projects.$inferSelect>;
  members: Map<string, typeof groupMembers.$inferSelect>;
  partners: Map<string, typeof accountabilityPartners.$inferSelect>;
  contributions: Map<string, typeof contributions.$inferSelect>;
  notifications: Map<string, typeof notifications.$inferSelect>;
  groupUpdates: Map<string, typeof groupUpdates.$inferSelect>;
  payouts: Map<string, typeof payouts.$inferSelect>;
  history: Map<string, typeof historyEntries.$inferSelect>;
}

/** Adds the snapshot to the first page's rows (see the file comment). */
export async function addFirstPullSnapshot(tx: Tx, out: PageRows, access: Visibility, userId: string): Promise<void> {
  if (access.visible.length > 0) {
    for (const g of await tx.select().from(groups).where(inArray(groups.id, access.visible))) out.groups.set(g.id, g);
    for (const p of await tx.select().from(projects).where(inArray(projects.groupId, access.visible))) out.projects.set(p.id, p);
  }
  const mine = access.full.length > 0 ? or(inArray(groupMembers.groupId, access.full), eq(groupMembers.userId, userId)) : eq(groupMembers.userId, userId);
  for (const m of await tx.select().from(groupMembers).where(mine)) out.members.set(m.id, m);
  const partnerRows = access.full.length > 0 ? or(inArray(accountabilityPartners.groupId, access.full), eq(accountabilityPartners.userId, userId)) : eq(accountabilityPartners.userId, userId);
  for (const p of await tx.select().from(accountabilityPartners).where(partnerRows)) out.partners.set(p.id, p);
  const newest = await tx.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.revision)).limit(FIRST_PULL_UNREAD_WINDOW);
  newest.forEach((n, i) => {
    if (i < FIRST_PULL_NOTIFICATIONS || !n.read) out.notifications.set(n.id, n);
  });
}

