import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { groupMembers } from '../db/schema';
import { anonymous, join, makeGroup, makePurse, person, seedContribution, setCollected } from '../groups/test-fixtures';
import { testApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

describe('GET /api/stats/admin', () => {
  it("sums the admin's own groups only, counting a member of two groups once", async () => {
    const ada = await person(t, 'ada', 'admin');
    const bola = await person(t, 'bola', 'admin');
    const g1 = await makeGroup(ada, 'Ajo Circle');
    const g2 = await makeGroup(ada, 'Old Boys');
    const elsewhere = await makeGroup(bola, 'Bola Fund');
    const p1 = await makePurse(ada, g1.id, { targetAmount: 30000 });
    const p2 = await makePurse(ada, g2.id, { targetAmount: 10000 });
    const p3 = await makePurse(bola, elsewhere.id, { targetAmount: 10000 });
    await setCollected(t, p1.id, 500_000);
    await setCollected(t, p2.id, 100_050);
    await setCollected(t, p3.id, 900_000);
    const chidi = await person(t, 'chidi');
    const dayo = await person(t, 'dayo');
    const emeka = await person(t, 'emeka');
    await join(chidi, g1.id);
    await join(chidi, g2.id);
    await join(dayo, g2.id);
    await join(emeka, g1.id);
    await join(emeka, elsewhere.id);
    await t.db.transaction(async (tx) => {
      await tx.update(groupMembers).set({ deletedAt: t.clock.now() }).where(eq(groupMembers.userId, emeka.id));
    });
    await seedContribution(t, { groupId: g1.id, projectId: p1.id, userId: chidi.id, amountKobo: 100, status: 'pending' });
    await seedContribution(t, { groupId: g2.id, userId: dayo.id, amountKobo: 100, status: 'pending' });
    await seedContribution(t, { groupId: g2.id, userId: dayo.id, amountKobo: 100, status: 'confirmed' });
    await seedContribution(t, { groupId: elsewhere.id, userId: emeka.id, amountKobo: 100, status: 'pending' });

    const res = await ada.call('GET', '/api/stats/admin');
    expect(res.status).toBe(200);
    // ₦6,000.50 in purses plus Dayo's confirmed ₦1 paid to the group without a purse; the
    // completion rate weighs purse money only: ₦6,000.50 of ₦40,000 targeted = 15%.
    expect(res.json).toEqual({ totalCollections: '6001.50', activeMembers: 2, pendingPayments: 2, completionRate: 15 });
  });

  it('answers zeros for an admin with no groups, and 401 when signed out', async () => {
    const ada = await person(t, 'ada', 'admin');
    expect((await ada.call('GET', '/api/stats/admin')).json).toEqual({ totalCollections: '0.00', activeMembers: 0, pendingPayments: 0, completionRate: 0 });
    expect((await anonymous(t, 'GET', '/api/stats/admin')).status).toBe(401);
  });
});

describe('totals past 2^53 in the database', () => {
  it('answer 200 with exact figures on both dashboards', async () => {
    const ada = await person(t, 'ada', 'admin');
    const group = await makeGroup(ada);
    const purse = await makePurse(ada, group.id, { targetAmount: 1000 });
    const chidi = await person(t, 'chidi');
    await join(chidi, group.id);
    await setCollected(t, purse.id, 2 ** 60);
    await seedContribution(t, { groupId: group.id, userId: chidi.id, amountKobo: 2 ** 60, status: 'confirmed' });
    const admin = await ada.call('GET', '/api/stats/admin');
    expect(admin.status).toBe(200);
    // The purse's total plus the same again paid to the group without a purse.
    expect(admin.json.totalCollections).toBe('23058430092136939.52');
    const user = await chidi.call('GET', '/api/stats/user');
    expect(user.status).toBe(200);
    expect(user.json.totalContributions).toBe('11529215046068469.76');
  });
});

describe('GET /api/stats/user', () => {
  it("sums the user's confirmed contributions and counts their active groups", async () => {
    const ada = await person(t, 'ada', 'admin');
    const g1 = await makeGroup(ada, 'Ajo Circle');
    const g2 = await makeGroup(ada, 'Old Boys');
    const chidi = await person(t, 'chidi');
    const dayo = await person(t, 'dayo');
    await join(chidi, g1.id);
    await join(chidi, g2.id);
    await join(dayo, g1.id);
    await seedContribution(t, { groupId: g1.id, userId: chidi.id, amountKobo: 150_050, status: 'confirmed' });
    await seedContribution(t, { groupId: g2.id, userId: chidi.id, amountKobo: 50_000, status: 'confirmed' });
    await seedContribution(t, { groupId: g1.id, userId: chidi.id, amountKobo: 99_999, status: 'pending' });
    await seedContribution(t, { groupId: g1.id, userId: chidi.id, amountKobo: 99_999, status: 'rejected' });
    await seedContribution(t, { groupId: g1.id, userId: dayo.id, amountKobo: 10_000, status: 'confirmed' });

    const res = await chidi.call('GET', '/api/stats/user');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ totalContributions: '2000.50', groupCount: 2 });
    expect((await anonymous(t, 'GET', '/api/stats/user')).status).toBe(401);
  });
});
