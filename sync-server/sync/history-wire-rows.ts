/**
 * A pull's history rows as they travel (sync protocol 6, shared/history-wire.ts): without the
 * server's row id, `prevHash` and `revision`; `dataHash` only where the details are withheld from
 * this reader; `hash` only on checkpoints (every 64th entry, and each group's newest in the page,
 * so the head the check code comes from is always the server's).
 */
import { isCheckpoint } from '../../shared/history-wire';
import type { HistoryWireRow } from '../../shared/sync-protocol';
import type { historyEntries } from '../db/schema';
import { historyRow, type HistoryReader } from './rows';

type HistoryEntry = typeof historyEntries.$inferSelect;

export function historyWireRows(entries: readonly HistoryEntry[], nameOf: (id: string) => string, reader: HistoryReader): HistoryWireRow[] {
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
