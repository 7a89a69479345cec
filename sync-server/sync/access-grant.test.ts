import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join, makeGroup, person, PURSE_BANK, pushOne, type Person } from '../groups/test-fixtures';
import { pullPage } from '../testing/pull-pages';
import { testApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let ada: Person;
let kemi: Person;
let group: Awaited<ReturnType<typeof makeGroup>>;
let duesId: string;

beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  kemi = await person(t, 'kemi', 'member');
  group = await makeGroup(ada, 'Ajo Circle');
  await join(kemi, group.id);
  duesId = (await ada.call('POST', `/api/groups/${group.id}/projects`, { name: 'Dues', targetAmount: 1000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01', ...PURSE_BANK })).json.id;
});
afterEach(() => t.close());

describe("a member's device after a change to her membership", () => {
  it('receives what changed, not her group whole again (its history, purses and group row), whether the admin excused her, confirmed her payment or she changed language', async () => {
    let { cursor } = await pullPage(t.db, kemi.id, 0);
    const next = async () => {
      const page = await pullPage(t.db, kemi.id, cursor);
      cursor = page.cursor;
      return { history: page.history.map((h) => h.type), groups: page.groups.length, projects: page.projects.map((p) => p.id), members: page.members.map((m) => m.userId) };
    };

    expect(await pushOne(ada, 'dues.excuse', { projectId: duesId, userId: kemi.id, period: 1, reason: 'Travel' })).toMatchObject({ status: 'applied' });
    expect(await next()).toEqual({ history: ['dues.excused'], groups: 0, projects: [], members: [kemi.id] });

    const paid = await kemi.call('POST', '/api/contributions', { userId: kemi.id, groupId: group.id, projectId: duesId, amount: 5000 });
    expect(paid.status).toBe(201);
    await next();
    expect((await ada.call('PATCH', `/api/contributions/${paid.json.id}/confirm`)).status).toBe(200);
    // The purse's total and her own total moved: those rows, and the confirmation's entry.
    expect(await next()).toEqual({ history: ['contribution.confirmed'], groups: 0, projects: [duesId], members: [kemi.id] });

    expect((await kemi.call('PUT', '/api/me/locale', { locale: 'ha' })).status).toBe(204);
    expect(await next()).toEqual({ history: [], groups: 0, projects: [], members: [kemi.id] });
  });
});
