/**
 * What Generate Report reads from the phone: the groups the user may report on, and a group's
 * rows as shared/statement.ts takes them, so the statement (screen, PDF, CSV) is made with no
 * signal. An admin and a partner hold every row of the group; a member holds only their own
 * payments, and their report is their own statement.
 */
import { groupStatement, purseStatement, type Statement, type StatementInput, type StatementRange } from '../../../shared/statement';
import type { DeviceDb, LocalGroup, LocalProject } from '../../data/db';
import { loadGroupRole, type GroupRole } from '../history/group-role';
import { loadCheckCode } from '../history/history-data';

export interface ReportGroup {
  group: LocalGroup;
  role: GroupRole;
  /** Oldest first. */
  projects: LocalProject[];
}

/** Every group on the phone with the user's part in it, by name. */
export async function loadReportGroups(db: DeviceDb, userId: string): Promise<ReportGroup[]> {
  const groups = await db.groups.toArray();
  const projects = await db.projects.where('groupId').anyOf(groups.map((g) => g.id)).toArray();
  const out = await Promise.all(
    groups.map(async (group) => ({
      group,
      role: await loadGroupRole(db, group.id, userId),
      projects: projects.filter((p) => p.groupId === group.id).sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    })),
  );
  return out.sort((a, b) => a.group.name.localeCompare(b.group.name));
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
