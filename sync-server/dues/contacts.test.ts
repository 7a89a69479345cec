import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join, makeGroup, person, type Person } from '../groups/test-fixtures';
import { pullPage } from '../testing/pull-pages';
import { testApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let ada: Person;
let kemi: Person;
let bola: Person;
let group: Awaited<ReturnType<typeof makeGroup>>;

beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  kemi = await person(t, 'kemi', 'member');
  bola = await person(t, 'bola', 'member');
  group = await makeGroup(ada, 'Ajo Circle');
  await join(kemi, group.id);
  await join(bola, group.id);
  expect((await ada.call('POST', `/api/groups/${group.id}/accountability-partners`, { userId: bola.id })).status).toBe(201);
});
afterEach(() => t.close());

const memberRows = async (who: Person, since = 0) => (await pullPage(t.db, who.id, since)).members;

describe("members' numbers and languages for the admin's one-to-one reminders (issue 25 §7)", () => {
  it('go to the group admin alone: a partner and a member receive the memberships without them', async () => {
    const forAdmin = await memberRows(ada);
    expect(forAdmin.find((m) => m.userId === kemi.id)?.contact).toEqual({ phone: kemi.phoneNumber, locale: 'en' });
    expect(forAdmin.find((m) => m.userId === bola.id)?.contact).toEqual({ phone: bola.phoneNumber, locale: 'en' });
    const forPartner = await memberRows(bola);
    expect(forPartner.map((m) => m.userId).sort()).toEqual([kemi.id, bola.id].sort());
    expect(forPartner.every((m) => m.contact === undefined)).toBe(true);
    const forMember = await memberRows(kemi);
    expect(forMember.map((m) => [m.userId, m.contact])).toEqual([[kemi.id, undefined]]);
  });

  it("follow a member's change of language to the admin's next pull; the same language again sends nothing", async () => {
    const { cursor } = await pullPage(t.db, ada.id, 0);
    expect((await kemi.call('PUT', '/api/me/locale', { locale: 'pcm' })).status).toBe(204);
    const next = await pullPage(t.db, ada.id, cursor);
    expect(next.members.map((m) => [m.userId, m.contact?.locale])).toEqual([[kemi.id, 'pcm']]);
    expect((await kemi.call('PUT', '/api/me/locale', { locale: 'pcm' })).status).toBe(204);
    expect((await pullPage(t.db, ada.id, next.cursor)).members).toEqual([]);
  });
});
