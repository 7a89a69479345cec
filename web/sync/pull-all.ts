/**
 * Pulling every change since the device's cursor, page after page, each page applied with its
 * cursor in one transaction (apply-pull.ts). Runs in the page's sync engine, in the service
 * worker, and — in the app — in a dedicated worker (pull-worker.ts), so parsing and storing a big
 * group's pages never holds the screen still.
 */
import type { PullResponse } from '../../shared/sync-protocol';
import type { DeviceDb } from '../data/db';
import { applyPullPage, readCursor } from './apply-pull';
import { HttpFailure } from './http-failure';

/**
 * Rows in the first page of a first pull (cursor 0), besides its snapshot of groups, purses,
 * members and partners: few, so the dashboard's figures land after one small page rather than
 * after 2,000 rows of history are parsed and written.
 */
export const FIRST_PAGE_ROWS = 100;

/** The pull request for a cursor (and the first pull's snapshot while it runs). */
export function pullPath(since: number, snapshot: number | undefined): string {
  if (since === 0) return `/api/sync?since=0&limit=${FIRST_PAGE_ROWS}`;
  return snapshot === undefined ? `/api/sync?since=${since}` : `/api/sync?since=${since}&snapshot=${snapshot}`;
}

/** A GET of a path on the server, with the session's cookie. */
export type PullRequest = (path: string) => Promise<Response>;

/**
 * Pulls until the server has nothing more; returns the pages applied. Throws HttpFailure on a
 * refusal (409 when a page speaks another protocol than `protocol`, SYNC_PROTOCOL_VERSION: given
 * by the caller, so the worker does not load shared/sync-protocol's schemas with it), and what
 * fetch throws when no answer came.
 */
export async function pullAll(db: DeviceDb, userId: string, protocol: number, request: PullRequest): Promise<number> {
  let pages = 0;
  // A first pull in progress (possibly resumed after a crash) names its snapshot: see apply-pull.
  const held = await db.meta.get('snapshot');
  let next: Promise<Response> | null = null;
  for (;;) {
    const response = await (next ?? request(pullPath(await readCursor(db), held?.key === 'snapshot' ? held.value : undefined)));
    if (!response.ok) throw new HttpFailure(response.status);
    const page = (await response.json()) as PullResponse;
    if (page.protocol !== protocol) throw new HttpFailure(409);
    // Ask for the next page while this one is written: the server and the network work while
    // the phone does. Safe: a pull only reads, and pages are still applied one after another,
    // each with its cursor; if this one fails to apply, the next answer is dropped unread.
    next = page.hasMore ? request(pullPath(page.cursor, page.snapshot ?? (held?.key === 'snapshot' ? held.value : undefined))) : null;
    next?.catch(() => {});
    await applyPullPage(db, page, userId);
    pages += 1;
    if (!page.hasMore) return pages;
  }
}
