/**
 * The rows of one table changed after a cursor, for one group or one user at a time: each read is
 * a range of a (group_id, revision) or (user_id, revision) index, so a page costs the same in a
 * group of 100 contributions and of 100,000 (no temporary sort of the whole group per page).
 * Rows are read without drizzle's query building and per-cell mapping (raw-rows.ts), which cost
 * more than running the reads; the SQL is standard, so the same reads serve both engines.
 *
 * Each read comes in two forms: the revisions alone (read from the index, nothing mapped), which
 * tell the pull where its page ends, and the rows up to that revision. A page so reads and maps
 * only the rows it sends, not `limit` rows of every table to keep the first `limit` of them all.
 */
import { sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Tx } from '../db/database';
import { rawRows } from '../db/raw';
import { accountabilityPartners, contributions, groupMembers, groupUpdates, historyEntries, notifications, payouts, projects } from '../db/schema';
import { rawRowReader } from './raw-rows';

type Keyed = SQLiteTable & { revision: SQLiteColumn };

export interface ChangedRead<R> {
  /** Rows with after < revision <= upto, in revision order, at most `limit`. */
  all(tx: Tx, params: { key: string; after: number; upto: number; limit: number }): Promise<R[]>;
  /** The revisions alone of the first `limit` rows after `after` (an index-only read). */
  revisions(tx: Tx, key: string, after: number, limit: number): Promise<number[]>;
}

function readAfter<T extends Keyed>(table: T, key: SQLiteColumn): ChangedRead<T['$inferSelect']> {
  const reader = rawRowReader(table);
  // The same SQL text every time (parameters apart), so SQLite's statement cache compiles it once.
  const columns = sql.raw(reader.select);
  const from = sql.identifier(reader.table);
  const keyColumn = sql.identifier(key.name);
  return {
    all: async (tx, p) =>
      reader.map(
        await rawRows<Record<string, unknown>>(
          tx,
          sql`SELECT ${columns} FROM ${from} WHERE ${keyColumn} = ${p.key} AND revision > ${p.after} AND revision <= ${p.upto} ORDER BY revision LIMIT ${p.limit}`,
        ),
      ),
    revisions: async (tx, k, after, limit) =>
      (await rawRows<{ revision: number }>(tx, sql`SELECT revision FROM ${from} WHERE ${keyColumn} = ${k} AND revision > ${after} ORDER BY revision LIMIT ${limit}`)).map(
        (row) => Number(row.revision),
      ),
  };
}

/** The reads of the pull, one per table and key. They run inside the caller's transaction. */
export const changedReads = {
  pursesOfGroup: readAfter(projects, projects.groupId),
  membersOfGroup: readAfter(groupMembers, groupMembers.groupId),
  membersOfUser: readAfter(groupMembers, groupMembers.userId),
  partnersOfGroup: readAfter(accountabilityPartners, accountabilityPartners.groupId),
  partnersOfUser: readAfter(accountabilityPartners, accountabilityPartners.userId),
  contributionsOfGroup: readAfter(contributions, contributions.groupId),
  contributionsOfUser: readAfter(contributions, contributions.userId),
  notificationsOfUser: readAfter(notifications, notifications.userId),
  updatesOfGroup: readAfter(groupUpdates, groupUpdates.groupId),
  payoutsOfGroup: readAfter(payouts, payouts.groupId),
  historyOfGroup: readAfter(historyEntries, historyEntries.groupId),
};

/**
 * The rows after `after` up to `upto`, in revision order, over several keys (groups, or a user):
 * each key's index range yields at most `limit` rows, merged and cut. Rows met under two keys (a
 * contribution of the user in their own reviewed group) appear once.
 */
export async function changedAfter<R extends { id: string; revision: number }>(
  tx: Tx,
  read: ChangedRead<R>,
  keys: readonly string[],
  after: number,
  upto: number,
  limit: number,
): Promise<R[]> {
  if (keys.length === 1) return read.all(tx, { key: keys[0]!, after, upto, limit });
  const byId = new Map<string, R>();
  for (const key of new Set(keys)) for (const row of await read.all(tx, { key, after, upto, limit })) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => a.revision - b.revision).slice(0, limit);
}

/** The revisions of the first `limit` rows after `after` over several keys, into `into` (a row met twice counts once: revisions are unique). */
export async function revisionsAfter(tx: Tx, read: ChangedRead<unknown>, keys: readonly string[], after: number, limit: number, into: Set<number>): Promise<void> {
  for (const key of new Set(keys)) for (const revision of await read.revisions(tx, key, after, limit)) into.add(revision);
}
