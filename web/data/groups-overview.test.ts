import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDeviceDb, type DeviceDb, type LocalGroup, type LocalMember, type LocalPurse } from './db';
import { decideContribution } from './contribution-writes';
import { contributionRow } from '../features/contributions/review/test-fixtures';
import { loadGroupsOverview } from './groups-overview';

let db: DeviceDb;
let n = 0;

afterEach(async () => {
  await db.delete();
});

function freshDb(): DeviceDb {
  db = openDeviceDb('u', `overview-test-${++n}`);
  return db;
}

function group(id: string, adminId: string, createdAt: string, extra: Partial<LocalGroup> = {}): LocalGroup {
  return {
    id, name: `Group ${id}`, description: null, whatsappLink: null, registrationLink: `link-${id}`, customSlug: null,
    status: 'active', showMemberAmounts: true, receiptMaxAgeDays: 14, adminId, adminName: 'Ada', memberCount: 0, createdAt, revision: 1, ...extra,
  };
}

function project(id: string, groupId: string, createdAt: string): LocalPurse {
  return {
    id, groupId, name: `Purse ${id}`, description: null, targetAmountKobo: 100_000, collectedAmountKobo: 0, paidOutAmountKobo: 0, previousAccounts: [], customSlug: null,
    deadline: null, status: 'active', accountName: null, accountNumber: null, bankName: null, routingNumber: null, swiftCode: null,
    zelleEmail: null, zellePhone: null, cashappHandle: null, venmoHandle: null, paypalEmail: null, paymentInstructions: null,
    allowedPaymentTypes: ['bank_transfer'], createdAt, revision: 1,
  };
}

function member(id: string, groupId: string, userId: string, joinedAt: string, extra: Partial<LocalMember> = {}): LocalMember {
  return {
    id, groupId, userId, fullName: `User ${userId}`, username: userId, contributedAmountKobo: 0, status: 'active',
    joinedAt, deleted: false, revision: 1, ...extra,
  };
}

describe('loadGroupsOverview', () => {
  it('gives an admin only their own groups, newest first, with projects oldest first', async () => {
    const db = freshDb();
    await db.groups.bulkAdd([group('g1', 'admin', '2025-01-01T00:00:00Z'), group('g2', 'admin', '2025-02-01T00:00:00Z'), group('g3', 'other', '2025-03-01T00:00:00Z')]);
    await db.projects.bulkAdd([project('p2', 'g1', '2025-01-03T00:00:00Z'), project('p1', 'g1', '2025-01-02T00:00:00Z'), project('p3', 'g3', '2025-03-02T00:00:00Z')]);

    const overview = await loadGroupsOverview(db, { id: 'admin', role: 'admin' });

    expect(overview.map((o) => o.group.id)).toEqual(['g2', 'g1']);
    expect(overview[1]!.projects.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(overview[0]!.projects).toEqual([]);
  });

  it('lists an admin the current members of each group and counts them', async () => {
    const db = freshDb();
    await db.groups.add(group('g1', 'admin', '2025-01-01T00:00:00Z', { memberCount: 9 }));
    await db.members.bulkAdd([
      member('m2', 'g1', 'u2', '2025-01-05T00:00:00Z'),
      member('m1', 'g1', 'u1', '2025-01-04T00:00:00Z'),
      member('m3', 'g1', 'u3', '2025-01-06T00:00:00Z', { deleted: true }),
    ]);

    const [only] = await loadGroupsOverview(db, { id: 'admin', role: 'admin' });

    expect(only!.members.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(only!.memberCount).toBe(2);
    expect(only!.myContributionKobo).toBeNull();
  });

  it('gives a member every group on the device with their own contribution and the group count', async () => {
    const db = freshDb();
    await db.groups.bulkAdd([group('g1', 'someone', '2025-01-01T00:00:00Z', { memberCount: 14 }), group('g2', 'else', '2025-01-02T00:00:00Z', { memberCount: 3 })]);
    await db.members.add(member('m1', 'g1', 'me', '2025-01-04T00:00:00Z', { contributedAmountKobo: 250_000 }));

    const overview = await loadGroupsOverview(db, { id: 'me', role: 'member' });

    expect(overview.map((o) => [o.group.id, o.memberCount, o.myContributionKobo])).toEqual([
      ['g2', 3, 0],
      ['g1', 14, 250_000],
    ]);
    expect(overview[1]!.members).toEqual([]);
  });

  it('adds the admin’s confirmations made on this phone to the purse and the member at once, marked not synced', async () => {
    const db = freshDb();
    await db.groups.add(group('g1', 'admin', '2025-01-01T00:00:00Z'));
    await db.projects.bulkAdd([project('p1', 'g1', '2025-01-02T00:00:00Z'), project('p2', 'g1', '2025-01-03T00:00:00Z')]);
    await db.members.bulkAdd([member('m1', 'g1', 'u1', '2025-01-04T00:00:00Z'), member('m2', 'g1', 'u2', '2025-01-05T00:00:00Z')]);
    await db.contributions.bulkAdd([
      contributionRow('c1', { userId: 'u1', projectId: 'p1', amountKobo: 40_000 }),
      contributionRow('c2', { userId: 'u2', projectId: 'p1', amountKobo: 9_000 }),
    ]);
    await decideContribution(db, (await db.contributions.get('c1'))!, { action: 'confirm' });
    await decideContribution(db, (await db.contributions.get('c2'))!, { action: 'reject', reason: null });

    const [only] = await loadGroupsOverview(db, { id: 'admin', role: 'admin' });
    expect(only!.projects.map((p) => [p.id, p.collectedAmountKobo, p._pending])).toEqual([
      ['p1', 40_000, 1],
      ['p2', 0, undefined],
    ]);
    expect(only!.members.map((m) => [m.userId, m.contributedAmountKobo, m._pending])).toEqual([
      ['u1', 40_000, 1],
      ['u2', 0, undefined],
    ]);
    expect(only!.unsyncedKobo).toBe(40_000);
    // The device's rows themselves stay as the server sent them.
    expect((await db.projects.get('p1'))?.collectedAmountKobo).toBe(0);
  });

  it('is empty on a fresh device', async () => {
    expect(await loadGroupsOverview(freshDb(), { id: 'admin', role: 'admin' })).toEqual([]);
  });
});
