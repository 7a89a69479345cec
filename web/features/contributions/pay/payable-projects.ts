import type { DeviceDb, LocalGroup, LocalProject } from '../../../data/db';

export interface PayableProject {
  project: LocalProject;
  groupName: string;
}

/**
 * The purses a member can pay into, from the rows on the phone: active ones only (the server
 * refuses payments to a paused or completed purse), sorted by group, then purse name.
 * @example payableProjects(groups, projects).map((p) => p.project.name)
 */
export function payableProjects(groups: readonly Pick<LocalGroup, 'id' | 'name'>[], projects: readonly LocalProject[]): PayableProject[] {
  const names = new Map(groups.map((group) => [group.id, group.name]));
  return projects
    .filter((project) => project.status === 'active' && names.has(project.groupId))
    .map((project) => ({ project, groupName: names.get(project.groupId) ?? '' }))
    .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.project.name.localeCompare(b.project.name));
}

/** payableProjects over the whole device database (read inside useLiveQuery). */
export async function loadPayableProjects(db: DeviceDb): Promise<PayableProject[]> {
  const [groups, projects] = await Promise.all([db.groups.toArray(), db.projects.toArray()]);
  return payableProjects(groups, projects);
}
