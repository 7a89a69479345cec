/**
 * A history entry as it leaves the server, as its reader may see it: whole (`historyRow`, the
 * history API and statements) or slim for a pull (`historyWireRows`: sync protocol 6,
 * shared/history-wire.ts: without the server's row id, `prevHash` and `revision`; `dataHash` only
 * where the details are withheld from this reader; `hash` only on checkpoints, every 64th entry
 * and each group's newest in the page, so the head the check code comes from is the server's).
 */
import type { HistoryEventType } from '../../shared/history';
import { isCheckpoint } from '../../shared/history-wire';
import type { HistoryRow, HistoryWireRow } from '../../shared/sync-protocol';
import { visibleData } from '../access/visible-data';
import type { HistoryRecord } from './records';

/** Who reads a history entry: whether they review its group, and which groups show members only totals. */
export interface HistoryReader {
  userId: string;
  reviewedGroups: readonly string[];
  totalsOnlyGroups: ReadonlySet<string>;
}

/**
 * Whether `reader` is denied an entry's details: it is about another member's money in a group
 * that shows members only totals, and the reader does not review the group (admin or partner).
 */
export function detailsWithheld(entry: Pick<HistoryRecord, 'groupId' | 'subjectId' | 'type'>, reader: HistoryReader): boolean {
  return (
    reader.totalsOnlyGroups.has(entry.groupId) &&
    !reader.reviewedGroups.includes(entry.groupId) &&
    entry.subjectId !== null &&
    entry.subjectId !== reader.userId &&
    MEMBER_MONEY_EVENTS.has(entry.type)
  );
}

/**
 * Whether an entry is about a guest's gift (issue 27 §4) read by someone who does not review the
 * group: the members read "a guest", never the giver's name (the roll-call names guests, by first
 * name, only when the admin allows). Entries are canonical JSON, so the marker is this exact text.
 */
function guestUnnamed(entry: Pick<HistoryRecord, 'groupId' | 'data'>, reader: HistoryReader): boolean {
  return !reader.reviewedGroups.includes(entry.groupId) && entry.data.includes('"guest":true');
}

/** A history entry whole, as `reader` may see it: withheld details are null, their hash kept so the chain still verifies. */
export function historyRow(entry: HistoryRecord, nameOf: (id: string) => string, reader: HistoryReader): HistoryRow {
  const hidden = detailsWithheld(entry, reader);
  const unnamed = guestUnnamed(entry, reader);
  return {
    id: entry.id,
    groupId: entry.groupId,
    seq: entry.seq,
    type: entry.type as HistoryEventType,
    actorId: entry.actorId,
    // The guest is the actor of their own gift's entry.
    actorName: entry.actorId && !(unnamed && entry.actorId === entry.subjectId) ? nameOf(entry.actorId) : null,
    subjectId: entry.subjectId,
    subjectName: entry.subjectId && !unnamed ? nameOf(entry.subjectId) : null,
    at: entry.at.toISOString(),
    data: hidden ? null : visibleData(entry, { userId: reader.userId, reviews: reader.reviewedGroups.includes(entry.groupId) }),
    dataHash: entry.dataHash,
    prevHash: entry.prevHash,
    hash: entry.hash,
    revision: entry.revision,
  };
}

/** Events that carry one member's own amount: hidden from other members in a totals-only group. */
const MEMBER_MONEY_EVENTS: ReadonlySet<string> = new Set(['contribution.submitted', 'contribution.confirmed', 'contribution.rejected', 'contribution.reversed', 'cash.recorded']);

export function historyWireRows(entries: readonly HistoryRecord[], nameOf: (id: string) => string, reader: HistoryReader): HistoryWireRow[] {
  const newest = new Map<string, number>();
  for (const entry of entries) if (entry.seq > (newest.get(entry.groupId) ?? 0)) newest.set(entry.groupId, entry.seq);
  return entries.map((entry) => {
    // The entry as this reader may see it (rows.ts), less what the phone recomputes.
    const { id: _id, prevHash: _prevHash, revision: _revision, dataHash, hash, ...seen } = historyRow(entry, nameOf, reader);
    const row: HistoryWireRow = seen;
    if (seen.data === null) row.dataHash = dataHash;
    if (isCheckpoint(entry.seq, newest.get(entry.groupId)!)) row.hash = hash;
    return row;
  });
}
