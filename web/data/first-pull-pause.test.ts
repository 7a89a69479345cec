import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, type ContributionRow, type PullResponse } from '../../shared/sync-protocol';
import { applyPullPage } from '../sync/apply-pull';
import { decideContribution } from './contribution-writes';
import type { DeviceDb } from './db';
import { readOnceDuringFirstPull } from './first-pull-pause';
import { freshDeviceDbs } from './test-db';

const userId = 'u-admin';
const freshDb = freshDeviceDbs(userId);

const contribution = (n: number): ContributionRow => ({
  id: `c${n}`, groupId: 'g1', projectId: 'p1', userId: 'u-member', userFullName: 'Ada Obi', userName: 'ada', amountKobo: 500_000, description: null,
  status: 'pending', transactionRef: `REF${n}`, paymentType: 'bank_transfer', paymentNotes: null, adminNotes: null, possibleDuplicate: false, receiptCheck: null,
  proofSha256: null, createdAt: '2026-11-20T10:00:00.000Z', decidedAt: null, recordedBy: null, reversalReason: null, reversedAt: null, revision: n,
});

/** One page of a first pull: `count` contributions from `from`, the snapshot flag while more follow. */
function page(from: number, count: number, hasMore: boolean): PullResponse {
  const rows = Array.from({ length: count }, (_, i) => contribution(from + i));
  return {
    protocol: SYNC_PROTOCOL_VERSION, cursor: from + count, hasMore, snapshot: 1_000,
    groups: [], projects: [], members: [], partners: [], contributions: rows, notifications: [], groupUpdates: [], payouts: [], history: [],
    scope: { visible: ['g1'], full: ['g1'] },
  };
}

/** A live query over the loader, as useLiveQuery runs it: how often the loader ran, and what it showed last. */
function watch(db: DeviceDb) {
  const seen = { loads: 0, value: -1 };
  const subscription = liveQuery(() =>
    readOnceDuringFirstPull(db, 'count', async () => {
      seen.loads += 1;
      return db.contributions.count();
    }),
  ).subscribe((value) => (seen.value = value));
  return { seen, stop: () => subscription.unsubscribe() };
}

// Lets the live query see a write and run again (fake-indexeddb and Dexie's notifications are async).
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('heavy reads while a first pull runs', () => {
  it('reads once at the snapshot, not after every page, and again after the last page', async () => {
    const db = freshDb();
    const { seen, stop } = watch(db);
    await expect.poll(() => seen.value).toBe(0);
    await applyPullPage(db, page(1, 10, true), userId);
    await expect.poll(() => seen.value).toBe(10); // the first page: the snapshot's picture
    await settle();
    const loads = seen.loads;
    for (let p = 1; p < 5; p++) {
      await applyPullPage(db, page(1 + p * 10, 10, true), userId);
      await settle();
    }
    expect(seen).toEqual({ loads, value: 10 }); // four more pages: not read again
    await applyPullPage(db, page(51, 10, false), userId);
    await expect.poll(() => seen.value).toBe(60); // the last page: read once more, everything
    await settle();
    expect(seen.loads).toBe(loads + 1);
    stop();
  });

  it('reads again at once when the user changes something while the pull runs', async () => {
    const db = freshDb();
    await applyPullPage(db, page(1, 10, true), userId);
    const { seen, stop } = watch(db);
    await settle();
    await applyPullPage(db, page(11, 10, true), userId);
    await expect.poll(() => seen.value).toBe(10);
    await settle();
    const loads = seen.loads;
    await decideContribution(db, (await db.contributions.get('c1'))!, { action: 'confirm' });
    await expect.poll(() => seen.value).toBe(20);
    await settle();
    expect(seen.loads).toBe(loads + 1);
    stop();
  });

  it('waits for a read still under way rather than reading again beside it', async () => {
    const db = freshDb();
    await applyPullPage(db, page(1, 10, true), userId);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return db.contributions.count();
    };
    // Each page's wake-up while the first read runs asks again (a read takes several pages' time).
    const values = await Promise.all([1, 2, 3].map(() => readOnceDuringFirstPull(db, 'count', load)));
    expect(values).toEqual([10, 10, 10]);
    expect(loads).toBe(1);
  });

  it('reads every change as usual once no first pull runs', async () => {
    const db = freshDb();
    const { seen, stop } = watch(db);
    await applyPullPage(db, page(1, 10, false), userId);
    await expect.poll(() => seen.value).toBe(10);
    await settle();
    const loads = seen.loads;
    await applyPullPage(db, page(11, 10, false), userId);
    await expect.poll(() => seen.value).toBe(20);
    await settle();
    expect(seen).toEqual({ loads: loads + 1, value: 20 });
    stop();
  });
});
