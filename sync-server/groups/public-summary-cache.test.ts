// any: the answers are checked field by field
/* eslint-disable @typescript-eslint/no-explicit-any */
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/test-app';
import { eachTestACircle, submitDialog, type Circle } from '../contributions/test-fixtures';
import { anonymous, join, makePurse, person } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const link = () => (c.group as { registrationLink?: string }).registrationLink!;
const lookUp = (headers: Record<string, string> = {}) => {
  t.setCookie('');
  return t.call('GET', `/api/groups/registration/${link()}`, undefined, headers);
};

/**
 * The registration answer is kept in memory (public-summary-cache.ts); each change a visitor
 * would see must show at once, not after some expiry. Each case reads once (filling the cache),
 * makes the change through the API, and reads again.
 */
describe('the cached registration look-up follows every change it shows', () => {
  it.each([
    ['a purse is created', async () => void (await makePurse(c.admin, c.group.id, { name: 'Rent' })), (a: any) => a.projects.map((p: any) => p.name).includes('Rent')],
    [
      'a purse is edited',
      async () => expect((await c.admin.call('PATCH', `/api/projects/${c.project.id}`, { targetAmount: '75000.50', description: 'Food and drinks' })).status).toBe(200),
      (a: any) => a.projects[0].targetAmount === '75000.50' && a.projects[0].description === 'Food and drinks',
    ],
    ['a purse is paused', async () => void (await c.admin.call('PATCH', `/api/projects/${c.project.id}/status`, { status: 'paused' })), (a: any) => a.projects[0].status === 'paused'],
    ['a member joins', async () => void (await join(await person(t, 'emeka'), c.group.id)), (a: any) => a.memberCount === 4],
    ['the group is edited', async () => void (await c.admin.call('PATCH', `/api/groups/${c.group.id}`, { name: 'Ajo Circle 2027' })), (a: any) => a.group.name === 'Ajo Circle 2027'],
    [
      'a contribution is confirmed',
      async () => {
        const paid = await submitDialog(c.member, { projectId: c.project.id, amount: 5000 });
        expect((await c.admin.call('PATCH', `/api/contributions/${paid.json.id}/confirm`)).status).toBe(200);
      },
      (a: any) => a.totalCollected === '5000.00' && a.projects[0].collectedAmount === '5000.00',
    ],
  ])('when %s', async (_change, change, shows) => {
    const before = await lookUp();
    expect(before.status).toBe(200);
    expect(shows(before.json)).toBe(false);
    await change();
    const after = await lookUp();
    expect(shows(after.json)).toBe(true);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    // The answer is the uncached read's (the Custom URL look-up reads the database each time, and
    // adds the notice board).
    const { registrationLink: _link, notice: _notice, ...uncached } = (await anonymous(t, 'GET', `/api/groups/slug/${(c.group as { customSlug?: string }).customSlug}`)).json;
    expect(after.json).toEqual(uncached);
  });

  it('answers 304 with no body to a phone that holds the current answer, 200 once it changed', async () => {
    const first = await lookUp();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');

    const again = await lookUp({ 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    expect(again.headers.get('etag')).toBe(etag);

    await c.admin.call('PATCH', `/api/groups/${c.group.id}`, { name: 'Ajo Circle 2027' });
    const changed = await lookUp({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.json.group.name).toBe('Ajo Circle 2027');
  });

  it('still answers a dead link 404, uncached', async () => {
    t.setCookie('');
    const res = await t.call('GET', '/api/groups/registration/no-such-link');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
