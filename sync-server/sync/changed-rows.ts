/**
 * The rows of one table changed after a cursor, for one group or one user at a time: each read is
 * a range of a (group_id, revision) or (user_id, revision) index, so a page costs the same in a
 * group of 100 contributions and of 100,000 (no temporary sort of the whole group per page).
 * Statements are prepared once per database and reused, and read rows without drizzle's mapping
 * (raw-rows.ts): building drizzle queries per request, and its per-cell mapping, cost more than
 * running them.
 *
 * Each read comes in two forms: the revisions alone (read from the index, nothing mapped), which
 * tell the pull where its page ends, and the rows up to that revision. A page so reads and maps
 * only the rows it sends, not `limit` rows of every table to keep the first `limit` of them all.
 */
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db, Queryable } from '../db/open';
import { accountabilityPartners, contributions, groupMembers, groupUpdates, historyEntries, notifications, payouts, projects } from '../db/schema';
import { rawRowReader } from './raw-rows';

type Keyed = SQLiteTable & { revision: SQLiteColumn };

export interface ChangedRead<R> {
  /** Rows with after < revision <= upto, in revision order, at most `limit`. */
  all(params: { key: string; after: number; upto: number; limit: number }): R[];
  /** The revisions alone of the first `limit` rows after `after` (an index-only read). */
  revisions(key: string, after: number, limit: number): number[];
}

function prepareAfter<T extends Keyed>(db: Db, table: T, key: SQLiteColumn): ChangedRead<T['$inferSelect']> {
  const reader = rawRowReader(table);
  const rows = db.$client.prepare(`SELECT ${reader.select} FROM "${reader.table}" WHERE "${key.name}" = @key AND revision > @after AND revision <= @upto ORDER BY revision LIMIT @limit`);
  const revisions = db.$client.prepare(`SELECT revision FROM "${reader.table}" WHERE "${key.name}" = ? AND revision > ? ORDER BY revision LIMIT ?`).pluck();
  return {
    all: (params) => reader.map(rows.all(params) as Record<string, unknown>[]),
    revisions: (k, after, limit) => revisions.all(k, after, limit) as number[],
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
 * The rows after `after` up to `upto`, in revision order, over several keys (groups, or a user):
 * each key's index range yields at most `limit` rows, merged and cut. Rows met under two keys (a
 * contribution of the user in their own reviewed group) appear once.
 */
export function changedAfter<R extends { id: string; revision: number }>(read: ChangedRead<R>, keys: readonly string[], after: number, upto: number, limit: number): R[] {
  if (keys.length === 1) return read.all({ key: keys[0]!, after, upto, limit });
  const byId = new Map<string, R>();
  for (const key of new Set(keys)) for (const row of read.all({ key, after, upto, limit })) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => a.revision - b.revision).slice(0, limit);
}

/** The revisions of the first `limit` rows after `after` over several keys, into `into` (a row met twice counts once: revisions are unique). */
export function revisionsAfter(read: ChangedRead<unknown>, keys: readonly string[], after: number, limit: number, into: Set<number>): void {
  for (const key of new Set(keys)) for (const revision of read.revisions(key, after, limit)) into.add(revision);
}
