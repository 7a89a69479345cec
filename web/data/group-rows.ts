import type { Table } from 'dexie';

/**
 * The rows of `table` in any of `groupIds`, read one group at a time. Dexie's `anyOf` walks an
 * IndexedDB cursor row by row (a round trip to the main thread, and one key for the live query to
 * track, per row: seconds for a group of 10,000 payments on a cheap phone); `equals` reads each
 * group with one getAll. Rows come group by group, in the order of `groupIds`.
 * @example const rows = await rowsOfGroups(db.contributions, [group.id]);
 */
export async function rowsOfGroups<T, TInsert>(table: Table<T, string, TInsert>, groupIds: Iterable<string>): Promise<T[]> {
  const parts = await Promise.all([...new Set(groupIds)].map((id) => table.where('groupId').equals(id).toArray()));
  return parts.flat();
}

/** The primary keys alone of the rows of `table` in any of `groupIds` (see rowsOfGroups). */
export async function keysOfGroups<T, TInsert>(table: Table<T, string, TInsert>, groupIds: Iterable<string>): Promise<string[]> {
  const parts = await Promise.all([...new Set(groupIds)].map((id) => table.where('groupId').equals(id).primaryKeys()));
  return parts.flat();
}
