/**
 * The history API's whole rows for a range of a group's entries (GET /api/groups/{id}/history,
 * newest first, at most 200 a page), kept on the phone once fetched so the next Verify names the
 * exact entry offline too. Used only when this phone's recomputed chain missed a checkpoint.
 */
import { HISTORY_PAGE_LIMIT } from '../../../shared/history-wire';
import type { HistoryRow } from '../../../shared/sync-protocol';
import type { DeviceDb } from '../../data/db';
import { storeWholeHistory } from '../../data/history-apply';
import { apiRequest } from '../../lib/api';

export async function fetchWholeRange(db: DeviceDb | null, groupId: string, from: number, to: number): Promise<HistoryRow[]> {
  const rows: HistoryRow[] = [];
  let before = to + 1;
  while (before > from) {
    const limit = Math.min(HISTORY_PAGE_LIMIT, before - from);
    const page = await apiRequest<{ entries: HistoryRow[] }>('GET', `/api/groups/${encodeURIComponent(groupId)}/history?before=${before}&limit=${limit}`);
    rows.push(...page.entries.filter((row) => row.seq >= from));
    if (page.entries.length < limit) break;
    before -= limit;
  }
  if (db) await storeWholeHistory(db, rows);
  return rows;
}
