import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, type PullResponse } from '../../shared/sync-protocol';
import { circle, type Circle, eachTestACircle, submitDialog } from '../contributions/test-fixtures';
import { notifications, pushDeliveries } from '../db/schema';
import { anonymous, person, type Person } from '../groups/test-fixtures';
import { testSubscription } from '../testing/push-service';
import type { TestApp } from '../testing/test-app';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const pay = async (who: Person = c.member, amount = 5000) => {
  const res = await submitDialog(who, { amount, projectId: c.project.id });
  expect(res.status).toBe(201);
  return res.json.id as string;
};

async function pullAll(who: Person, since = 0) {
  const pages: PullResponse[] = [];
  let cursor = since;
  for (;;) {
    const res = await who.call('GET', `/api/sync?since=${cursor}`);
    expect(res.status).toBe(200);
    pages.push(res.json);
    cursor = res.json.cursor;
    if (!res.json.hasMore) return { cursor, notifications: pages.flatMap((p) => p.notifications), groupUpdates: pages.flatMap((p) => p.groupUpdates) };
  }
}

describe('GET /api/notifications', () => {
  it("lists only the session user's own, newest first, with the group's name", async () => {
    const first = await pay(c.member, 5000);
    t.clock.advance(60_000);
    const second = await pay(c.member, 2000);
    const admin = await c.admin.call('GET', '/api/notifications');
    expect(admin.status).toBe(200);
    expect(admin.json).toEqual([
      expect.objectContaining({ type: 'payment_submitted', contributionId: second, groupName: 'Ajo Circle', read: false, userId: c.admin.id }),
      expect.objectContaining({ type: 'payment_submitted', contributionId: first, groupName: 'Ajo Circle', message: 'chidi Okafor submitted ₦5,000 for Xmas Party' }),
    ]);
    expect((await c.member.call('GET', '/api/notifications')).json).toEqual([]);
    expect((await c.other.call('GET', '/api/notifications')).json).toEqual([]);
    expect((await anonymous(t, 'GET', '/api/notifications')).status).toBe(401);
    // The spec's user-scoped path: the same list for me, 403 for anyone else's id.
    expect((await c.admin.call('GET', `/api/notifications/${c.admin.id}`)).json).toEqual(admin.json);
    expect((await c.member.call('GET', `/api/notifications/${c.admin.id}`)).status).toBe(403);
  });
});

describe('notices as data (issue 15)', () => {
  it('carry their params beside the English text, in the REST listing, a first pull and a later pull', async () => {
    const { cursor } = await pullAll(c.admin);
    const id = await pay(c.member, 5000);
    const expected = {
      contributionId: id,
      title: 'New Payment Submitted',
      message: 'chidi Okafor submitted ₦5,000 for Xmas Party',
      params: { kind: 'paymentSubmitted', contributor: 'chidi Okafor', amountKobo: 500_000, purpose: 'Xmas Party' },
    };
    expect((await c.admin.call('GET', '/api/notifications')).json).toEqual([expect.objectContaining(expected)]);
    expect((await pullAll(c.admin)).notifications).toEqual([expect.objectContaining(expected)]);
    expect((await pullAll(c.admin, cursor)).notifications).toEqual([expect.objectContaining(expected)]);
  });
});

