import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDeviceDbs } from '../../../data/test-db';
import { markNotificationRead } from '../../../data/notification-writes';
import { contributionRow, decisionEntry } from '../../contributions/review/test-fixtures';
import { loadAdminNotifications, loadNotificationViews, openableContributionIds } from './notification-data';
import { groupRow, notificationRow } from './test-rows';

const freshDb = freshDeviceDbs('u-admin');

describe('loadNotificationViews', () => {
  it('lists newest first with the group name joined, and no name for a group not on the phone', async () => {
    const db = freshDb();
    await db.groups.add(groupRow('g1', { name: 'Ajo Circle' }));
    await db.notifications.bulkAdd([
      notificationRow('n1', { createdAt: '2025-03-01T10:00:00.000Z' }),
      notificationRow('n2', { createdAt: '2025-03-03T10:00:00.000Z', groupId: 'gone' }),
      notificationRow('n3', { createdAt: '2025-03-02T10:00:00.000Z', groupId: null }),
    ]);
    const views = await loadNotificationViews(db);
    expect(views.map((view) => [view.row.id, view.groupName])).toEqual([
      ['n2', ''],
      ['n3', ''],
      ['n1', 'Ajo Circle'],
    ]);
  });
});

describe('loadAdminNotifications', () => {
  it('counts unread, lists pending payments of the admin’s own groups and knows which payments open', async () => {
    const db = freshDb();
    await db.groups.bulkAdd([groupRow('g1'), groupRow('g2', { adminId: 'someone-else' })]);
    await db.contributions.bulkAdd([
      contributionRow('c1', { groupId: 'g1', createdAt: '2025-03-01T10:00:00.000Z' }),
      contributionRow('c2', { groupId: 'g1', createdAt: '2025-03-02T10:00:00.000Z' }),
      contributionRow('c3', { groupId: 'g1', status: 'confirmed' }),
      contributionRow('c4', { groupId: 'g2' }),
    ]);
    await db.notifications.bulkAdd([notificationRow('n1'), notificationRow('n2', { read: true }), notificationRow('n3')]);

    const data = await loadAdminNotifications(db, 'u-admin');
    expect(data.unread).toBe(2);
    expect(data.pending.map((view) => view.row.id)).toEqual(['c2', 'c1']);
    expect([...data.known].sort()).toEqual(['c1', 'c2', 'c3']);
  });

  it('drops a payment decided on this phone from the pending approvals', async () => {
    const db = freshDb();
    await db.groups.add(groupRow('g1'));
    await db.contributions.bulkAdd([contributionRow('c1'), contributionRow('c2')]);
    await db.outbox.add(decisionEntry('c1', 'confirm', { seq: undefined }));
    const data = await loadAdminNotifications(db, 'u-admin');
    expect(data.pending.map((view) => view.row.id)).toEqual(['c2']);
  });

  it('counts one fewer unread once a notification is marked read here', async () => {
    const db = freshDb();
    await db.notifications.bulkAdd([notificationRow('n1'), notificationRow('n2')]);
    const [first] = await loadNotificationViews(db);
    await markNotificationRead(db, first!.row);
    expect((await loadAdminNotifications(db, 'u-admin')).unread).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('openableContributionIds', () => {
  it('gives an admin the payments of the groups they own, and a member their own', async () => {
    const db = freshDb();
    await db.groups.bulkAdd([groupRow('g1'), groupRow('g2', { adminId: 'someone-else' })]);
    await db.contributions.bulkAdd([
      contributionRow('c1', { groupId: 'g1', userId: 'u-kemi' }),
      contributionRow('c2', { groupId: 'g2', userId: 'u-kemi' }),
      contributionRow('c3', { groupId: 'g2', userId: 'u-tunde' }),
    ]);
    expect([...(await openableContributionIds(db, { id: 'u-admin', role: 'admin' }))]).toEqual(['c1']);
    expect([...(await openableContributionIds(db, { id: 'u-kemi', role: 'member' }))].sort()).toEqual(['c1', 'c2']);
  });

  it("gives a member every payment of a group they are a partner of, and none of a group they were removed from", async () => {
    const db = freshDb();
    await db.groups.bulkAdd([groupRow('g1'), groupRow('g2'), groupRow('g3')]);
    await db.contributions.bulkAdd([
      contributionRow('c1', { groupId: 'g1', userId: 'u-kemi' }),
      contributionRow('c2', { groupId: 'g2', userId: 'u-tunde' }),
      contributionRow('c3', { groupId: 'g3', userId: 'u-tunde' }),
    ]);
    const partner = (id: string, groupId: string, deleted: boolean) => ({ id, groupId, userId: 'u-kemi', fullName: 'Kemi', username: 'kemi', assignedAt: '2025-01-01T00:00:00.000Z', deleted, revision: 1 });
    await db.partners.bulkAdd([partner('p2', 'g2', false), partner('p3', 'g3', true)]);
    expect([...(await openableContributionIds(db, { id: 'u-kemi', role: 'member' }))].sort()).toEqual(['c1', 'c2']);
  });
});
