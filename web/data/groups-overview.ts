/**
 * What the group screens show, read from the device database in one pass: the user's groups
 * (newest first), each with its projects and (for its admin) its members. Runs inside
 * useLiveQuery, so any synced or local change to these tables (or the outbox) re-renders the screens.
 */
import type { SessionUser } from '../../shared/auth-schemas';
import type { DeviceDb, LocalGroup, LocalMember, LocalPurse } from './db';
import { loadTotalsOverlay, overlaidMember, overlaidPurse } from './decision-overlay';
import { rowsOfGroups } from './group-rows';

export interface GroupOverview {
  group: LocalGroup;
  /**
   * Oldest first, the order they were created in. In the admin view each purse's collected amount
   * includes the admin's confirmations not synced yet, and such a purse is marked `_pending`
   * (data/decision-overlay.ts).
   */
  projects: LocalPurse[];
  /**
   * Admin view: every current member, first joined first, what they contributed including the
   * admin's confirmations not synced yet (marked `_pending`). Member view: empty (not synced to them).
   */
  members: LocalMember[];
  /** Admin view: kobo confirmed on this phone that the server's purse totals do not hold yet. */
  unsyncedKobo: number;
  memberCount: number;
  /** Member view: what this user has contributed to the group; null in the admin view. */
  myContributionKobo: number | null;
}

const byCreatedAt = (a: { createdAt: string }, b: { createdAt: string }) => a.createdAt.localeCompare(b.createdAt);

function groupBy<T extends { groupId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.groupId);
    if (list) list.push(row);
    else map.set(row.groupId, [row]);
  }
  return map;
}

/**
 * Admins see the groups they own (SPEC §6); members every group on the device, which sync fills
 * with exactly the groups they belong to.
 */
export async function loadGroupsOverview(db: DeviceDb, user: Pick<SessionUser, 'id' | 'role'>): Promise<GroupOverview[]> {
  const admin = user.role === 'admin';
  const groups = admin ? await db.groups.where('adminId').equals(user.id).toArray() : await db.groups.toArray();
  const ids = groups.map((group) => group.id);
  const projects = groupBy((await rowsOfGroups(db.projects, ids)).sort(byCreatedAt));
  const memberRows = (await rowsOfGroups(db.members, ids)).filter((member) => !member.deleted);
  const members = groupBy(memberRows.sort((a, b) => a.joinedAt.localeCompare(b.joinedAt)));
  // Only an admin decides payments: their figures move at once with a decision made here.
  const overlay = admin ? await loadTotalsOverlay(db, ids) : null;

  return groups
    .sort((a, b) => byCreatedAt(b, a))
    .map((group) => {
      const groupMembers = members.get(group.id) ?? [];
      const mine = groupMembers.find((member) => member.userId === user.id);
      const groupPurses = (projects.get(group.id) ?? []).map((project) => (overlay ? overlaidPurse(project, overlay) : { project, unsyncedKobo: 0 }));
      return {
        group,
        projects: groupPurses.map((overlaid) => overlaid.project),
        members: overlay ? groupMembers.map((member) => overlaidMember(member, overlay)) : [],
        unsyncedKobo: groupPurses.reduce((sum, overlaid) => sum + overlaid.unsyncedKobo, 0),
        // The admin holds every member row, so counting them matches the list shown; a member
        // only holds their own, so the group's denormalised count is the one to show.
        memberCount: admin ? groupMembers.length : group.memberCount,
        myContributionKobo: admin ? null : (mine?.contributedAmountKobo ?? 0),
      };
    });
}
