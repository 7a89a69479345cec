import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { testApp, type TestApp } from '../testing/test-app';
import { anonymous, join, makeGroup, makeProject, person, setCollected } from './test-fixtures';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

describe('GET /api/groups/slug/{groupSlug} (public: the Custom URL)', () => {
  it('answers the group, its registration link, purses and totals to a signed-out visitor, in any letter case', async () => {
    const ada = await person(t, 'ada', 'admin', 'Ada Secret-Admin');
    const group = await makeGroup(ada, 'Class of 2010');
    expect(group.customSlug).toBe('class-of-2010');
    const fees = await makeProject(ada, group.id, { name: 'Fees', targetAmount: '1000.50', accountNumber: '0123456789' });
    setCollected(t, fees.id, 25_025);
    const chidi = await person(t, 'chidi', 'member', 'Chidi Hidden-Name');
    await join(chidi, group.id);

    for (const slug of ['class-of-2010', 'Class-Of-2010']) {
      const res = await anonymous(t, 'GET', `/api/groups/slug/${slug}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({
        registrationLink: group.registrationLink,
        group: { id: group.id, name: 'Class of 2010', description: 'Monthly savings' },
        projects: [expect.objectContaining({ id: fees.id, name: 'Fees', targetAmount: '1000.50', collectedAmount: '250.25' })],
        totalTarget: '1000.50',
        totalCollected: '250.25',
        memberCount: 1,
      });
      const text = JSON.stringify(res.json);
      for (const secret of [ada.phoneNumber, 'Secret-Admin', 'Hidden-Name', '0123456789', ada.id, chidi.id]) expect(text).not.toContain(secret);
    }
  });

  it.each([
    { name: 'an unknown slug', slug: 'no-such-group' },
    { name: 'a very long slug', slug: 'x'.repeat(300) },
    { name: 'an emoji', slug: '%F0%9F%8E%89' },
    { name: 'a slug with a NUL byte', slug: 'class-of-2010%00' },
  ])('answers $name with 404 and the group-not-found message', async ({ slug }) => {
    const ada = await person(t, 'ada', 'admin');
    await makeGroup(ada, 'Class of 2010');
    const res = await anonymous(t, 'GET', `/api/groups/slug/${slug}`);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: MESSAGES.groupNotFound, code: 'group-not-found' });
  });

  it('still reads /slug/{group}/{purse} as a purse share link', async () => {
    const ada = await person(t, 'ada', 'admin');
    const group = await makeGroup(ada, 'Ajo');
    await makeProject(ada, group.id, { name: 'Rent' });
    const res = await anonymous(t, 'GET', '/api/groups/slug/ajo/rent');
    expect(res.json).toEqual(expect.objectContaining({ registrationLink: group.registrationLink, projectId: expect.any(String) }));
  });
});
