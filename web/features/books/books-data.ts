/**
 * What a purse's books screen shows, read from the phone (inside useLiveQuery, so a pull, a payout
 * recorded here or a partner's decision re-renders it, online or not): the books in one pass, the
 * payments in (loadPaymentsIn) in another.
 */
import type { DeviceDb, LocalGroup, LocalMember, LocalPurse } from '../../data/db';
import { loadPurseOverlay, overlaidPurse } from '../../data/decision-overlay';
import { loadContributionViews, type ContributionView } from '../../data/contribution-views';
import { loadGroupRole, type GroupRole } from '../../session/group-role';
import { payoutViews, purseFigures, type PayoutView, type PurseFigures } from './purse-figures';

export interface PurseBooks {
  project: LocalPurse;
  group: LocalGroup;
  role: GroupRole;
  figures: PurseFigures;
  payouts: PayoutView[];
  /** Admin: the group's active members by name, to record cash for. */
  members: LocalMember[];
  /** The group has accountability partners: a new payout waits for one's approval. */
  hasPartners: boolean;
}

/** The books of `projectId` for `userId`, or null when the purse is not on this phone. */
export async function loadPurseBooks(db: DeviceDb, projectId: string, userId: string): Promise<PurseBooks | null> {
  const stored = await db.projects.get(projectId);
  const group = stored ? await db.groups.get(stored.groupId) : undefined;
  if (!stored || !group) return null;
  const role = await loadGroupRole(db, group.id, userId);
  // The admin's confirmations made here count at once, as on the groups and dashboard screens.
  const project = role === 'admin' ? overlaidPurse(stored, await loadPurseOverlay(db, projectId)).project : stored;
  const [payoutRows, outbox] = await Promise.all([db.payouts.where('projectId').equals(projectId).toArray(), db.outbox.toArray()]);
  const payouts = payoutViews(payoutRows, outbox);
  const members =
    role === 'admin'
      ? (await db.members.where('groupId').equals(group.id).toArray())
          .filter((member) => !member.deleted && member.status === 'active')
          .sort((a, b) => a.fullName.localeCompare(b.fullName))
      : [];
  const hasPartners = (await db.partners.where('groupId').equals(group.id).filter((partner) => !partner.deleted).count()) > 0;
  return { project, group, role, figures: purseFigures(project, payouts), payouts, members, hasPartners };
}

/**
 * The money that came into a purse (confirmed and reversed payments, the admin's decisions made
 * here counted), newest first: for its admin and partners. Read apart from the books, so a purse
 * of thousands of payments shows its figures and its dues grid without waiting for this list.
 */
export async function loadPaymentsIn(db: DeviceDb, projectId: string, groupId: string): Promise<ContributionView[]> {
  return (await loadContributionViews(db, { groupIds: [groupId], projectId })).filter((view) => view.status === 'confirmed' || view.status === 'reversed');
}
