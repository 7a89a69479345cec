import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { groupMembers, groups } from '../db/schema';
import { testApp, type TestApp } from '../testing/test-app';
import { anonymous, join, makeGroup, makePurse, person, seedContribution, setCollected } from './test-fixtures';

let t: TestApp;
beforeEach(() => {
  t = testApp();
});
afterEach(() => t.close());

const groupCount = async () => (await t.db.transaction((tx) => tx.select().from(groups), { readOnly: true })).length;

describe('POST /api/groups', () => {
  it('creates a group owned by the session user, whatever adminId the body names', async () => {
    const other = await person(t, 'bola', 'admin');
    const ada = await person(t, 'ada', 'admin');
    const res = await ada.call('POST', '/api/groups', { name: 'Class of 2010', description: 'Reunion fund', adminId: other.id });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Class of 2010',
      description: 'Reunion fund',
      adminId: ada.id,
      status: 'active',
      customSlug: 'class-of-2010',
      memberCount: 0,
      purseCount: 0,
      completionRate: 0,
      pendingPayments: 0,
      createdAt: t.clock.now().toISOString(),
    });
    expect(res.json.registrationLink).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the ids a device made offline, and refuses the same id or link twice', async () => {
    const ada = await person(t, 'ada', 'admin');
    const id = randomUUID();
    const registrationLink = randomUUID();
    const first = await ada.call('POST', '/api/groups', { id, registrationLink, name: 'Ajo' });
    expect(first.json).toMatchObject({ id, registrationLink });
    const sameId = await ada.call('POST', '/api/groups', { id, name: 'Ajo again' });
    expect(sameId.status).toBe(409);
    expect(sameId.json.message).toBe(MESSAGES.idTaken);
    const sameLink = await ada.call('POST', '/api/groups', { registrationLink, name: 'Ajo again' });
    expect(sameLink.status).toBe(409);
    expect(await groupCount()).toBe(1);
  });

  it('gives each group a unique slug, never one the app routes itself', async () => {
    const ada = await person(t, 'ada', 'admin');
    const slugs = [];
    for (const name of ['Ajo Circle', 'ajo circle', 'AJO  CIRCLE!', 'Join', '***']) slugs.push((await makeGroup(ada, name)).customSlug);
    expect(slugs).toEqual(['ajo-circle', 'ajo-circle-2', 'ajo-circle-3', 'join-group', 'group']);
  });

  it('refuses a member: only admins create groups', async () => {
    const member = await person(t, 'chidi');
    const res = await member.call('POST', '/api/groups', { name: 'Mine' });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MESSAGES.forbidden);
    expect(await groupCount()).toBe(0);
  });

  it('needs a session', async () => {
    expect((await anonymous(t, 'POST', '/api/groups', { name: 'Ajo' })).status).toBe(401);
  });

  it.each([
    [{}, 'name', MESSAGES.groupNameRequired],
    [{ name: '   ' }, 'name', MESSAGES.groupNameRequired],
    [{ name: 42 }, 'name', MESSAGES.groupNameRequired],
    [{ name: 'Ajo', id: 'not-a-uuid' }, 'id', 'Invalid id'],
    [{ name: 'x'.repeat(101) }, 'name', MESSAGES.textTooLong],
  ])('refuses %o with a clear message and stores nothing', async (body, field, message) => {
    const ada = await person(t, 'ada', 'admin');
    const res = await ada.call('POST', '/api/groups', body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field, message });
    expect(await groupCount()).toBe(0);
  });

  it.each([
    { body: { name: 'Ajo\u202eCircle' }, field: 'name', label: 'Group name' },
    { body: { name: 'Ajo\u0000' }, field: 'name', label: 'Group name' },
    { body: { name: 'Ajo', description: 'Monthly\u2066 savings' }, field: 'description', label: 'Description' },
    { body: { name: 'Ajo', whatsappLink: 'https://chat.whatsapp.com/x\ny' }, field: 'whatsappLink', label: 'WhatsApp link' },
  ])('refuses a control or bidi character in $field, naming the field, and stores nothing', async ({ body, field, label }) => {
    const ada = await person(t, 'ada', 'admin');
    const res = await ada.call('POST', '/api/groups', body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ field, message: `${label} contains control or text-direction characters, which are not allowed` });
    expect(await groupCount()).toBe(0);
  });

  it('keeps line breaks in a description and HTML in a name as text (React escapes it when shown)', async () => {
    const ada = await person(t, 'ada', 'admin');
    const res = await ada.call('POST', '/api/groups', { name: '<b>Ajo</b>', description: 'Monthly\nsavings' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: '<b>Ajo</b>', description: 'Monthly\nsavings' });
  });

  it('refuses malformed JSON', async () => {
    const ada = await person(t, 'ada', 'admin');
    const res = await ada.call('POST', '/api/groups', '{"name":');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('The request body must be valid JSON.');
  });
});

