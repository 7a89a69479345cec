/**
 * What Send Reminders reads from the admin's phone: the purses of the groups they own, and for
 * one purse its group's members and contributions (synced to the admin in full), so the lists of
 * who has paid show offline; only sending the push needs the network.
 */
import type { DeviceDb, LocalGroup, LocalProject } from '../../data/db';
import { splitPayers, type PursePayers } from './purse-payers';

export interface ReminderPurseOption {
  project: LocalProject;
  group: LocalGroup;
}

/** The admin's purses, by group name and then in the order they were made. */
export async function loadReminderPurses(db: DeviceDb, adminId: string): Promise<ReminderPurseOption[]> {
  const groups = await db.groups.where('adminId').equals(adminId).toArray();
  const byId = new Map(groups.map((group) => [group.id, group]));
  const projects = await db.projects.where('groupId').anyOf([...byId.keys()]).toArray();
  return projects
    .map((project) => ({ project, group: byId.get(project.groupId)! }))
    .sort((a, b) => a.group.name.localeCompare(b.group.name) || a.project.createdAt.localeCompare(b.project.createdAt));
}

/** Who has and has not contributed to `project`. */
export async function loadPursePayers(db: DeviceDb, project: Pick<LocalProject, 'id' | 'groupId'>): Promise<PursePayers> {
  const [members, contributions] = await Promise.all([
    db.members.where('groupId').equals(project.groupId).toArray(),
    db.contributions.where('projectId').equals(project.id).toArray(),
  ]);
  return splitPayers(members, contributions, project.id);
}
