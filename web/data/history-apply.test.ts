import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { canonicalJson, entryHashInput, GENESIS_HASH, verifyChain, webSha256 } from '../../shared/history';
import { historyKey, isCheckpoint } from '../../shared/history-wire';
import { SYNC_PROTOCOL_VERSION, type HistoryRow, type HistoryWireRow, type PullResponse } from '../../shared/sync-protocol';
import { applyPullPage } from '../sync/apply-pull';
import { openDeviceDb } from './db';
import { freshDeviceDbs } from './test-db';

const freshDb = freshDeviceDbs('u-admin');

/** A server's chain of `n` entries in group g1. */
async function serverChain(n: number): Promise<HistoryRow[]> {
  const rows: HistoryRow[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq += 1) {
    const data = canonicalJson({ amountKobo: seq, contributionId: `c${seq}` });
    const body = { groupId: 'g1', seq, type: 'contribution.submitted' as const, actorId: 'u1', subjectId: 'u1', at: '2026-11-01T10:00:00.000Z', dataHash: await webSha256(data), prevHash };
    const hash = await webSha256(entryHashInput(body));
    rows.push({ ...body, id: `server-${seq}`, actorName: 'Kemi', subjectName: 'Kemi', data, hash, revision: seq });
    prevHash = hash;
  }
  return rows;
}

const wire = (rows: HistoryRow[]): HistoryWireRow[] => {
  const newest = Math.max(...rows.map((r) => r.seq));
  return rows.map(({ id: _i, revision: _r, prevHash: _p, dataHash: _d, hash, ...r }) => ({ ...r, ...(isCheckpoint(r.seq, newest) ? { hash } : {}) }));
};
const page = (history: HistoryWireRow[], cursor: number, hasMore: boolean): PullResponse => ({
  protocol: SYNC_PROTOCOL_VERSION, cursor, hasMore,
  groups: [], projects: [], members: [], partners: [], contributions: [], notifications: [], groupUpdates: [], payouts: [], history,
  scope: { visible: ['g1'], full: ['g1'] },
});

describe('history rows onto the device', () => {
  it('stores the whole chain the server holds from slim rows over two pages, keyed by group and seq', async () => {
    const db = freshDb();
    const server = await serverChain(130);
    await applyPullPage(db, page(wire(server.slice(0, 70)), 70, true), 'u-admin');
    await applyPullPage(db, page(wire(server.slice(70)), 130, false), 'u-admin');
    const stored = await db.history.where('[groupId+seq]').between(['g1', -Infinity], ['g1', Infinity]).toArray();
    expect(stored.map((e) => [e.id, e.dataHash, e.prevHash, e.hash])).toEqual(server.map((r) => [historyKey('g1', r.seq), r.dataHash, r.prevHash, r.hash]));
    expect(await verifyChain(stored, webSha256)).toMatchObject({ ok: true, entries: 130 });
  });

  it('re-keys entries stored before protocol 6 by group and seq when the database opens', async () => {
    const name = `test-upgrade-${crypto.randomUUID()}`;
    const old = new Dexie(name);
    old.version(4).stores({ groups: 'id, adminId', history: 'id, groupId, [groupId+seq]' });
    const server = await serverChain(3);
    await old.table('history').bulkPut(server);
    old.close();
    const db = openDeviceDb('u-admin', name);
    try {
      const stored = await db.history.toArray();
      expect(stored.map((e) => e.id).sort()).toEqual(['g1:1', 'g1:2', 'g1:3']);
      // A pull that sends the same entries again replaces them rather than adding twins.
      await applyPullPage(db, page(wire(server), 3, false), 'u-admin');
      expect(await db.history.count()).toBe(3);
    } finally {
      await db.delete();
    }
  });
});
