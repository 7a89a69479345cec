/** The groups page's summary line (SPEC §2). */
export interface GroupsSummary {
  groups: number;
  members: number;
  projects: number;
}

/**
 * Totals over the groups shown: how many groups, and their members and projects added up.
 * @example summarizeGroups([{ memberCount: 3, projects: [{}] }]) // { groups: 1, members: 3, projects: 1 }
 */
export function summarizeGroups(groups: readonly { memberCount: number; projects: readonly unknown[] }[]): GroupsSummary {
  let members = 0;
  let projects = 0;
  for (const group of groups) {
    members += group.memberCount;
    projects += group.projects.length;
  }
  return { groups: groups.length, members, projects };
}
