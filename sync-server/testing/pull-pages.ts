import type { PullResponse } from '../../shared/sync-protocol';
import type { Db } from '../db/open';
import { pull } from '../sync/pull';

/**
 * Every page of a pull of `userId` from cursor 0, as the device asks for them: `limit` rows a page,
 * the first page's snapshot passed back on the rest. `between` runs after each page is read.
 */
export function pullPages(db: Db, userId: string, limit: number, between?: (page: PullResponse) => void): PullResponse[] {
  const pages: PullResponse[] = [];
  let since = 0;
  let snapshot: number | undefined;
  for (;;) {
    const page = pull(db, userId, since, limit, snapshot);
    pages.push(page);
    between?.(page);
    since = page.cursor;
    snapshot ??= page.snapshot;
    if (!page.hasMore) return pages;
  }
}
