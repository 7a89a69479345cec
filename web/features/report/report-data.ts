/**
 * What Generate Report reads from the phone: the groups the user may report on, and a group's
 * rows as shared/statement.ts takes them, so the statement (screen, PDF, CSV) is made with no
 * signal. An admin and a partner hold every row of the group; a member holds only their own
 * payments, and their report is their own statement.
 */
import { groupStatement, purseStatement, type Statement, type StatementInput, type StatementRange } from '../../../shared/statement';
import type { DeviceDb, LocalGroup, LocalPurse } from '../../data/db';
import { rowsOfGroups } from '../../data/group-rows';
import { loadGroupRole, type GroupRole } from '../../session/group-role';
import { loadCheckCode } from '../history';

export interface ReportGroup {
  group: LocalGroup;
  role: GroupRole;
  /** Oldest first. */
  projects: LocalPurse[];
  /**
   * When the statement's newest confirmed money came in (the user's own for a member, anyone's for
   * the admin and partners); null when it holds none.
   */
  lastMoneyAt: string | null;
}

/** Every group on the phone with the user's part in it, by name. */
export async function loadReportGroups(db: DeviceDb, userId: string): Promise<ReportGroup[]> {
  const groups = await db.groups.toArray();
  const ids = groups.map((g) => g.id);
  const [projects, confirmed] = await Promise.all([
    rowsOfGroups(db.projects, ids),
    db.contributions.where('status').equals('confirmed').toArray(),
  ]);
  const out = await Promise.all(
    groups.map(async (group): Promise<ReportGroup> => {
      const role = await loadGroupRole(db, group.id, userId);
      const counted = confirmed.filter((c) => c.groupId === group.id && (role !== 'member' || c.userId === userId));
      return {
        group,
        role,
        projects: projects.filter((p) => p.groupId === group.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
        lastMoneyAt: counted.reduce<string | null>((latest, c) => (c.decidedAt && (latest === null || c.decidedAt > latest) ? c.decidedAt : latest), null),
      };
    }),
  );
  return out.sort((a, b) => a.group.name.localeCompare(b.group.name));
}

/**
 * The group the report opens on when the link names none (issue 23: 'My statement' opened on a
 * new ₦0 group): the one whose money came in last, else the newest group. A new group with
 * nothing in it never wins over an older one with money.
 */
export function defaultReportGroup(groups: readonly ReportGroup[]): ReportGroup | undefined {
  const withMoney = groups.filter((g) => g.lastMoneyAt !== null);
  const pool = withMoney.length > 0 ? withMoney : groups;
  const key = (g: ReportGroup) => (withMoney.length > 0 ? g.lastMoneyAt! : g.group.createdAt);
  return pool.reduce<ReportGroup | undefined>((best, g) => (best === undefined || key(g) > key(best) ? g : best), undefined);
}

/**
 * The statement's input from the device rows. A member's is their own: their payments only, no
 * payouts (the purse's balance is the admin's and partners' statement), with their amounts shown
 * whatever the group's setting (a member always sees their own).
 */
export async function loadStatementInput(db: DeviceDb, report: ReportGroup, userId: string, range: StatementRange, madeAt: string): Promise<StatementInput> {
  const groupId = report.group.id;
  const mine = report.role === 'member';
  const [contributions, payouts, members, partners, code] = await Promise.all([
    db.contributions.where('groupId').equals(groupId).toArray(),
    mine ? [] : db.payouts.where('groupId').equals(groupId).toArray(),
    db.members.where('groupId').equals(groupId).toArray(),
    db.partners.where('groupId').equals(groupId).toArray(),
    loadCheckCode(db, groupId),
  ]);
  return {
    group: { id: groupId, name: report.group.name },
    projects: report.projects,
    contributions: mine ? contributions.filter((c) => c.userId === userId) : contributions,
    payouts,
    members: mine ? members.filter((m) => m.userId === userId) : members,
    partners,
    checkCode: code,
    madeAt,
    range,
    showMemberAmounts: report.role === 'member' ? report.group.showMemberAmounts : true,
    viewerId: userId,
  };
}

/** One purse's statement, or the whole group's ('all'). */
export function makeStatement(input: StatementInput, purse: string): Statement {
  return purse === 'all' ? groupStatement(input) : purseStatement(input, purse);
}
