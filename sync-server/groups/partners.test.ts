import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { accountabilityPartners } from '../db/schema';
import { testApp, type TestApp } from '../testing/test-app';
import { join, makeGroup, person, type Person } from './test-fixtures';

let t: TestApp;
let ada: Person;
let group: Awaited<ReturnType<typeof makeGroup>>;
let members: Person[];
let partnersPath: string;
beforeEach(async () => {
  t = testApp();
  ada = await person(t, 'ada', 'admin');
  group = await makeGroup(ada, 'Ajo Circle');
  partnersPath = `/api/groups/${group.id}/accountability-partners`;
  members = [];
  for (const name of ['chidi', 'dayo', 'emeka']) {
    const member = await person(t, name);
    await join(member, group.id);
    members.push(member);
  }
});
afterEach(() => t.close());

const partnerRows = async () => (await t.db.transaction((tx) => tx.select().from(accountabilityPartners), { readOnly: true }));
const add = (by: Person, userId: string, id?: string) => by.call('POST', partnersPath, id ? { id, userId } : { userId });

describe('adding accountability partners', () => {
  it('adds two members and lists them with their names', async () => {
    const [chidi, dayo] = members as [Person, Person];
    const first = await add(ada, chidi.id);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ groupId: group.id, userId: chidi.id, userFullName: 'chidi Okafor', userName: 'chidi', assignedAt: t.clock.now().toISOString() });
    expect((await add(ada, dayo.id)).status).toBe(201);
    const list = await ada.call('GET', partnersPath);
    expect(list.json.map((p: { userName: string }) => p.userName)).toEqual(['chidi', 'dayo']);
  });

  it('refuses a third partner', async () => {
    const [chidi, dayo, emeka] = members as [Person, Person, Person];
    await add(ada, chidi.id);
    await add(ada, dayo.id);
    const third = await add(ada, emeka.id);
    expect(third.status).toBe(409);
    expect(third.json.message).toBe(MESSAGES.partnerLimit);
    expect(await partnerRows()).toHaveLength(2);
  });

  it('lets only one of two adds racing for the last slot through', async () => {
    const [chidi, dayo, emeka] = members as [Person, Person, Person];
    await add(ada, chidi.id);
    t.setCookie(ada.cookie);
    const answers = await Promise.all([t.call('POST', partnersPath, { userId: dayo.id }), t.call('POST', partnersPath, { userId: emeka.id })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await partnerRows()).toHaveLength(2);
  });

  it('refuses someone who is not a member, and the same partner twice', async () => {
    const outsider = await person(t, 'femi');
    const notMember = await add(ada, outsider.id);
    expect(notMember.status).toBe(422);
    expect(notMember.json.message).toBe(MESSAGES.partnerNotMember);
    expect((await add(ada, 'no-such-user')).status).toBe(422);
    const chidi = members[0]!;
    await add(ada, chidi.id);
    const again = await add(ada, chidi.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(MESSAGES.partnerAlready);
  });

  it('refuses a missing member with the spec message', async () => {
    const res = await ada.call('POST', partnersPath, {});
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field: 'userId', message: MESSAGES.noMemberSelected });
  });

  it("refuses another admin, a member and a partner: only the group's admin adds", async () => {
    const bola = await person(t, 'bola', 'admin');
    const [chidi, dayo] = members as [Person, Person];
    const byOther = await add(bola, chidi.id);
    expect(byOther.status).toBe(403);
    expect(byOther.json.message).toBe(MESSAGES.notGroupAdmin);
    expect((await add(chidi, dayo.id)).status).toBe(403);
    await add(ada, chidi.id);
    expect((await add(chidi, dayo.id)).status).toBe(403);
    expect(await partnerRows()).toHaveLength(1);
  });
});

describe('removing accountability partners', () => {
  it('leaves a tombstone with a newer revision and frees the slot', async () => {
    const [chidi, dayo, emeka] = members as [Person, Person, Person];
    const clientId = randomUUID();
    await add(ada, chidi.id, clientId);
    await add(ada, dayo.id);
    const before = (await t.db.transaction((tx) => tx.select().from(accountabilityPartners).where(eq(accountabilityPartners.id, clientId)).limit(1), { readOnly: true }))[0]!;
    t.clock.advance(60_000);

    const removed = await ada.call('DELETE', `${partnersPath}/${chidi.id}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ removed: true });
    const after = (await t.db.transaction((tx) => tx.select().from(accountabilityPartners).where(eq(accountabilityPartners.id, clientId)).limit(1), { readOnly: true }))[0]!;
    expect(after.deletedAt?.getTime()).toBe(t.clock.now().getTime());
    expect(after.revision).toBeGreaterThan(before.revision);

    expect((await ada.call('GET', partnersPath)).json.map((p: { userId: string }) => p.userId)).toEqual([dayo.id]);
    expect((await add(ada, emeka.id)).status).toBe(201);
  });

  it('re-adds a removed partner as a new row, keeping the old tombstone', async () => {
    const chidi = members[0]!;
    const firstId = randomUUID();
    const secondId = randomUUID();
    await add(ada, chidi.id, firstId);
    await ada.call('DELETE', `${partnersPath}/${chidi.id}`);
    const again = await add(ada, chidi.id, secondId);
    expect(again.status).toBe(201);
    expect(again.json.id).toBe(secondId);
    const rows = await partnerRows();
    expect(rows.map((r) => [r.id, r.deletedAt === null])).toEqual([
      [firstId, false],
      [secondId, true],
    ]);
  });

  it('answers 404 for someone who is not a partner, and refuses anyone but the admin', async () => {
    const [chidi] = members as [Person];
    const missing = await ada.call('DELETE', `${partnersPath}/${chidi.id}`);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(MESSAGES.partnerNotFound);
    await add(ada, chidi.id);
    const bola = await person(t, 'bola', 'admin');
    expect((await bola.call('DELETE', `${partnersPath}/${chidi.id}`)).status).toBe(403);
    expect((await chidi.call('DELETE', `${partnersPath}/${chidi.id}`)).status).toBe(403);
    expect((await partnerRows()).every((r) => r.deletedAt === null)).toBe(true);
  });
});

describe('who sees partners and members', () => {
  it('lets the admin and partners list partners and members, not plain members or outsiders', async () => {
    const [chidi, dayo] = members as [Person, Person];
    await add(ada, chidi.id);
    const bola = await person(t, 'bola', 'admin');
    for (const path of [partnersPath, `/api/groups/${group.id}/members`]) {
      expect((await ada.call('GET', path)).status).toBe(200);
      expect((await chidi.call('GET', path)).status).toBe(200);
      const member = await dayo.call('GET', path);
      expect(member.status).toBe(403);
      expect(member.json.message).toBe(MESSAGES.notGroupMember);
      expect((await bola.call('GET', path)).status).toBe(403);
    }
  });
});
