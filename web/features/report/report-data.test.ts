import { describe, expect, it } from 'vitest';
import { freshDeviceDbs } from '../../data/test-db';
import type { LocalHistoryEntry, LocalPartner, LocalPayout } from '../../data/db';
import { groupRow, memberRow, purseRow } from '../updates/notifications/test-rows';
import { contributionRow } from '../contributions/review/test-fixtures';
import { defaultReportGroup, loadReportGroups, loadStatementInput, makeStatement, type ReportGroup } from './report-data';

const freshDb = freshDeviceDbs('u-admin');
const all = { from: null, to: null };

const payout = (id: string, extra: Partial<LocalPayout> = {}): LocalPayout => ({
  id,
  groupId: 'g1',
  projectId: 'p1',
  amountKobo: 200_000,
  recipient: 'Mama Put',
  purpose: 'Food',
  paidAt: '2025-03-05T00:00:00.000Z',
  proofSha256: null,
  status: 'approved',
  recordedBy: 'u-admin',
  recordedByName: 'Ada Obi',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  rejectionReason: null,
  createdAt: '2025-03-05T10:00:00.000Z',
  revision: 1,
  ...extra,
});
const partner = (userId: string, extra: Partial<LocalPartner> = {}): LocalPartner => ({
  id: `pa-${userId}`,
  groupId: 'g1',
  userId,
  fullName: 'Pat Partner',
  username: 'pat',
  assignedAt: '2025-01-04T00:00:00.000Z',
  deleted: false,
  revision: 1,
  ...extra,
});
const entry = (seq: number, hash: string): LocalHistoryEntry => ({
  id: `h${seq}`,
  groupId: 'g1',
  seq,
  type: 'member.joined',
  actorId: 'u1',
  actorName: 'Kemi',
  subjectId: 'u1',
  subjectName: 'Kemi',
  at: '2025-03-01T10:00:00.000Z',
  data: null,
  dataHash: 'x',
  prevHash: 'y',
  hash,
  revision: seq,
});

async function seed() {
  const db = freshDb();
  await db.groups.bulkPut([groupRow('g1', { name: 'Ajo Circle', showMemberAmounts: false }), groupRow('g2', { name: 'Bola Fund', adminId: 'u-bola' }), groupRow('g3', { name: 'Class of 2010', adminId: 'u-bola' })]);
  await db.projects.bulkPut([purseRow('p1', { name: 'Xmas' }), purseRow('p2', { name: 'Rent', groupId: 'g2' })]);
  await db.partners.bulkPut([partner('u-admin', { id: 'pa-g2', groupId: 'g2' }), partner('u-admin', { id: 'pa-g3', groupId: 'g3', deleted: true })]);
  await db.members.bulkPut([memberRow('u-kemi', 'Kemi Bello'), memberRow('u-tunde', 'Tunde Ade'), memberRow('u-admin', 'Ada Obi', { groupId: 'g3', id: 'm-g3' })]);
  await db.contributions.bulkPut([
    contributionRow('c1', { userId: 'u-kemi', userFullName: 'Kemi Bello', status: 'confirmed', amountKobo: 500_000, decidedAt: '2025-03-02T10:00:00.000Z' }),
    contributionRow('c2', { userId: 'u-tunde', userFullName: 'Tunde Ade', status: 'pending', amountKobo: 300_000 }),
  ]);
  await db.payouts.put(payout('po1'));
  await db.history.bulkPut([entry(1, 'aaaa1111'.padEnd(64, '0')), entry(2, 'bbbb2222'.padEnd(64, '0'))]);
  return db;
}

