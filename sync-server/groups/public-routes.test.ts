import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { LIMITS } from '../auth/rate-limit';
import { testApp, type TestApp } from '../testing/test-app';
import { anonymous, join, makeGroup, makePurse, person, setCollected } from './test-fixtures';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

describe('GET /api/groups/slug/{groupSlug} (public: the Custom URL)', () => {
  it('answers the group, its registration link, purses, totals and notice board to a signed-out visitor, in any letter case', async () => {
    const ada = await person(t, 'ada', 'admin', 'Ada Obi');
    const group = await makeGroup(ada, 'Class of 2010');
    expect(group.customSlug).toBe('class-of-2010');
    const fees = await makePurse(ada, group.id, { name: 'Fees', targetAmount: '1000.50', accountNumber: '0123456789' });
    await setCollected(t, fees.id, 25_025);
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
        // Issue 27 §2: what to pin in the WhatsApp group: where to pay, who to ask, in which language.
        notice: {
          locale: 'en',
          ask: ['Ada Obi'],
          purses: [{ id: fees.id, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle', changed: null }],
        },
      });
      const text = JSON.stringify(res.json);
      for (const secret of [ada.phoneNumber, chidi.phoneNumber, 'Hidden-Name', ada.id, chidi.id]) expect(text).not.toContain(secret);
    }
  });

  it('warns of a bank change on the notice board for 14 days, and lists only open purses that take transfers', async () => {
    const ada = await person(t, 'ada', 'admin', 'Ada Obi');
    const group = await makeGroup(ada, 'Ajo');
    const rent = await makePurse(ada, group.id, { name: 'Rent' });
    const cash = await makePurse(ada, group.id, { name: 'Cash only', allowedPaymentTypes: JSON.stringify(['cash']), bankName: '', accountNumber: '', accountName: '' });
    const done = await makePurse(ada, group.id, { name: 'Old levy' });
    expect((await ada.call('PATCH', `/api/projects/${done.id}/status`, { status: 'completed' })).status).toBe(200);
    const board = async () => ((await anonymous(t, 'GET', '/api/groups/slug/ajo')).json as { notice: { purses: { id: string; accountNumber: string; changed: unknown }[] } }).notice;

    expect((await board()).purses.map((p) => p.id)).toEqual([rent.id]);
    expect(cash.id).not.toBe(rent.id);

    t.clock.advance(60_000);
    const changedAt = t.clock.now().toISOString();
    expect((await ada.call('PATCH', `/api/projects/${rent.id}`, { bankName: 'Zenith', accountNumber: '5550001111', accountName: 'Ajo Treasury' })).status).toBe(200);
    expect((await board()).purses).toEqual([
      { id: rent.id, bankName: 'Zenith', accountNumber: '5550001111', accountName: 'Ajo Treasury', changed: { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle', until: changedAt } },
    ]);

    t.clock.advance(14 * 86_400_000 - 1);
    expect((await board()).purses[0]!.changed).toEqual(expect.objectContaining({ accountNumber: '0123456789' }));
    t.clock.advance(1);
    expect((await board()).purses[0]!.changed).toBeNull();
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
    await makePurse(ada, group.id, { name: 'Rent' });
    const res = await anonymous(t, 'GET', '/api/groups/slug/ajo/rent');
    expect(res.json).toEqual(expect.objectContaining({ registrationLink: group.registrationLink, projectId: expect.any(String) }));
  });
});

describe('public look-ups are capped per address', () => {
  const from = (ip: string, path: string) => {
    t.setCookie('');
    return t.call('GET', path, undefined, { 'x-forwarded-for': ip });
  };
  async function ajoWithRent() {
    const ada = await person(t, 'ada', 'admin');
    const group = await makeGroup(ada, 'Ajo');
    await makePurse(ada, group.id, { name: 'Rent' });
    return group;
  }

  it.each([
    { route: 'registration link', miss: (i: number) => `/api/groups/registration/no-such-link-${i}`, hit: (g: { registrationLink: string }) => `/api/groups/registration/${g.registrationLink}` },
    { route: 'Custom URL', miss: (i: number) => `/api/groups/slug/no-such-group-${i}`, hit: () => '/api/groups/slug/ajo' },
    { route: 'share link', miss: (i: number) => `/api/groups/slug/ajo/no-such-purse-${i}`, hit: () => '/api/groups/slug/ajo/rent' },
  ])('refuses the $route look-up after 60 misses from one address, hits too, until the hour has passed', async ({ miss, hit }) => {
    const group = await ajoWithRent();
    for (let i = 0; i < LIMITS.publicLookupMissPerIp.max; i++) expect((await from('102.89.8.8', miss(i))).status).toBe(404);

    const refused = await from('102.89.8.8', hit(group));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: MESSAGES.lookupRateLimited, code: 'lookup-rate-limited' });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await from('102.89.8.9', hit(group))).status).toBe(200);

    t.clock.advance(30 * 60_000);
    expect((await from('102.89.8.8', miss(99))).headers.get('retry-after')).toBe('1800');
    t.clock.advance(30 * 60_000);
    expect((await from('102.89.8.8', hit(group))).status).toBe(200);
  });

  it('counts every look-up against a generous hourly cap', async () => {
    await ajoWithRent();
    // The counts live in the app's memory (public-lookup-limit.ts): reach the cap by looking up.
    for (let i = 0; i < LIMITS.publicLookupPerIp.max - 1; i++) expect((await from('102.89.9.9', '/api/groups/slug/ajo')).status).toBe(200);
    expect((await from('102.89.9.9', '/api/groups/slug/ajo')).status).toBe(200);
    const refused = await from('102.89.9.9', '/api/groups/slug/ajo');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3600');
  }, 60_000); // 1500 look-ups, one by one
});

describe('public look-ups are answered before the session is read', () => {
  it('never puts a Set-Cookie on a look-up a shared cache may keep, even for a session due to slide', async () => {
    const ada = await person(t, 'ada', 'admin');
    const group = await makeGroup(ada, 'Ajo');
    t.clock.advance(2 * 24 * 60 * 60_000); // past a day: any session-reading route would renew the cookie
    for (const path of [`/api/groups/registration/${group.registrationLink}`, '/api/groups/slug/ajo']) {
      const res = await ada.call('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const stale = await t.call('GET', `/api/groups/registration/${group.registrationLink}`, undefined, { cookie: 'gp_session=no-such-token' });
    expect(stale.headers.get('set-cookie')).toBeNull();
    expect((await ada.call('GET', '/api/auth/me')).headers.get('set-cookie')).toContain('gp_session=');
  });

  it('still sends the API security headers and the public caching rule with the registration answer', async () => {
    const ada = await person(t, 'ada', 'admin');
    const group = await makeGroup(ada, 'Ajo');
    const res = await anonymous(t, 'GET', `/api/groups/registration/${group.registrationLink}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-length')).toBe(String(res.bytes.length));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
