import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, type PullResponse } from '../../shared/sync-protocol';
import { freshDeviceDbs } from '../data/test-db';
import { readCursor } from './apply-pull';
import { createSyncEngine, FIRST_PAGE_ROWS } from './engine';

const userId = 'u-admin';
const freshDb = freshDeviceDbs(userId);

function page(cursor: number, hasMore: boolean, snapshot?: number): PullResponse {
  return {
    protocol: SYNC_PROTOCOL_VERSION, cursor, hasMore, ...(snapshot ? { snapshot } : {}),
    groups: [], projects: [], members: [], partners: [], contributions: [], notifications: [], groupUpdates: [], payouts: [], history: [],
    scope: { visible: [], full: [] },
  };
}

describe("the engine's first pull", () => {
  it('asks for a small first page, then follows with the cursor and snapshot, asking for each page while the previous one is written', async () => {
    const db = freshDb();
    const pages = new Map([
      [0, page(5, true, 50)],
      [5, page(90, true, 50)],
      [90, page(120, false)],
    ]);
    const asked: { path: string; storedCursor: number }[] = [];
    const engine = createSyncEngine({
      db,
      userId,
      fetch: async (input) => {
        const url = new URL(String(input), 'http://phone');
        // What the device held when this page was asked for.
        asked.push({ path: `${url.pathname}${url.search}`, storedCursor: await readCursor(db) });
        const since = Number(url.searchParams.get('since'));
        return new Response(JSON.stringify(pages.get(since) ?? page(since, false)), { status: 200 });
      },
    });
    expect(await engine.syncNow()).toMatchObject({ ok: true, pulledPages: 3 });
    engine.stop();
    expect(asked.map((a) => a.path)).toEqual([`/api/sync?since=0&limit=${FIRST_PAGE_ROWS}`, '/api/sync?since=5&snapshot=50', '/api/sync?since=90&snapshot=50']);
    // Each next page was asked for before the page before it was stored.
    expect(asked.map((a) => a.storedCursor)).toEqual([0, 0, 5]);
    expect(await readCursor(db)).toBe(120);
    expect(await db.meta.get('snapshot')).toBeUndefined();
  });

  it('resumes a first pull cut halfway from the stored cursor with its snapshot', async () => {
    const db = freshDb();
    await db.meta.bulkPut([{ key: 'cursor', value: 5 }, { key: 'snapshot', value: 50 }]);
    const asked: string[] = [];
    const engine = createSyncEngine({
      db,
      userId,
      fetch: async (input) => {
        const url = new URL(String(input), 'http://phone');
        asked.push(`${url.pathname}${url.search}`);
        return new Response(JSON.stringify(page(120, false)), { status: 200 });
      },
    });
    expect(await engine.syncNow()).toMatchObject({ ok: true, pulledPages: 1 });
    engine.stop();
    expect(asked).toEqual(['/api/sync?since=5&snapshot=50']);
  });
});
