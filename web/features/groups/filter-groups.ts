/**
 * The groups whose name or description contains the search text, ignoring case and the spaces
 * around it (SPEC §2). An empty search keeps every group, in the order given.
 * @example filterGroups([{ name: 'Class of 2010', description: null }], 'CLASS').length === 1
 */
export function filterGroups<T extends { name: string; description: string | null }>(groups: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return [...groups];
  return groups.filter(
    (group) => group.name.toLocaleLowerCase().includes(needle) || (group.description ?? '').toLocaleLowerCase().includes(needle),
  );
}
