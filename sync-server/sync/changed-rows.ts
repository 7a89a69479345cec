/**
 * The rows of one table changed after a cursor, for one group or one user at a time: each read is
 * a range of a (group_id, revision) or (user_id, revision) index, so a page costs the same in a
 * group of 100 contributions and of 100,000 (no temporary sort of the whole group per page).
 * Statements are prepared once per database and reused (building drizzle queries per request
 * cost more than running them).
 */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db, Queryable } from '../db/open';
import { accountabilityPartners, contributions, groupMembers, groupUpdates, historyEntries, notifications, payouts, projects } from '../db/schema';

type Keyed = SQLiteTable & { revision: SQLiteColumn };

function prepareAfter<T extends Keyed>(db: Db, table: T, key: SQLiteColumn) {
  const where: SQL | undefined = and(eq(key, sql.placeholder('key')), gt(table.revision, sql.placeholder('after')));
  // The select's row type follows `table`; drizzle cannot infer it through the generic.
  return db.select().from(table as SQLiteTable).where(where).orderBy(asc(table.revision)).limit(sql.placeholder('limit')).prepare() as unknown as {
    all(params: { key: string; after: number; limit: number }): T['$inferSelect'][];
  };
}

function statementsFor(db: Db) {
  return {
    projectsOfGroup: prepareAfter(db, projects, projects.groupId),
    membersOfGroup: prepareAfter(db, groupMembers, groupMembers.groupId),
    membersOfUser: prepareAfter(db, groupMembers, groupMembers.userId),
    partnersOfGroup: prepareAfter(db, accountabilityPartners, accountabilityPartners.groupId),
    partnersOfUser: prepareAfter(db, accountabilityPartners, accountabilityPartners.userId),
    contributionsOfGroup: prepareAfter(db, contributions, contributions.groupId),
    contributionsOfUser: prepareAfter(db, contributions, contributions.userId),
    notificationsOfUser: prepareAfter(db, notifications, notifications.userId),
    updatesOfGroup: prepareAfter(db, groupUpdates, groupUpdates.groupId),
    payoutsOfGroup: prepareAfter(db, payouts, payouts.groupId),
    historyOfGroup: prepareAfter(db, historyEntries, historyEntries.groupId),
  };
}

export type ChangedStatements = ReturnType<typeof statementsFor>;
const cache = new WeakMap<Queryable, ChangedStatements>();

/** The prepared reads of `db` (prepared on first use). They run inside the caller's transaction. */
export function changedStatements(db: Db): ChangedStatements {
  let found = cache.get(db);
  if (!found) {
    found = statementsFor(db);
    cache.set(db, found);
  }
  return found;
}

/**
 * The first `limit` rows after `after`, in revision order, over several keys (groups, or a user):
 * each key's index range yields at most `limit` rows, merged and cut. Rows met under two keys (a
 * contribution of the user in their own reviewed group) appear once.
 */
export function changedAfter<R extends { id: string; revision: number }>(
  read: { all(params: { key: string; after: number; limit: number }): R[] },
  keys: readonly string[],
  after: number,
  limit: number,
): R[] {
  if (keys.length === 1) return read.all({ key: keys[0]!, after, limit });
  const byId = new Map<string, R>();
  for (const key of new Set(keys)) for (const row of read.all({ key, after, limit })) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => a.revision - b.revision).slice(0, limit);
}
