import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDeviceDbs } from '../../data/test-db';
import { postAnnouncement } from '../../data/notification-writes';
import { contributionRow } from '../contributions/review/test-fixtures';
import { groupRow, groupUpdateRow, notificationRow } from './notifications/test-rows';
import { loadUpdates } from './updates-data';

const admin = { id: 'u-admin', fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348030000001', role: 'admin' as const };
const freshDb = freshDeviceDbs('u-admin');

describe('loadUpdates', () => {
  it('gives the notifications, the announcements newest first with their group, and the group count', async () => {
    const db = freshDb();
    await db.groups.bulkAdd([groupRow('g1', { name: 'Ajo Circle' }), groupRow('g2', { name: 'Old Class', adminId: 'other' })]);
    await db.groupUpdates.bulkAdd([
      groupUpdateRow('a1', { createdAt: '2025-03-01T10:00:00.000Z' }),
      groupUpdateRow('a2', { groupId: 'g2', createdAt: '2025-03-05T10:00:00.000Z' }),
    ]);
    await db.notifications.add(notificationRow('n1', { contributionId: 'c1' }));
    await db.contributions.add(contributionRow('c1', { groupId: 'g1' }));

    const data = await loadUpdates(db, admin);
    expect(data.announcements.map((view) => [view.row.id, view.groupName])).toEqual([
      ['a2', 'Old Class'],
      ['a1', 'Ajo Circle'],
    ]);
    expect(data.notifications.map((view) => view.row.id)).toEqual(['n1']);
    expect(data.groupCount).toBe(2);
    expect([...data.known]).toEqual(['c1']);
  });

  it('shows an announcement posted on this phone at once, flagged not synced', async () => {
    const db = freshDb();
    await db.groups.add(groupRow('g1', { name: 'Ajo Circle' }));
    await postAnnouncement(db, admin, { groupId: 'g1', title: 'Meeting moved', message: 'Saturday, 4 PM', priority: 'high' });
    const [view] = (await loadUpdates(db, admin)).announcements;
    expect(view).toMatchObject({ groupName: 'Ajo Circle', row: { title: 'Meeting moved', priority: 'high', _pending: 1 } });
  });
});
