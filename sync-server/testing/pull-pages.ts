import type { PullResponse } from '../../shared/sync-protocol';
import type { Database } from '../db/database';
import { revisionWatermark } from '../db/revision';
import { pull } from '../sync/pull';

/**
 * One page of a pull as the sync route reads it: the watermark first, then one read-only
 * transaction. @example const page = await pullPage(db, userId, 0)
 */
export async function pullPage(db: Database, userId: string, since: number, limit?: number, snapshot?: number): Promise<PullResponse> {
  const watermark = await revisionWatermark(db);
  return db.transaction((tx) => pull(tx, userId, since, watermark, limit, snapshot), { readOnly: true });
}

/**
 * Every page of a pull of `userId` from cursor 0, as the device asks for them: `limit` rows a page,
 * the first page's snapshot passed back on the rest. `between` runs after each page is read.
 * @example const pages = await pullPages(t.db, admin.id, 50)
 */
export async function pullPages(db: Database, userId: string, limit: number, between?: (page: PullResponse) => void | Promise<void>): Promise<PullResponse[]> {
  const pages: PullResponse[] = [];
  let since = 0;
  let snapshot: number | undefined;
  for (;;) {
    const page = await pullPage(db, userId, since, limit, snapshot);
    pages.push(page);
    await between?.(page);
    since = page.cursor;
    snapshot ??= page.snapshot;
    if (!page.hasMore) return pages;
  }
}
