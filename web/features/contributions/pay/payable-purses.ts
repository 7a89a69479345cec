import type { DeviceDb, LocalGroup, LocalPurse } from '../../../data/db';

export interface PayablePurse {
  project: LocalPurse;
  groupName: string;
}

/**
 * The purses a member can pay into, from the rows on the phone: active ones only (the server
 * refuses payments to a paused or completed purse), sorted by group, then purse name.
 * @example payablePurses(groups, projects).map((p) => p.project.name)
 */
export function payablePurses(groups: readonly Pick<LocalGroup, 'id' | 'name'>[], projects: readonly LocalPurse[]): PayablePurse[] {
  const names = new Map(groups.map((group) => [group.id, group.name]));
  return projects
    .filter((project) => project.status === 'active' && names.has(project.groupId))
    .map((project) => ({ project, groupName: names.get(project.groupId) ?? '' }))
    .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.project.name.localeCompare(b.project.name));
}

/** payablePurses over the whole device database (read inside useLiveQuery). */
export async function loadPayablePurses(db: DeviceDb): Promise<PayablePurse[]> {
  const [groups, projects] = await Promise.all([db.groups.toArray(), db.projects.toArray()]);
  return payablePurses(groups, projects);
}
