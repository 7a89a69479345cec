import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { groupMembers } from '../db/schema';
import { testApp, type TestApp } from '../testing/test-app';
import { anonymous, join, makeGroup, makePurse, person, setCollected, type Person } from './test-fixtures';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

describe('GET /api/groups/registration/{link} (public)', () => {
  it('answers the group, its purses and the right totals to a signed-out visitor', async () => {
    const ada = await person(t, 'ada', 'admin', 'Ada Secret-Admin');
    const group = await makeGroup(ada, 'Ajo Circle');
    const rent = await makePurse(ada, group.id, { name: 'Rent', targetAmount: '50000', amountPerMember: '5000', deadline: '2026-12-31', accountNumber: '0123456789' });
    t.clock.advance(1_000); // oldest first: Rent, then Party
    const party = await makePurse(ada, group.id, { name: 'Party', targetAmount: '25000.50' });
    await setCollected(t, rent.id, 1_000_000);
    await setCollected(t, party.id, 250_025);
    const members: Person[] = [];
    for (const name of ['chidi', 'dayo', 'emeka']) {
      const member = await person(t, name, 'member', `${name} Hidden-Name`);
      await join(member, group.id);
      members.push(member);
    }
    // A member who left is not counted.
    await t.db.transaction((tx) => tx.update(groupMembers).set({ deletedAt: t.clock.now() }).where(eq(groupMembers.userId, members[2]!.id)));

    const res = await anonymous(t, 'GET', `/api/groups/registration/${group.registrationLink}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      group: { id: group.id, name: 'Ajo Circle', description: 'Monthly savings' },
      projects: [
        { id: rent.id, name: 'Rent', description: null, targetAmount: '50000.00', amountPerMember: '5000.00', kind: 'collection', frequency: null, startsOn: null, endsOn: null, collectedAmount: '10000.00', paidOutAmount: '0.00', balance: '10000.00', deadline: '2026-12-31T22:59:59.000Z', customSlug: 'ajo-circle/rent', status: 'active', guestsWelcome: false },
        { id: party.id, name: 'Party', description: null, targetAmount: '25000.50', amountPerMember: null, kind: 'collection', frequency: null, startsOn: null, endsOn: null, collectedAmount: '2500.25', paidOutAmount: '0.00', balance: '2500.25', deadline: null, customSlug: 'ajo-circle/party', status: 'active', guestsWelcome: false },
      ],
      totalTarget: '75000.50',
      totalCollected: '12500.25',
      memberCount: 2,
    });
    const text = JSON.stringify(res.json);
    for (const secret of [ada.phoneNumber, 'Secret-Admin', 'Hidden-Name', '0123456789', ada.id]) expect(text).not.toContain(secret);
  });

  it('answers 200 with exact figures when a total in the database is past 2^53', async () => {
    const ada = await person(t, 'ada', 'admin');
    const group = await makeGroup(ada, 'Ajo Circle');
    const rent = await makePurse(ada, group.id, { targetAmount: 1000 });
    await setCollected(t, rent.id, 2 ** 60);
    const res = await anonymous(t, 'GET', `/api/groups/registration/${group.registrationLink}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ totalCollected: '11529215046068469.76', projects: [{ collectedAmount: '11529215046068469.76' }] });
  });

  it('answers an unknown link with 404', async () => {
    const res = await anonymous(t, 'GET', '/api/groups/registration/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(MESSAGES.groupNotFound);
  });
});
