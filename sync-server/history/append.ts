import { createHash } from 'node:crypto';
import { desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { canonicalJson, entryHashInput, GENESIS_HASH, historyDataHash, type CanonicalValue, type HistoryEventType } from '../../shared/history';
import { randomFromPool } from '../../shared/random-pool';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { sendAhead } from '../db/pipeline';
import { placeholdersFor, preparedQuery } from '../db/prepared';
import { nextRevision } from '../db/revision';
import { groups, historyEntries } from '../db/schema';
import { keysToSalt } from '../access/visible-data';
import { newRowId } from '../../shared/row-id';

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export interface HistoryEvent {
  groupId: string;
  type: HistoryEventType;
  /** Who did it (null: the server itself). */
  actorId: string | null;
  /** The member it is about (a payer, a partner, a joiner), or null. */
  subjectId: string | null;
  at: Date;
  data: { [key: string]: CanonicalValue };
}

// Every write that records history runs it: built once per database.
const lastEntry = preparedQuery((q) =>
  q
    .select({ seq: historyEntries.seq, hash: historyEntries.hash })
    .from(historyEntries)
    .where(eq(historyEntries.groupId, sql.placeholder('groupId')))
    .orderBy(desc(historyEntries.seq))
    .limit(1)
    .prepare(),
);

/** The last entry of a group's chain: what the next entry follows. */
export interface HistoryHead {
  seq: number;
  hash: string;
}

/**
 * The chain's head of `groupId` as two columns of a caller's own read, so a write that reads other
 * things first (a submit) saves appendHistory's read of it: one round trip fewer on PostgreSQL.
 * The read must come after the group's row is locked (lockRow) in the same transaction, and no
 * other entry may be appended to the group between it and the append, or two entries would follow
 * one head. Both null for a group with no entry yet. See headOf for the value appendHistory takes.
 * @example q.select({ ...historyHeadColumns(groups.id) }).from(groups).where(eq(groups.id, sql.placeholder('groupId')))
 */
export const historyHeadColumns = (groupId: SQLWrapper) => {
  const last = (column: typeof historyEntries.seq | typeof historyEntries.hash) =>
    sql`(select ${column} from ${historyEntries} where ${eq(historyEntries.groupId, groupId)} order by ${historyEntries.seq} desc limit 1)`;
  return { headSeq: last(historyEntries.seq).mapWith(Number), headHash: last(historyEntries.hash).mapWith(String) };
};

/** The head historyHeadColumns read: null for a group with no entry yet. */
export const headOf = (row: { headSeq: number | null; headHash: string | null }): HistoryHead | null =>
  row.headSeq === null || row.headHash === null ? null : { seq: row.headSeq, hash: row.headHash };

type HistoryRow = typeof historyEntries.$inferSelect;
// Every column a placeholder, so the insert is built once per database, not per write.
const insertEntry = preparedQuery((q) => q.insert(historyEntries).values(placeholdersFor(historyEntries)).prepare());

/**
 * The head of the group's history: what the next entry follows. Read it after locking the group
 * (every append locks it first), and hand it to appendHistory; or leave appendHistory to read it.
 * @example await lockRow(tx, groups, groups.id, groupId); const head = await historyHead(tx, groupId); await appendHistory(tx, event, { head })
 */
export async function historyHead(tx: Tx, groupId: string): Promise<HistoryHead | null> {
  return (await lastEntry(tx).get({ groupId })) ?? null;
}

/**
 * Appends one event to its group's chain. Call it inside the write's transaction: the event and
 * the change it records commit together or not at all. `known.head` is the chain's head as the
 * caller read it (historyHeadColumns or historyHead, after the group's lock): then it is not read again. A detail some readers may not see (a
 * reference, the admin's notes: visible-data.ts) gets a random salt in `salts`, so such a reader
 * is sent its seal and still verifies the chain (shared/history.ts sealedDetails).
 *
 * The chain's head must be read by one appender at a time, or two writes would chain onto the same
 * head (the unique (group, seq) index would then fail the second transaction instead of letting it
 * follow). On PostgreSQL, where requests interleave, the group's row is locked first: a concurrent
 * append to the same group waits until this transaction commits and then reads the new head.
 * Appends to different groups never wait for each other. On SQLite the lock is a no-op: its
 * transactions already run one at a time.
 * @example await appendHistory(tx, { groupId, type: 'contribution.confirmed', actorId, subjectId, at: now, data })
 */
export async function appendHistory(tx: Tx, event: HistoryEvent, known?: { head: HistoryHead | null }): Promise<HistoryRow> {
  await lockRow(tx, groups, groups.id, event.groupId);
  const last = known ? known.head : await lastEntry(tx).get({ groupId: event.groupId });
  const salted = keysToSalt(event.type, event.data);
  const details = salted.length === 0 ? event.data : { ...event.data, salts: Object.fromEntries(salted.map((key) => [key, Buffer.from(randomFromPool(16)).toString('hex')])) };
  const data = canonicalJson(details);
  const chained = {
    groupId: event.groupId,
    seq: (last?.seq ?? 0) + 1,
    type: event.type,
    actorId: event.actorId,
    subjectId: event.subjectId,
    at: event.at.toISOString(),
    dataHash: await historyDataHash(data, sha256Hex),
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  const row: HistoryRow = { ...chained, id: newRowId(), at: event.at, data, hash: sha256Hex(entryHashInput(chained)), revision: await nextRevision(tx) };
  // Sent ahead (db/pipeline.ts): nothing waits for its answer, the caller's next statement follows it.
  await sendAhead(tx, () => insertEntry(tx).run(row));
  return row;
}
