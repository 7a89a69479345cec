import { describe, expect, it } from 'vitest';
import { type Circle, eachTestACircle, submitDialog } from '../contributions/test-fixtures';
import { eq } from 'drizzle-orm';
import { pushDeliveries, pushSubscriptions } from '../db/schema';
import { makeGroup, makePurse, person, seedContribution, setCollected, type Person } from '../groups/test-fixtures';
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { testSubscription } from '../testing/push-service';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const pay = async (who: Person, amount: number) => {
  const res = await submitDialog(who, { amount, projectId: c.project.id });
  expect(res.status).toBe(201);
  return res.json.id as string;
};
const remind = (who: Person, body?: unknown, projectId = c.project.id) => who.call('POST', `/api/projects/${projectId}/reminders`, body);
const standing = (who: Person, projectId = c.project.id) => who.call('GET', `/api/projects/${projectId}/unpaid-members`);
const person3 = (p: Person) => ({ userId: p.id, fullName: p.fullName, username: p.username });

describe('GET /api/projects/{projectId}/unpaid-members', () => {
  it('splits the active members into paid (confirmed money), awaiting confirmation (pending only) and unpaid (none, or only rejected), with the purse progress', async () => {
    const confirmed = await pay(c.member, 5000);
    await c.admin.call('PATCH', `/api/contributions/${confirmed}/confirm`);
    await pay(c.member, 14000);
    await pay(c.partner, 3000);
    const rejected = await pay(c.other, 2000);
    await c.admin.call('PATCH', `/api/contributions/${rejected}/reject`, { reason: 'wrong account' });
    const res = await standing(c.admin);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      project: { id: c.project.id, name: 'Xmas Party', groupId: c.group.id, groupName: 'Ajo Circle', target: '50000.00', collected: '5000.00', percent: 10, deadline: null },
      amountPerMember: null,
      paid: [{ ...person3(c.member), amount: '5000.00', pendingAmount: '14000.00' }],
      part: [],
      awaiting: [{ ...person3(c.partner), pendingAmount: '3000.00' }],
      unpaid: [person3(c.other)],
      members: 3,
      contributed: 1,
      everyonePaid: false,
    });
  });

  it('with an amount per member, splits paid in full, part-paid (with what is left) and not paid, from confirmed money only', async () => {
    expect((await c.admin.call('PATCH', `/api/projects/${c.project.id}`, { amountPerMember: 20000 })).status).toBe(200);
    const full = await pay(c.member, 20000);
    const half = await pay(c.other, 10000);
    await pay(c.other, 10000); // pending: not counted
    const reversedLater = await pay(c.partner, 20000);
    for (const id of [full, half, reversedLater]) await c.admin.call('PATCH', `/api/contributions/${id}/confirm`);
    expect((await c.admin.call('PATCH', `/api/contributions/${reversedLater}/reverse`, { reason: 'bounced' })).status).toBe(200);
    expect((await standing(c.admin)).json).toMatchObject({
      amountPerMember: '20000.00',
      paid: [{ ...person3(c.member), amount: '20000.00' }],
      part: [{ ...person3(c.other), amount: '10000.00', left: '10000.00', pendingAmount: '10000.00' }],
      awaiting: [],
      unpaid: [person3(c.partner)],
      members: 3,
      contributed: 2,
      everyonePaid: false,
    });
  });

  it('says everyone has paid only with an amount per member that every member has paid in full', async () => {
    const ids = [];
    for (const who of [c.member, c.other, c.partner]) ids.push(await pay(who, 1000));
    for (const id of ids) await c.admin.call('PATCH', `/api/contributions/${id}/confirm`);
    // No amount per member: all three gave, but nobody said what paid is.
    expect((await standing(c.admin)).json).toMatchObject({ contributed: 3, members: 3, everyonePaid: false });
    await c.admin.call('PATCH', `/api/projects/${c.project.id}`, { amountPerMember: 1500 });
    expect((await standing(c.admin)).json).toMatchObject({ paid: [], everyonePaid: false });
    await c.admin.call('PATCH', `/api/projects/${c.project.id}`, { amountPerMember: 1000 });
    expect((await standing(c.admin)).json).toMatchObject({ part: [], awaiting: [], unpaid: [], everyonePaid: true });

    const empty = await makePurse(c.admin, (await makeGroup(c.admin, 'Empty Circle')).id, { name: 'Nobody yet', amountPerMember: 1000 });
    expect((await standing(c.admin, empty.id)).json).toMatchObject({ paid: [], awaiting: [], unpaid: [], everyonePaid: false });
  });

  it('answers 200 with exact figures when totals in the database are past 2^53', async () => {
    await setCollected(t, c.project.id, 2 ** 60);
    for (const status of ['confirmed', 'pending'] as const) {
      await seedContribution(t, { groupId: c.group.id, projectId: c.project.id, userId: c.member.id, amountKobo: 2 ** 60, status });
    }
    const res = await standing(c.admin);
    expect(res.status).toBe(200);
    expect(res.json.project.collected).toBe('11529215046068469.76');
    expect(res.json.paid).toEqual([{ ...person3(c.member), amount: '11529215046068469.76', pendingAmount: '11529215046068469.76' }]);
  });

  it("is for the purse's admin only", async () => {
    for (const who of [c.partner, c.member]) expect((await standing(who)).status).toBe(403);
    expect((await standing(c.admin, 'nope')).status).toBe(404);
  });
});