describe('PATCH /api/notifications/{id}/read', () => {
  it('marks one of mine read; anyone else\'s, or an unknown id, is 404', async () => {
    await pay();
    const [mine] = (await c.admin.call('GET', '/api/notifications')).json;
    const theirs = await c.member.call('PATCH', `/api/notifications/${mine.id}/read`);
    expect(theirs.status).toBe(404);
    expect(theirs.json).toEqual({ message: 'Notification not found', code: 'notification-not-found' });
    expect((await c.admin.call('PATCH', '/api/notifications/nope/read')).status).toBe(404);

    const read = await c.admin.call('PATCH', `/api/notifications/${mine.id}/read`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ id: mine.id, read: true, groupName: 'Ajo Circle' });
    expect((await c.admin.call('GET', '/api/notifications')).json[0].read).toBe(true);
  });

  it('costs no new revision when marked read again, and replays under an Idempotency-Key', async () => {
    await pay();
    const [mine] = (await c.admin.call('GET', '/api/notifications')).json;
    await c.admin.call('PATCH', `/api/notifications/${mine.id}/read`, undefined, { 'idempotency-key': 'r1' });
    const revisionOf = async (id: string) => (await t.db.transaction((tx) => tx.select().from(notifications).where(eq(notifications.id, id)), { readOnly: true }))[0]!.revision;
    const revision = await revisionOf(mine.id);
    const again = await c.admin.call('PATCH', `/api/notifications/${mine.id}/read`);
    expect(again.status).toBe(200);
    expect(await revisionOf(mine.id)).toBe(revision);
    const replay = await c.admin.call('PATCH', `/api/notifications/${mine.id}/read`, undefined, { 'idempotency-key': 'r1' });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });

  it('syncs: the read flag travels as a change after the cursor, and the mutation is own-only', async () => {
    await pay();
    const before = await pullAll(c.admin);
    expect(before.notifications).toEqual([expect.objectContaining({ type: 'payment_submitted', read: false, groupId: c.group.id })]);
    const id = before.notifications[0]!.id;
    const mutation = (notificationId: string) => ({ id: crypto.randomUUID(), type: 'notification.read', payload: { notificationId } });
    const foreign = await c.member.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [mutation(id)] });
    expect(foreign.json.results[0]).toMatchObject({ status: 'refused', code: 'notification-not-found' });
    const own = await c.admin.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [mutation(id)] });
    expect(own.json.results[0]).toMatchObject({ status: 'applied' });
    const after = await pullAll(c.admin, before.cursor);
    expect(after.notifications).toEqual([expect.objectContaining({ id, read: true })]);
    expect((await pullAll(c.member)).notifications).toEqual([]);
  });
});

