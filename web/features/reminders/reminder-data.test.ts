import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDeviceDbs } from '../../data/test-db';
import { contributionRow } from '../review/test-fixtures';
import { groupRow, memberRow, projectRow } from '../notifications/test-rows';
import { loadPursePayers, loadReminderPurses } from './reminder-data';

const freshDb = freshDeviceDbs('u-admin');

describe('Send Reminders data', () => {
  it('offers the purses of the admin’s own groups, by group name', async () => {
    const db = freshDb();
    await db.groups.bulkAdd([groupRow('g1', { name: 'Zoo Friends' }), groupRow('g2', { name: 'Ajo Circle' }), groupRow('g3', { adminId: 'someone-else' })]);
    await db.projects.bulkAdd([
      projectRow('p1', { groupId: 'g1' }),
      projectRow('p2', { groupId: 'g2', createdAt: '2025-02-01T00:00:00.000Z' }),
      projectRow('p3', { groupId: 'g2', createdAt: '2025-01-01T00:00:00.000Z' }),
      projectRow('p4', { groupId: 'g3' }),
    ]);
    expect((await loadReminderPurses(db, 'u-admin')).map((option) => option.project.id)).toEqual(['p3', 'p2', 'p1']);
  });

  it('splits the purse’s group members by whether they contributed to it', async () => {
    const db = freshDb();
    await db.members.bulkAdd([memberRow('u-kemi', 'Kemi Bello'), memberRow('u-chidi', 'Chidi Obi'), memberRow('u-other', 'Other Group', { groupId: 'g2' })]);
    await db.contributions.bulkAdd([
      contributionRow('c1', { userId: 'u-kemi', status: 'pending' }),
      contributionRow('c2', { userId: 'u-chidi', projectId: 'p2', status: 'confirmed' }),
    ]);
    const payers = await loadPursePayers(db, { id: 'p1', groupId: 'g1' });
    expect(payers.paid.map((m) => m.fullName)).toEqual(['Kemi Bello']);
    expect(payers.unpaid.map((m) => m.fullName)).toEqual(['Chidi Obi']);
  });
});