describe('POST /api/projects/{projectId}/reminders', () => {
  it('reminds only the members who have not paid, each with a notification and a push that opens the payment flow', async () => {
    await pay(c.member, 5000);
    const phone = testSubscription('https://fcm.googleapis.com/fcm/send/dayo-phone');
    expect((await c.other.call('POST', '/api/push/subscriptions', phone.json)).status).toBe(201);
    const res = await remind(c.admin, { message: 'Two days left for the Xmas Party!' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ reminded: 2, members: [person3(c.other), person3(c.partner)] });
    for (const who of [c.other, c.partner]) {
      const reminders = (await who.call('GET', '/api/notifications')).json.filter((n: { type: string }) => n.type === 'reminder');
      expect(reminders).toEqual([
        expect.objectContaining({ type: 'reminder', title: 'Payment Reminder', message: 'Two days left for the Xmas Party!', projectId: c.project.id, groupName: 'Ajo Circle' }),
      ]);
    }
    expect((await c.member.call('GET', '/api/notifications')).json).toEqual([]);
    const [delivery] = await t.db.transaction((tx) => tx.select().from(pushDeliveries), { readOnly: true });
    expect(JSON.parse(delivery!.payload)).toEqual({ title: 'Payment reminder', body: 'Two days left for the Xmas Party!', tag: `reminder-${c.project.id}`, url: `/member-payment?purse=${c.project.id}` });
    expect(delivery).toMatchObject({ urgency: 'normal', ttlSeconds: 86400 });
  });

  it('reminds only the named members among the unpaid, with a default message', async () => {
    await pay(c.member, 5000);
    const res = await remind(c.admin, { userIds: [c.other.id, c.member.id, 'stranger'] });
    expect(res.json).toEqual({ reminded: 1, members: [person3(c.other)] });
    expect((await c.other.call('GET', '/api/notifications')).json[0]).toMatchObject({
      message: 'Please remember to contribute to Xmas Party (Ajo Circle).',
      params: { kind: 'reminder', purse: 'Xmas Party (Ajo Circle)', note: null },
    });
    expect((await c.member.call('GET', '/api/notifications')).json).toEqual([]);
  });

  it("pushes the default text in each member's language, and an admin's own words as typed", async () => {
    await pay(c.member, 5000);
    expect((await c.other.call('PUT', '/api/me/locale', { locale: 'yo' })).status).toBe(204);
    for (const [who, name] of [[c.other, 'dayo'], [c.partner, 'pat']] as const) {
      expect((await who.call('POST', '/api/push/subscriptions', testSubscription(`https://fcm.googleapis.com/fcm/send/${name}-phone`).json)).status).toBe(201);
    }
    const pushedTo = async () => {
      const rows = await t.db.transaction((tx) => tx.select({ userId: pushSubscriptions.userId, payload: pushDeliveries.payload }).from(pushDeliveries).innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId)), { readOnly: true });
      await t.db.transaction((tx) => tx.delete(pushDeliveries));
      return Object.fromEntries(rows.map((r) => [r.userId, JSON.parse(r.payload)]));
    };
    await remind(c.admin, {});
    expect(await pushedTo()).toMatchObject({
      [c.other.id]: { title: 'Ìránnilétí ìsanwó', body: 'Jọ̀wọ́ rántí láti dáwó sí Xmas Party (Ajo Circle).' },
      [c.partner.id]: { title: 'Payment reminder', body: 'Please remember to contribute to Xmas Party (Ajo Circle).' },
    });
    await remind(c.admin, { message: 'Two days left!' });
    expect(await pushedTo()).toMatchObject({ [c.other.id]: { title: 'Ìránnilétí ìsanwó', body: 'Two days left!' }, [c.partner.id]: { body: 'Two days left!' } });
  });

  it('with an amount per member reminds who still owes, each told what is left, and not who has the rest on its way', async () => {
    await c.admin.call('PATCH', `/api/projects/${c.project.id}`, { amountPerMember: 20000 });
    await c.admin.call('PATCH', `/api/contributions/${await pay(c.member, 20000)}/confirm`);
    await c.admin.call('PATCH', `/api/contributions/${await pay(c.other, 10000)}/confirm`);
    await c.admin.call('PATCH', `/api/contributions/${await pay(c.partner, 5000)}/confirm`);
    await pay(c.partner, 15000); // the rest, awaiting confirmation
    const res = await remind(c.admin, { message: 'Levy closes Friday' });
    expect(res.json).toEqual({ reminded: 1, members: [person3(c.other)] });
    const [notice] = (await c.other.call('GET', '/api/notifications')).json;
    expect(notice).toMatchObject({ message: 'Levy closes Friday\n\nYou still owe ₦10,000 to Xmas Party (Ajo Circle). Please pay when you can.', params: { leftKobo: 1_000_000 } });
    expect((await c.member.call('GET', '/api/notifications')).json.filter((n: { type: string }) => n.type === 'reminder')).toEqual([]);
    expect((await c.partner.call('GET', '/api/notifications')).json.filter((n: { type: string }) => n.type === 'reminder')).toEqual([]);
  });

  it('accepts an empty body and answers zero when every member has paid or awaits confirmation', async () => {
    for (const who of [c.member, c.other, c.partner]) await pay(who, 1000);
    const res = await c.admin.send('POST', `/api/projects/${c.project.id}/reminders`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ reminded: 0, members: [] });
  });

  it("is for the purse's admin only, and sends nothing twice under one Idempotency-Key", async () => {
    expect((await remind(c.partner, {})).status).toBe(403);
    expect((await remind(c.member, {})).status).toBe(403);
    expect((await remind(c.admin, {}, 'nope')).status).toBe(404);
    const stranger = await person(t, 'eve', 'admin');
    expect((await remind(stranger, {})).status).toBe(403);
    const other = await makePurse(c.admin, c.group.id, { name: 'Burial' });
    await remind(c.admin, {}, other.id);
    await c.admin.call('POST', `/api/projects/${c.project.id}/reminders`, {}, { 'idempotency-key': 'k' });
    const replay = await c.admin.call('POST', `/api/projects/${c.project.id}/reminders`, {}, { 'idempotency-key': 'k' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await c.other.call('GET', '/api/notifications')).json).toHaveLength(2);
    expect((await remind(c.admin, { message: 'x'.repeat(501) })).status).toBe(400);
  });
});