describe('GET /api/groups/admin/{id}', () => {
  it("lists the admin's own groups with member, project, completion and pending figures", async () => {
    const ada = await person(t, 'ada', 'admin');
    const bola = await person(t, 'bola', 'admin');
    const group = await makeGroup(ada, 'Ajo Circle');
    await makeGroup(bola, 'Bola Fund');
    const p1 = await makePurse(ada, group.id, { name: 'Rent', targetAmount: 10000 });
    const p2 = await makePurse(ada, group.id, { name: 'Party', targetAmount: 30000 });
    await setCollected(t, p1.id, 500_000);
    await setCollected(t, p2.id, 500_000);
    const chidi = await person(t, 'chidi');
    await join(chidi, group.id);
    await seedContribution(t, { groupId: group.id, projectId: p1.id, userId: chidi.id, amountKobo: 1000, status: 'pending' });
    await seedContribution(t, { groupId: group.id, projectId: p1.id, userId: chidi.id, amountKobo: 1000, status: 'confirmed' });

    const res = await ada.call('GET', `/api/groups/admin/${ada.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
    // 10,000 collected of 40,000 targeted.
    expect(res.json[0]).toMatchObject({ id: group.id, memberCount: 1, purseCount: 2, completionRate: 25, pendingPayments: 1 });
  });

  it("refuses another user's id", async () => {
    const ada = await person(t, 'ada', 'admin');
    const bola = await person(t, 'bola', 'admin');
    const res = await bola.call('GET', `/api/groups/admin/${ada.id}`);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(MESSAGES.forbidden);
  });
});

describe('GET /api/groups/user/{userId}', () => {
  it('lists the groups the user actively belongs to with their own contributed amount', async () => {
    const ada = await person(t, 'ada', 'admin');
    const g1 = await makeGroup(ada, 'Ajo Circle');
    const g2 = await makeGroup(ada, 'Old Group');
    await makeGroup(ada, 'Not Joined');
    const chidi = await person(t, 'chidi');
    await join(chidi, g1.id);
    await join(chidi, g2.id);
    await t.db.transaction((tx) => tx.update(groupMembers).set({ contributedAmountKobo: 150_050 }).where(eq(groupMembers.groupId, g1.id)));
    await t.db.transaction((tx) => tx.update(groupMembers).set({ deletedAt: t.clock.now() }).where(eq(groupMembers.groupId, g2.id)));

    const res = await chidi.call('GET', `/api/groups/user/${chidi.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ group: expect.objectContaining({ id: g1.id, name: 'Ajo Circle', memberCount: 1 }), contributedAmount: '1500.50' }]);
  });

  it("refuses another user's id", async () => {
    const chidi = await person(t, 'chidi');
    const dayo = await person(t, 'dayo');
    expect((await dayo.call('GET', `/api/groups/user/${chidi.id}`)).status).toBe(403);
  });
});