describe('the report’s rows from the phone', () => {
  it('lists every group with the user’s part in it, by name: admin, partner, and member once a partner is removed', async () => {
    const db = await seed();
    const groups = await loadReportGroups(db, 'u-admin');
    expect(groups.map((g) => [g.group.name, g.role, g.projects.map((p) => p.name)])).toEqual([
      ['Ajo Circle', 'admin', ['Xmas']],
      ['Bola Fund', 'partner', ['Rent']],
      ['Class of 2010', 'member', []],
    ]);
  });

  it('gives the admin every payment, payout, member and partner, all amounts, and the check code of the newest entry', async () => {
    const db = await seed();
    const [ajo] = await loadReportGroups(db, 'u-admin');
    const input = await loadStatementInput(db, ajo!, 'u-admin', all, '2025-03-10T10:00:00.000Z');
    expect(input.checkCode).toBe('bbbb2222');
    expect(input.showMemberAmounts).toBe(true);
    const s = makeStatement(input, 'p1');
    expect(s.totals).toMatchObject({ inKobo: 500_000, outKobo: 200_000, closingKobo: 300_000, pendingInKobo: 300_000 });
    expect(s.defaulters.map((d) => d.name)).toEqual(['Tunde Ade']);
    expect(makeStatement(input, 'all').kind).toBe('group');
  });

  it('gives a member only their own payments and no payouts, with their own amounts, in a group that shows only totals', async () => {
    const db = await seed();
    const kemi = { group: groupRow('g1', { name: 'Ajo Circle', showMemberAmounts: false }), role: 'member' as const, projects: [purseRow('p1', { name: 'Xmas' })], lastMoneyAt: null };
    const input = await loadStatementInput(db, kemi, 'u-kemi', all, '2025-03-10T10:00:00.000Z');
    expect(input.contributions.map((c) => c.id)).toEqual(['c1']);
    expect(input.payouts).toEqual([]);
    expect(input.showMemberAmounts).toBe(false);
    const s = makeStatement(input, 'p1');
    expect(s.movements.map((m) => m.amountKobo)).toEqual([500_000]);
    expect(s.totals.closingKobo).toBe(500_000);
  });

  it('notes when each group’s counted money last came in: anyone’s for the admin, only their own for a member', async () => {
    const db = await seed();
    await db.contributions.bulkPut([
      contributionRow('c3', { groupId: 'g3', userId: 'u-kemi', status: 'confirmed', decidedAt: '2025-04-01T10:00:00.000Z' }),
      contributionRow('c4', { groupId: 'g3', userId: 'u-admin', status: 'reversed', decidedAt: '2025-04-02T10:00:00.000Z' }),
    ]);
    const groups = await loadReportGroups(db, 'u-admin');
    expect(groups.map((g) => [g.group.name, g.lastMoneyAt])).toEqual([
      ['Ajo Circle', '2025-03-02T10:00:00.000Z'],
      ['Bola Fund', null],
      // A member: Kemi's payment is not theirs, and their own was reversed.
      ['Class of 2010', null],
    ]);
    expect(defaultReportGroup(groups)?.group.name).toBe('Ajo Circle');
  });
});

describe('the group the report opens on', () => {
  const report = (name: string, createdAt: string, lastMoneyAt: string | null): ReportGroup => ({
    group: groupRow(name, { name, createdAt }),
    role: 'member',
    projects: [],
    lastMoneyAt,
  });

  it.each([
    ['the group with money, not the newest at ₦0', [report('Old', '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z'), report('New', '2025-06-01T00:00:00Z', null)], 'Old'],
    ['of two with money, the one whose money came in last', [report('A', '2025-01-01T00:00:00Z', '2025-05-01T00:00:00Z'), report('B', '2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z')], 'A'],
    ['with no money anywhere, the newest group', [report('Old', '2025-01-01T00:00:00Z', null), report('New', '2025-06-01T00:00:00Z', null)], 'New'],
    ['a single group', [report('Only', '2025-01-01T00:00:00Z', null)], 'Only'],
  ])('is %s', (_, groups, expected) => {
    expect(defaultReportGroup(groups)?.group.name).toBe(expected);
  });

  it('is none when the phone holds no group', () => {
    expect(defaultReportGroup([])).toBeUndefined();
  });
});