describe('the standing of monthly dues (issue 25)', () => {
  it("counts every month due so far, from the admin's exceptions, on the server's clock; never that everyone has paid once a month is unpaid", async () => {
    const lagosDayBefore = (days: number) => new Date(t.clock.now().getTime() + 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
    const dues = await makePurse(c.admin, c.group.id, { name: 'Dues', targetAmount: 100000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: lagosDayBefore(45) });
    // Everyone joined today: each owes the month under way only, unless the admin says from the start.
    for (const who of [c.member, c.partner, c.other]) {
      const paid = await submitDialog(who, { amount: 5000, projectId: dues.id });
      expect((await c.admin.call('PATCH', `/api/contributions/${paid.json.id}/confirm`)).status).toBe(200);
    }
    const before = await standing(c.admin, dues.id);
    expect(before.json).toMatchObject({ everyonePaid: true, part: [], unpaid: [] });

    const fromStart = await c.admin.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ id: crypto.randomUUID(), type: 'dues.owesFromStart', payload: { projectId: dues.id, userId: c.member.id, owesFromStart: true } }] });
    expect(fromStart.json.results[0].status).toBe('applied');
    const after = await standing(c.admin, dues.id);
    expect(after.json.everyonePaid).toBe(false);
    expect(after.json.part).toEqual([{ ...person3(c.member), amount: '5000.00', left: '5000.00', pendingAmount: '0.00' }]);
    const sent = await remind(c.admin, undefined, dues.id);
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ reminded: 1, members: [person3(c.member)] });

    // Twenty days later on the server's clock a new month has begun, and nobody has paid it.
    t.clock.advance(20 * 86_400_000);
    const later = await standing(c.admin, dues.id);
    expect(later.json).toMatchObject({ everyonePaid: false, paid: [] });
    expect(later.json.part.map((p: { userId: string }) => p.userId).sort()).toEqual([c.member.id, c.partner.id, c.other.id].sort());
  });
});
