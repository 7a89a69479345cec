/**
 * Where a purse stands with the members, as the phone can tell it (issue 23 §1), with the rule of
 * shared/member-dues.ts: only confirmed money is paid, and an admin's decision made on this phone
 * counts at once. What the phone holds decides what it may say: the group's admin and partners
 * receive every member and contribution of the group, so they see the whole group; a member
 * receives only their own membership and payments, so they see only themselves.
 */
import { lagosDay } from '../../shared/lagos-day';
import { memberDues, purseDues, type MemberDues, type MemberMoney, type PurseDues } from '../../shared/member-dues';
import { ledgerDuesOf, purseLedgers, type PurseLedgers } from '../../shared/purse-ledgers';
import type { PurseScheduleFields } from '../../shared/purse-schedule';
import { pendingDecisions } from './contribution-writes';
import type { DeviceDb, LocalContribution, LocalMember, LocalPurse } from './db';
import { shownStatus } from './decision-overlay';
import { rowsOfGroups } from './group-rows';

/**
 * The ledgers of a levy, dues or rotation purse as this phone can tell them (shared/purse-ledgers.ts):
 * its active members among `members`, its payments among `contributions` with this phone's
 * decisions not synced yet counted; null for a collection. The one place the screens build them.
 * @example phoneLedgers(project, members, contributions, await pendingDecisions(db))?.members.length
 */
export function phoneLedgers(
  project: Pick<LocalPurse, 'id'> & PurseScheduleFields,
  members: readonly LocalMember[],
  contributions: readonly LocalContribution[],
  decisions: PendingDecisions,
  today = lagosDay(new Date().toISOString()),
): PurseLedgers | null {
  return purseLedgers(
    project,
    members.filter((m) => !m.deleted && m.status === 'active').map(({ userId, fullName, username, joinedAt, duesTerms }) => ({ userId, fullName, username, joinedAt, duesTerms })),
    contributions.filter((row) => row.projectId === project.id).map((row) => ({ ...row, status: shownStatus(row, decisions.get(row.id)) })),
    today,
  );
}

type PendingDecisions = Awaited<ReturnType<typeof pendingDecisions>>;

/** For a levy, dues or rotation purse, each member's standing from their ledger; undefined for a collection. */
function scheduledDuesOf(project: Purse, members: readonly LocalMember[], contributions: readonly LocalContribution[], decisions: PendingDecisions) {
  const ledgers = phoneLedgers(project, members, contributions, decisions);
  return ledgers ? ledgerDuesOf(ledgers) : undefined;
}

export type PurseStandingView = { kind: 'group'; dues: PurseDues } | { kind: 'mine'; dues: MemberDues };

type Purse = Pick<LocalPurse, 'id' | 'groupId'> & PurseScheduleFields;

/**
 * The purse's standing for `viewerId`: the whole group for its admin or a partner, else the
 * viewer's own (null when the viewer is not in the group at all).
 * @example (await loadPurseStanding(db, project, adminId))?.kind === 'group'
 */
export async function loadPurseStanding(db: DeviceDb, project: Purse, viewerId: string): Promise<PurseStandingView | null> {
  const [group, partner, members, contributions, decisions] = await Promise.all([
    db.groups.get(project.groupId),
    db.partners.where('[groupId+userId]').equals([project.groupId, viewerId]).first(),
    db.members.where('groupId').equals(project.groupId).toArray(),
    db.contributions.where('projectId').equals(project.id).toArray(),
    pendingDecisions(db),
  ]);
  const money = new Map<string, MemberMoney>();
  for (const row of contributions) {
    const status = shownStatus(row, decisions.get(row.id));
    if (status !== 'confirmed' && status !== 'pending') continue;
    const sum = money.get(row.userId) ?? { confirmedKobo: 0, pendingKobo: 0 };
    if (status === 'confirmed') sum.confirmedKobo += row.amountKobo;
    else sum.pendingKobo += row.amountKobo;
    money.set(row.userId, sum);
  }
  const owed = project.amountPerMemberKobo ?? null;
  const watcher = group?.adminId === viewerId || (partner !== undefined && !partner.deleted);
  const activeRows = members.filter((m) => !m.deleted && m.status === 'active');
  const duesOf = scheduledDuesOf(project, activeRows, contributions, decisions);
  if (watcher) {
    const active = activeRows.map(({ userId, fullName, username }) => ({ userId, fullName, username }));
    return { kind: 'group', dues: purseDues(owed, active, money, duesOf) };
  }
  const mine = activeRows.find((m) => m.userId === viewerId);
  if (!mine) return null;
  const sums = money.get(viewerId) ?? { confirmedKobo: 0, pendingKobo: 0 };
  return { kind: 'mine', dues: duesOf ? duesOf(viewerId, sums) : memberDues(owed, sums) };
}

/** One of the viewer's own purses, with where they stand. */
export interface MyPurseDues {
  project: LocalPurse;
  dues: MemberDues;
}

/**
 * Where the viewer stands with each active purse of the groups they are a member of (not those
 * they run): the member dashboard's 'Payment Status' is true for their own purses.
 * @example (await loadMyDues(db, userId)).filter((p) => p.dues.remind).length
 */
export async function loadMyDues(db: DeviceDb, viewerId: string): Promise<MyPurseDues[]> {
  const memberships = (await db.members.where('userId').equals(viewerId).toArray()).filter((m) => !m.deleted && m.status === 'active');
  const groupIds = memberships.map((m) => m.groupId);
  const [groups, projects, contributions, decisions] = await Promise.all([
    db.groups.bulkGet(groupIds),
    rowsOfGroups(db.projects, groupIds),
    db.contributions.where('userId').equals(viewerId).toArray(),
    pendingDecisions(db),
  ]);
  const runs = new Set(groups.filter((g) => g?.adminId === viewerId).map((g) => g!.id));
  const money = new Map<string, MemberMoney>();
  for (const row of contributions) {
    const status = shownStatus(row, decisions.get(row.id));
    if (!row.projectId || (status !== 'confirmed' && status !== 'pending')) continue;
    const sum = money.get(row.projectId) ?? { confirmedKobo: 0, pendingKobo: 0 };
    if (status === 'confirmed') sum.confirmedKobo += row.amountKobo;
    else sum.pendingKobo += row.amountKobo;
    money.set(row.projectId, sum);
  }
  return projects
    .filter((p) => p.status === 'active' && !runs.has(p.groupId))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((project) => {
      const sums = money.get(project.id) ?? { confirmedKobo: 0, pendingKobo: 0 };
      const duesOf = scheduledDuesOf(project, memberships.filter((m) => m.groupId === project.groupId), contributions, decisions);
      return { project, dues: duesOf ? duesOf(viewerId, sums) : memberDues(project.amountPerMemberKobo ?? null, sums) };
    });
}