describe('announcements', () => {
  const post = (who: Person, body: unknown, headers?: Record<string, string>) => who.call('POST', `/api/groups/${c.group.id}/updates`, body, headers);

  it("are posted by the group's admin only", async () => {
    for (const who of [c.partner, c.member]) {
      const res = await post(who, { title: 'Hi', message: 'Hello', priority: 'high' });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('not-group-admin');
    }
    expect((await c.admin.call('POST', '/api/groups/unknown/updates', { title: 'Hi', message: 'Hello' })).status).toBe(404);
    const res = await post(c.admin, { title: 'Meeting moved', message: 'Now on Saturday', priority: 'high' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ groupId: c.group.id, groupName: 'Ajo Circle', title: 'Meeting moved', message: 'Now on Saturday', priority: 'high', authorId: c.admin.id });
  });

  it.each([
    [{ message: 'x' }, 'Title is required', 'title'],
    [{ title: '  ', message: 'x' }, 'Title is required', 'title'],
    [{ title: 'x' }, 'Message is required', 'message'],
    [{ title: 'x', message: 'y', priority: 'urgent' }, 'Please choose a priority', 'priority'],
  ])('refuses %j with its message', async (body, message, field) => {
    const res = await post(c.admin, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ message, field });
  });

  it('reach every member and partner through GET, as notifications, and through sync; never a stranger', async () => {
    const { cursor } = await pullAll(c.member);
    const posted = (await post(c.admin, { title: 'Dues', message: 'Pay by Friday' })).json;
    for (const who of [c.member, c.partner, c.other, c.admin]) {
      const updates = await who.call('GET', '/api/group-updates');
      expect(updates.json).toEqual([{ ...posted, priority: 'medium' }]);
      expect((await who.call('GET', `/api/group-updates/${who.id}`)).json).toEqual(updates.json);
    }
    expect((await c.member.call('GET', `/api/group-updates/${c.admin.id}`)).status).toBe(403);
    for (const who of [c.member, c.partner, c.other]) {
      // The partner also holds the fixture's 'you are now a partner' notice (issue 23 §3).
      expect(((await who.call('GET', '/api/notifications')).json as { type: string }[]).filter((n) => n.type !== 'partner_added')).toEqual([
        expect.objectContaining({ type: 'group_update', title: 'Dues', message: 'Pay by Friday', groupName: 'Ajo Circle' }),
      ]);
    }
    expect((await c.admin.call('GET', '/api/notifications')).json).toEqual([]);
    const delta = await pullAll(c.member, cursor);
    expect(delta.groupUpdates).toEqual([expect.objectContaining({ id: posted.id, groupId: c.group.id, title: 'Dues', priority: 'medium' })]);
    // The admin's own words: no params, shown as written in every language.
    expect(delta.notifications).toEqual([expect.objectContaining({ type: 'group_update', groupId: c.group.id, params: null })]);

    const stranger = await circle(t, '2');
    expect((await stranger.member.call('GET', '/api/group-updates')).json).toEqual([]);
    expect((await pullAll(stranger.member)).groupUpdates).toEqual([]);
  });

  it("queue a push for each member's devices that opens /updates", async () => {
    const phone = testSubscription('https://fcm.googleapis.com/fcm/send/chidi');
    expect((await c.member.call('POST', '/api/push/subscriptions', phone.json)).status).toBe(201);
    const posted = (await post(c.admin, { title: 'Dues', message: 'Pay by Friday', priority: 'high' })).json;
    const deliveries = await t.db.transaction((tx) => tx.select().from(pushDeliveries), { readOnly: true });
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]!.payload)).toEqual({ title: 'Ajo Circle: Dues', body: 'Pay by Friday', tag: `update-${posted.id}`, url: '/updates' });
    expect(deliveries[0]).toMatchObject({ urgency: 'normal', status: 'queued' });
  });

  it('are newest first, and a member who joins later receives the older ones in the snapshot', async () => {
    await post(c.admin, { title: 'First', message: 'a' });
    t.clock.advance(1000);
    await post(c.admin, { title: 'Second', message: 'b' });
    expect((await c.member.call('GET', '/api/group-updates')).json.map((u: { title: string }) => u.title)).toEqual(['Second', 'First']);

    const late = await person(t, 'late');
    const { cursor } = await pullAll(late);
    await late.call('POST', `/api/groups/${c.group.id}/join`, {});
    const delta = await pullAll(late, cursor);
    expect(delta.groupUpdates.map((u) => u.title).sort()).toEqual(['First', 'Second']);
    expect(delta.notifications).toEqual([]); // announcements before joining are not notified
  });

  it('are created by the announcement.create mutation exactly once, however often it is pushed', async () => {
    const mutation = { id: crypto.randomUUID(), type: 'announcement.create', payload: { id: crypto.randomUUID(), groupId: c.group.id, title: 'Offline post', message: 'Typed on a bus', priority: 'low' } };
    const push = (who: Person) => who.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [mutation] });
    expect((await push(c.admin)).json.results[0]).toEqual({ id: mutation.id, status: 'applied' });
    expect((await push(c.admin)).json.results[0]).toEqual({ id: mutation.id, status: 'applied' });
    // The same row id under a new mutation id (a rebuilt outbox) finds the row and notifies no one again.
    expect((await c.admin.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ ...mutation, id: crypto.randomUUID() }] })).json.results[0].status).toBe('applied');
    expect((await c.member.call('GET', '/api/group-updates')).json).toEqual([expect.objectContaining({ id: mutation.payload.id, title: 'Offline post', priority: 'low' })]);
    expect((await c.member.call('GET', '/api/notifications')).json).toHaveLength(1);
    const memberTry = await c.member.call('POST', '/api/sync/push', { protocol: SYNC_PROTOCOL_VERSION, mutations: [{ ...mutation, id: crypto.randomUUID(), payload: { ...mutation.payload, id: crypto.randomUUID() } }] });
    expect(memberTry.json.results[0]).toMatchObject({ status: 'refused', code: 'not-group-admin' });
  });
});
