import { describe, expect, it } from 'vitest';
import { contributionRow } from '../features/contributions/review/test-fixtures';
import { groupRow, memberRow, purseRow } from '../features/updates/notifications/test-rows';
import { loadMyDues, loadPurseStanding } from './purse-dues';
import { freshDeviceDbs } from './test-db';

const freshDb = freshDeviceDbs();
const levy = purseRow('p1', { groupId: 'g1', amountPerMemberKobo: 2_000_000 });

async function seed(rows: { contributions?: ReturnType<typeof contributionRow>[]; partnerOf?: string } = {}) {
  const db = freshDb();
  await db.groups.put(groupRow('g1', { adminId: 'u-admin' }));
  await db.projects.put(levy);
  await db.members.bulkPut([memberRow('u-kemi', 'Kemi Bello', { groupId: 'g1' }), memberRow('u-tunde', 'Tunde Ade', { groupId: 'g1' })]);
  if (rows.partnerOf) await db.partners.put({ id: 'pa1', groupId: 'g1', userId: rows.partnerOf, fullName: 'Pat', username: 'pat', assignedAt: '2025-01-01T00:00:00.000Z', deleted: false, revision: 1 });
  await db.contributions.bulkPut(rows.contributions ?? []);
  return db;
}

describe('loadPurseStanding: what the phone may say of a purse', () => {
  const contributions = [
    contributionRow('c1', { userId: 'u-kemi', projectId: 'p1', status: 'confirmed', amountKobo: 1_000_000 }),
    contributionRow('c2', { userId: 'u-tunde', projectId: 'p1', status: 'rejected', amountKobo: 2_000_000 }),
  ];

  it('shows the admin the whole group, from confirmed money only', async () => {
    const view = await loadPurseStanding(await seed({ contributions }), levy, 'u-admin');
    expect(view?.kind).toBe('group');
    if (view?.kind !== 'group') return;
    expect(view.dues.part.map((p) => [p.userId, p.leftKobo])).toEqual([['u-kemi', 1_000_000]]);
    expect(view.dues.none.map((p) => p.userId)).toEqual(['u-tunde']);
    expect(view.dues).toMatchObject({ everyonePaid: false, leftKobo: 3_000_000, members: 2 });
  });

  it('shows a partner the whole group too', async () => {
    expect((await loadPurseStanding(await seed({ contributions, partnerOf: 'u-pat' }), levy, 'u-pat'))?.kind).toBe('group');
  });

  it('shows a member only themselves', async () => {
    const view = await loadPurseStanding(await seed({ contributions }), levy, 'u-kemi');
    expect(view).toEqual({ kind: 'mine', dues: expect.objectContaining({ state: 'part', confirmedKobo: 1_000_000, leftKobo: 1_000_000 }) });
  });

  it('counts an admin decision made on this phone at once', async () => {
    const db = await seed({ contributions: [contributionRow('c3', { userId: 'u-kemi', projectId: 'p1', status: 'pending', amountKobo: 2_000_000 })] });
    await db.outbox.add({ id: 'd1', type: 'contribution.confirm', payload: { contributionId: 'c3' }, label: 'Confirm', target: { table: 'contributions', id: 'c3' }, createdAt: '2025-03-02T00:00:00.000Z', status: 'queued', attempts: 0 } as never);
    const view = await loadPurseStanding(db, levy, 'u-kemi');
    expect(view?.kind === 'mine' && view.dues.state).toBe('in-full');
  });
});

describe('loadMyDues: the member dashboard\'s purses', () => {
  it('lists the active purses of the groups the member belongs to, with where they stand', async () => {
    const db = await seed({ contributions: [contributionRow('c1', { userId: 'u-kemi', projectId: 'p1', status: 'confirmed', amountKobo: 500_000 })] });
    await db.projects.put(purseRow('p2', { groupId: 'g1', status: 'completed', amountPerMemberKobo: 100 }));
    const mine = await loadMyDues(db, 'u-kemi');
    expect(mine.map((p) => [p.project.id, p.dues.state, p.dues.leftKobo])).toEqual([['p1', 'part', 1_500_000]]);
    expect(await loadMyDues(db, 'u-nobody')).toEqual([]);
  });
});
