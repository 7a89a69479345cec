import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, type ContributionRow, type NotificationRow, type PullResponse } from '../../shared/sync-protocol';
import type { DeviceDb, LocalContribution } from '../data/db';
import { loadPurseOverlay, overlaidPurse } from '../data/decision-overlay';
import { markNotificationRead } from '../data/notification-writes';
import { freshDeviceDbs } from '../data/test-db';
import { contributionRow } from '../features/contributions/review/test-fixtures';
import { purseRow } from '../features/updates/notifications/test-rows';
import { applyPullPage } from './apply-pull';

const userId = 'u-member';
const freshDb = freshDeviceDbs(userId);

function page(rows: Partial<Omit<PullResponse, 'protocol' | 'cursor' | 'hasMore' | 'scope'>>, cursor = 10): PullResponse {
  return {
    protocol: SYNC_PROTOCOL_VERSION, cursor, hasMore: false,
    groups: [], projects: [], members: [], partners: [], contributions: [], notifications: [], groupUpdates: [], payouts: [], history: [],
    scope: { visible: ['g1'], full: [] },
    ...rows,
  };
}

const approved = (revision: number, read = false): NotificationRow => ({
  id: 'n1', userId, groupId: 'g1', type: 'payment_approved', title: 'Payment approved', message: '₦5,000 to Xmas Party',
  contributionId: 'c1', projectId: 'p1', read, createdAt: '2026-11-20T10:00:00.000Z', revision,
});

async function readOffline(db: DeviceDb): Promise<void> {
  await applyPullPage(db, page({ notifications: [approved(4)] }, 4), userId);
  await markNotificationRead(db, (await db.notifications.get('n1'))!);
}

describe('applying a pulled page', () => {
  it('keeps a change the user made while its outbox entry is still queued, over the pulled row', async () => {
    const db = freshDb();
    await readOffline(db);
    // The pull runs before the queued 'read' reached the server: its copy still says unread.
    await applyPullPage(db, page({ notifications: [approved(7, false)] }), userId);
    expect(await db.notifications.get('n1')).toMatchObject({ read: true, _pending: 1 });
  });

  it('takes the pulled row once the change is no longer queued', async () => {
    const db = freshDb();
    await readOffline(db);
    await db.outbox.clear();
    await applyPullPage(db, page({ notifications: [approved(8, true)] }), userId);
    const row = await db.notifications.get('n1');
    expect(row).toMatchObject({ read: true, revision: 8 });
    expect(row?._pending).toBeUndefined();
  });

  it('still lands the server row of a contribution whose decision waits in the outbox (decisions overlay the row)', async () => {
    const db = freshDb();
    await db.outbox.add({
      id: 'm1', type: 'contribution.confirm', payload: { contributionId: 'c1' }, label: 'Confirm', target: { table: 'contributions', id: 'c1' },
      createdAt: '2026-11-20T10:00:00.000Z', status: 'queued', attempts: 0,
    });
    const contribution: ContributionRow = {
      id: 'c1', groupId: 'g1', projectId: null, userId, userFullName: 'Kemi Bello', userName: 'kemi', amountKobo: 500_000, status: 'pending',
      description: null, transactionRef: null, paymentType: 'bank_transfer', paymentNotes: null, adminNotes: null, possibleDuplicate: false, receiptCheck: null,
      proofSha256: null, createdAt: '2026-11-20T09:00:00.000Z', decidedAt: null, recordedBy: null, reversalReason: null, reversedAt: null, revision: 9,
    };
    await applyPullPage(db, page({ contributions: [contribution] }), userId);
    expect(await db.contributions.get('c1')).toMatchObject({ status: 'pending', revision: 9 });
  });
});

describe('a first pull with a snapshot', () => {
  it('keeps the snapshot with the cursor until the last page, so a pull cut halfway resumes with it', async () => {
    const db = await freshDb();
    await applyPullPage(db, { ...page({}, 5), hasMore: true, snapshot: 40 }, userId);
    expect(await db.meta.get('snapshot')).toEqual({ key: 'snapshot', value: 40 });
    await applyPullPage(db, { ...page({}, 9), hasMore: true }, userId);
    expect(await db.meta.get('snapshot')).toEqual({ key: 'snapshot', value: 40 });
    await applyPullPage(db, page({}, 60), userId);
    expect(await db.meta.get('snapshot')).toBeUndefined();
  });
});

describe("the purse's total after a pull, with the payments it pulled", () => {
  // Kemi's ₦5,000, confirmed at revision 14 with the purse's total (revision 15); her receipt
  // check finished later and changed her row again (revision 20).
  const kemi = (extra: Partial<LocalContribution>) => contributionRow('c1', { userId: 'u-kemi', projectId: 'p1', amountKobo: 500_000, ...extra });
  const purse = (revision: number, collectedAmountKobo: number) => purseRow('p1', { revision, collectedAmountKobo });
  // The admin's device: every member's rows of the group are in scope.
  const adminPage = (rows: Parameters<typeof page>[0], cursor: number, hasMore = false): PullResponse => ({ ...page(rows, cursor), hasMore, scope: { visible: ['g1'], full: ['g1'] } });
  const shownTotal = async (db: DeviceDb) => overlaidPurse((await db.projects.get('p1'))!, await loadPurseOverlay(db, 'p1')).project.collectedAmountKobo;

  it.each([
    ['confirmed on this phone (the server applied it)', kemi({ status: 'confirmed', _decided: 1, revision: 9 })],
    ['confirmed by another admin while it was pending here', kemi({ status: 'pending', revision: 9 })],
  ])('counts a payment %s once when its row changed again after the confirmation', async (_, stored) => {
    const db = freshDb();
    await db.contributions.put(stored);
    await applyPullPage(db, adminPage({ projects: [purse(15, 500_000)], contributions: [kemi({ status: 'confirmed', revision: 20 })] }, 20), userId);
    expect(await shownTotal(db)).toBe(500_000);
  });

  it('adds a confirmation whose total is on a later page until that page lands, then counts it once', async () => {
    const db = freshDb();
    await db.projects.put(purse(8, 0));
    await db.contributions.put(kemi({ status: 'pending', revision: 9 }));
    await applyPullPage(db, adminPage({ contributions: [kemi({ status: 'confirmed', revision: 14 })] }, 14, true), userId);
    expect(await shownTotal(db)).toBe(500_000);
    await applyPullPage(db, adminPage({ projects: [purse(15, 500_000)], contributions: [kemi({ status: 'confirmed', revision: 20 })] }, 20), userId);
    expect(await shownTotal(db)).toBe(500_000);
  });

  it('clears on the last page the mark an earlier page of the pull left', async () => {
    const db = freshDb();
    await db.contributions.put(kemi({ status: 'pending', revision: 9 }));
    // The first page brings both, her row already changed after the confirmation.
    await applyPullPage(db, adminPage({ projects: [purse(15, 500_000)], contributions: [kemi({ status: 'confirmed', revision: 20 })] }, 20, true), userId);
    await applyPullPage(db, adminPage({}, 30), userId);
    expect(await db.contributions.get('c1')).not.toHaveProperty('_confirmedRev');
    expect(await shownTotal(db)).toBe(500_000);
  });
});
