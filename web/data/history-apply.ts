/**
 * History rows onto the device (sync protocol 6): a pull's slim rows are rebuilt whole here
 * (shared/history-wire.ts) before the page's Dexie transaction opens, because Web Crypto's
 * digests are not IndexedDB requests and awaiting one inside a transaction would end it.
 *
 * Why reading the anchors outside the transaction is safe: pages are applied one at a time under
 * the sync lock, and an anchor (the entry just before a page's run) is always the newest entry of
 * its group in an earlier page, so it carries the server's own hash, which no later write changes.
 */
import { webSha256 } from '../../shared/history';
import { anchorsNeeded, rechainedFromFullRow, rechainHistory } from '../../shared/history-wire';
import type { HistoryRow, HistoryWireRow } from '../../shared/sync-protocol';
import type { DeviceDb, LocalHistoryEntry } from './db';

/** A page's history rows, whole, ready to be put in the page's transaction. */
export async function rebuildHistory(db: DeviceDb, rows: readonly HistoryWireRow[]): Promise<LocalHistoryEntry[]> {
  if (rows.length === 0) return [];
  const keys = anchorsNeeded(rows);
  const anchors = keys.length === 0 ? [] : await db.history.bulkGet(keys);
  const stored = new Map<string, string>();
  anchors.forEach((entry, i) => {
    if (entry) stored.set(keys[i]!, entry.hash);
  });
  return rechainHistory(rows, stored, webSha256);
}

/**
 * Stores entries fetched whole from the history API (Verify, to name the exact entry of a broken
 * range): they replace what this phone recomputed, as the server holds them.
 */
export async function storeWholeHistory(db: DeviceDb, rows: readonly HistoryRow[]): Promise<void> {
  await db.history.bulkPut(rows.map(rechainedFromFullRow));
}
