import { createHash, randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { canonicalJson, entryHashInput, GENESIS_HASH, type CanonicalValue, type HistoryEventType } from '../../shared/history';
import type { Queryable } from '../db/open';
import { placeholdersFor, preparedQuery } from '../db/prepared';
import { nextRevision } from '../db/revision';
import { historyEntries } from '../db/schema';

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

type HistoryRow = typeof historyEntries.$inferSelect;
// Every column a placeholder, so the insert is built once per database, not per write.
const insertEntry = preparedQuery((q) => q.insert(historyEntries).values(placeholdersFor(historyEntries)).prepare());

/**
 * Appends one event to its group's chain. Call it inside the write's transaction: the event and
 * the change it records commit together or not at all, and the next seq is read under the same
 * write lock, so two writes can never take the same seq (the unique index would refuse it anyway).
 */
export function appendHistory(tx: Queryable, event: HistoryEvent): HistoryRow {
  const last = lastEntry(tx).get({ groupId: event.groupId });
  const data = canonicalJson(event.data);
  const chained = {
    groupId: event.groupId,
    seq: (last?.seq ?? 0) + 1,
    type: event.type,
    actorId: event.actorId,
    subjectId: event.subjectId,
    at: event.at.toISOString(),
    dataHash: sha256Hex(data),
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  const row: HistoryRow = { ...chained, id: randomUUID(), at: event.at, data, hash: sha256Hex(entryHashInput(chained)), revision: nextRevision(tx) };
  insertEntry(tx).run(row);
  return row;
}
