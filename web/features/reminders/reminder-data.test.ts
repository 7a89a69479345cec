import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDeviceDbs } from '../../data/test-db';
import { contributionRow, decisionEntry } from '../contributions/review/test-fixtures';
import { groupRow, memberRow, purseRow } from '../updates/notifications/test-rows';
import { loadPursePayers, loadReminderPurses } from './reminder-data';

const freshDb = freshDeviceDbs('u-admin');

describe('Send Reminders data', () => {
  it('offers the purses of the admin’s own groups, by group name', async () => {
    const db = freshDb();
    await db.groups.bulkAdd([groupRow('g1', { name: 'Zoo Friends' }), groupRow('g2', { name: 'Ajo Circle' }), groupRow('g3', { adminId: 'someone-else' })]);
    await db.projects.bulkAdd([
      purseRow('p1', { groupId: 'g1' }),
      purseRow('p2', { groupId: 'g2', createdAt: '2025-02-01T00:00:00.000Z' }),
      purseRow('p3', { groupId: 'g2', createdAt: '2025-01-01T00:00:00.000Z' }),
      purseRow('p4', { groupId: 'g3' }),
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
    expect(payers.paid).toEqual([]);
    expect(payers.awaiting.map((m) => m.fullName)).toEqual(['Kemi Bello']);
    expect(payers.unpaid.map((m) => m.fullName)).toEqual(['Chidi Obi']);
  });

  it('counts the admin’s decisions made on this phone at once: a confirmed payment is paid and collected, a rejected one is not', async () => {
    const db = freshDb();
    await db.groups.add(groupRow('g1'));
    await db.projects.add(purseRow('p1', { collectedAmountKobo: 100_000 }));
    await db.members.bulkAdd([memberRow('u-kemi', 'Kemi Bello'), memberRow('u-chidi', 'Chidi Obi')]);
    await db.contributions.bulkAdd([
      contributionRow('c1', { userId: 'u-kemi', amountKobo: 500_000 }),
      contributionRow('c2', { userId: 'u-chidi', amountKobo: 700_000 }),
    ]);
    await db.outbox.bulkAdd([decisionEntry('c1', 'confirm', { seq: undefined }), decisionEntry('c2', 'reject', { seq: undefined })]);

    const payers = await loadPursePayers(db, { id: 'p1', groupId: 'g1' });
    expect(payers.paid.map((m) => [m.fullName, m.confirmedKobo])).toEqual([['Kemi Bello', 500_000]]);
    expect(payers.unpaid.map((m) => m.fullName)).toEqual(['Chidi Obi']);
    const [option] = await loadReminderPurses(db, 'u-admin');
    expect(option).toMatchObject({ project: { collectedAmountKobo: 600_000 }, unsyncedKobo: 500_000 });
  });
});
