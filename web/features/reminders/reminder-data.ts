/**
 * What Send Reminders reads from the admin's phone: the purses of the groups they own, and for
 * one purse its group's members and contributions (synced to the admin in full), so the lists of
 * who has paid show offline; only sending the push needs the network.
 */
import { pendingDecisions } from '../../data/contribution-writes';
import type { DeviceDb, LocalGroup, LocalPurse } from '../../data/db';
import { loadTotalsOverlay, overlaidPurse, shownStatus } from '../../data/decision-overlay';
import { rowsOfGroups } from '../../data/group-rows';
import { splitPayers, type PursePayers } from './purse-payers';
import { ledgerDuesOf, type PeriodTotals } from '../../../shared/purse-ledgers';
import { phoneLedgers } from '../../data/purse-dues';
import type { PurseScheduleFields } from '../../../shared/purse-schedule';

export interface ReminderPurseOption {
  project: LocalPurse;
  group: LocalGroup;
  /** Kobo the admin confirmed on this phone that the server's collected amount does not hold yet. */
  unsyncedKobo: number;
}

/**
 * The admin's purses, by group name and then in the order they were made; what each collected
 * includes the admin's confirmations not synced yet, as on the dashboard.
 */
export async function loadReminderPurses(db: DeviceDb, adminId: string): Promise<ReminderPurseOption[]> {
  const groups = await db.groups.where('adminId').equals(adminId).toArray();
  const byId = new Map(groups.map((group) => [group.id, group]));
  const [projects, overlay] = await Promise.all([rowsOfGroups(db.projects, byId.keys()), loadTotalsOverlay(db, [...byId.keys()])]);
  return projects
    .map((project) => ({ ...overlaidPurse(project, overlay), group: byId.get(project.groupId)! }))
    .sort((a, b) => a.group.name.localeCompare(b.group.name) || a.project.createdAt.localeCompare(b.project.createdAt));
}

/** Who has paid into `project`, who awaits confirmation and who has not paid, with the admin's decisions made here counted. */
export async function loadPursePayers(db: DeviceDb, project: Pick<LocalPurse, 'id' | 'groupId' | 'guestGiving'> & PurseScheduleFields): Promise<PursePayers & { period: PeriodTotals | null }> {
  const [members, contributions, decisions] = await Promise.all([
    db.members.where('groupId').equals(project.groupId).toArray(),
    db.contributions.where('projectId').equals(project.id).toArray(),
    pendingDecisions(db),
  ]);
  const shown = contributions.map((row) => ({ ...row, status: shownStatus(row, decisions.get(row.id)) }));
  // A levy or dues purse: each member owes the periods due since they joined (issue 25 §2).
  const ledgers = phoneLedgers(project, members, contributions, decisions);
  // The current period (the last begun) and who has paid it in full, for the roll-call's header.
  const period = ledgers && ledgers.begunCount > 0 ? ledgers.totals[ledgers.begunCount - 1]! : null;
  return { ...splitPayers(members, shown, project, ledgers ? ledgerDuesOf(ledgers) : undefined), period };
}

/** What left `projectId` with nobody's approval: approved payouts no partner decided (issue 23 §2). */
export async function loadUnapprovedOut(db: DeviceDb, projectId: string): Promise<number> {
  const rows = await db.payouts.where('projectId').equals(projectId).toArray();
  return rows.filter((p) => p.status === 'approved' && p.decidedBy === null).reduce((sum, p) => sum + p.amountKobo, 0);
}
