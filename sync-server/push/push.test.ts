import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { pushPayloadSchema } from '../../shared/notifications';
import { circle, dataUrl, pngBytes, submitDialog, type Circle } from '../contributions/test-fixtures';
import { pushDeliveries, pushSubscriptions } from '../db/schema';
import { person } from '../groups/test-fixtures';
import { startFakePushService, testSubscription, verifyVapid, type FakePushService } from '../testing/push-service';
import { testApp, type TestApp } from '../testing/test-app';
import { pruneExpired } from '../maintenance';
import { topicFor } from './queue';
import { RETRY_DELAYS_MS } from './worker';
import type { ReceiptRunner } from '../receipt-checks/runner';

let service: FakePushService;
let t: TestApp;
let c: Circle;

beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(() => service.close());
beforeEach(async () => {
  service.reset();
  t = testApp({}, { push: { agent: service.agent, endpointHosts: ['127.0.0.1'] } });
  c = await circle(t);
});
afterEach(() => t.close());

/** Subscribes `who`'s browser (a fresh key pair) at a new endpoint of the fake service. */
async function subscribe(who: { call: Circle['admin']['call'] }, name: string) {
  const sub = testSubscription(service.endpoint(name));
  const res = await who.call('POST', '/api/push/subscriptions', sub.json);
  expect(res.status).toBe(201);
  return sub;
}

const pay = async (amount = 5000) => {
  const res = await submitDialog(c.member, { amount, projectId: c.project.id });
  expect(res.status).toBe(201);
  return res.json.id as string;
};
const header = (i: number, name: string) => service.received[i]?.headers[name];
const queued = () => t.db.transaction((tx) => tx.select().from(pushDeliveries), { readOnly: true });
const subscriptions = () => t.db.transaction((tx) => tx.select().from(pushSubscriptions), { readOnly: true });

describe('web push to a local push service', () => {
  it("sends the admin an encrypted, VAPID-signed push that opens the payment's review", async () => {
    const adminPhone = await subscribe(c.admin, 'admin-phone');
    const { json: key } = await t.call('GET', '/api/push/public-key');
    const id = await pay();
    expect(await queued()).toHaveLength(1); // queued with the notification, not sent inside the request

    const report = await t.push.worker.runDue();
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0, removed: 0 });
    expect(service.received).toHaveLength(1);
    const push = service.received[0]!;
    expect(push.path).toBe('/push/admin-phone');
    expect(header(0, 'content-encoding')).toBe('aes128gcm');
    expect(header(0, 'ttl')).toBe('86400');
    expect(header(0, 'urgency')).toBe('high');
    expect(header(0, 'topic')).toBe(topicFor(`contribution-${id}`));
    const claims = verifyVapid(String(header(0, 'authorization')), {
      publicKey: key.publicKey,
      audience: new URL(service.endpoint('x')).origin,
      nowS: Math.floor(Date.now() / 1000),
    });
    expect(claims.sub).toBe('mailto:admin@grouppurse.local');

    const payload = pushPayloadSchema.parse(JSON.parse(adminPhone.decrypt(push.body)));
    expect(payload).toEqual({ title: 'New payment to review', body: 'chidi O. sent ₦5,000 for Xmas Party', tag: `contribution-${id}`, url: `/admin?review=${id}` });
    expect(JSON.stringify(payload)).not.toContain(c.member.phoneNumber);
    expect(await queued()).toEqual([]);
  });

  it('sends a partner the payment too, opening the same review link (the app shows it to them read-only)', async () => {
    const partnerPhone = await subscribe(c.partner, 'partner-phone');
    const id = await pay();
    await t.push.worker.runDue();
    expect(JSON.parse(partnerPhone.decrypt(service.received[0]!.body))).toMatchObject({ title: 'New payment to review', url: `/admin?review=${id}` });
  });

  it('sends one payment to every phone of the admin and of the partner, each in its own language, and none to the payer', async () => {
    const phones = [await subscribe(c.admin, 'admin-phone'), await subscribe(c.admin, 'admin-tablet'), await subscribe(c.partner, 'partner-phone')];
    await subscribe(c.member, 'payer-phone');
    expect((await c.partner.call('PUT', '/api/me/locale', { locale: 'ha' })).status).toBe(204);
    const id = await pay();
    expect(await t.push.worker.runDue()).toEqual({ sent: 3, retried: 0, failed: 0, removed: 0 });
    const byPath = new Map(service.received.map((push) => [push.path, push.body]));
    expect([...byPath.keys()].sort()).toEqual(['/push/admin-phone', '/push/admin-tablet', '/push/partner-phone']);
    const read = (i: number, path: string) => JSON.parse(phones[i]!.decrypt(byPath.get(path)!)) as { title: string; url: string };
    expect(read(0, '/push/admin-phone')).toMatchObject({ title: 'New payment to review', url: `/admin?review=${id}` });
    expect(read(1, '/push/admin-tablet')).toMatchObject({ title: 'New payment to review', url: `/admin?review=${id}` });
    expect(read(2, '/push/partner-phone').title).not.toBe('New payment to review');
    expect(read(2, '/push/partner-phone').url).toBe(`/admin?review=${id}`);
  });

  it('tells the contributor of an approval and of a rejection, each opening the contribution', async () => {
    const memberPhone = await subscribe(c.member, 'member-phone');
    const approved = await pay(5000);
    const rejected = await pay(2000);
    expect((await c.admin.call('PATCH', `/api/contributions/${approved}/confirm`)).status).toBe(200);
    expect((await c.admin.call('PATCH', `/api/contributions/${rejected}/reject`, { reason: 'blurry' })).status).toBe(200);
    await t.push.worker.runDue();
    const payloads = service.received.map((r) => JSON.parse(memberPhone.decrypt(r.body)));
    expect(payloads).toEqual(
      expect.arrayContaining([
        { title: 'Payment approved', body: 'Your ₦5,000 for Xmas Party was approved.', tag: `contribution-${approved}`, url: `/my-contributions?c=${approved}` },
        { title: 'Payment rejected', body: 'Your ₦2,000 for Xmas Party was rejected. Tap to see why.', tag: `contribution-${rejected}`, url: `/my-contributions?c=${rejected}` },
      ]),
    );
    expect(service.received.map((r) => r.headers.urgency)).toEqual(['high', 'high']);
  });

  it("speaks each recipient's language: a member who chose Hausa reads the approval in Hausa, one who kept English in English", async () => {
    expect((await c.member.call('PUT', '/api/me/locale', { locale: 'ha' })).status).toBe(204);
    const hausaPhone = await subscribe(c.member, 'hausa-phone');
    const englishPhone = await subscribe(c.other, 'english-phone');
    const hausa = await pay(5000);
    const english = await submitDialog(c.other, { amount: 3000, projectId: c.project.id });
    for (const id of [hausa, english.json.id]) expect((await c.admin.call('PATCH', `/api/contributions/${id}/confirm`)).status).toBe(200);
    await t.push.worker.runDue();
    const read = (phone: typeof hausaPhone, name: string) => service.received.filter((r) => r.path === `/push/${name}`).map((r) => JSON.parse(phone.decrypt(r.body)));
    expect(read(hausaPhone, 'hausa-phone')).toEqual([{ title: 'An tabbatar da biya', body: 'An tabbatar da biyan ₦5,000 don Xmas Party.', tag: `contribution-${hausa}`, url: `/my-contributions?c=${hausa}` }]);
    expect(read(englishPhone, 'english-phone')).toEqual([expect.objectContaining({ title: 'Payment approved', body: 'Your ₦3,000 for Xmas Party was approved.' })]);
  });

  it('deletes a subscription the push service answers 410 for, with its queued pushes', async () => {
    await subscribe(c.admin, 'old-phone');
    await pay();
    await pay();
    service.answerNext(410);
    const report = await t.push.worker.runDue();
    expect(report.removed).toBe(1);
    expect(await subscriptions()).toEqual([]);
    expect(await queued()).toEqual([]);
    expect(service.received.length).toBeLessThanOrEqual(2);
  });

  it('treats 404 like 410', async () => {
    await subscribe(c.admin, 'gone-phone');
    await pay();
    service.answerNext(404);
    expect((await t.push.worker.runDue()).removed).toBe(1);
    expect(await subscriptions()).toEqual([]);
  });

  it('still delivers pushes queued before a server restart, signed with the same kept keys', async () => {
    const adminPhone = await subscribe(c.admin, 'admin-phone');
    const { json: before } = await t.call('GET', '/api/push/public-key');
    const id = await pay();
    await t.restart();
    expect(await queued()).toHaveLength(1);
    const { json: after } = await t.call('GET', '/api/push/public-key');
    expect(after.publicKey).toBe(before.publicKey);
    expect((await t.push.worker.runDue()).sent).toBe(1);
    expect(JSON.parse(adminPhone.decrypt(service.received[0]!.body)).url).toBe(`/admin?review=${id}`);
    verifyVapid(String(header(0, 'authorization')), { publicKey: before.publicKey, audience: new URL(service.endpoint('x')).origin, nowS: Math.floor(Date.now() / 1000) });
  });

  it('retries a 500 after the backoff, with the TTL shortened by the wait', async () => {
    const adminPhone = await subscribe(c.admin, 'admin-phone');
    await pay();
    service.answerNext(500);
    expect(await t.push.worker.runDue()).toEqual({ sent: 0, retried: 1, failed: 0, removed: 0 });
    expect((await queued())[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: 'HTTP 500' });
    expect((await queued())[0]!.nextAttemptAt.getTime()).toBe(t.clock.now().getTime() + RETRY_DELAYS_MS[0]);

    t.clock.advance(RETRY_DELAYS_MS[0] - 1000);
    expect((await t.push.worker.runDue()).sent).toBe(0); // not due yet
    expect(service.received).toHaveLength(1);

    t.clock.advance(1000);
    expect((await t.push.worker.runDue()).sent).toBe(1);
    expect(service.received).toHaveLength(2);
    expect(header(1, 'ttl')).toBe(String(86400 - RETRY_DELAYS_MS[0] / 1000));
    expect(JSON.parse(adminPhone.decrypt(service.received[1]!.body)).title).toBe('New payment to review');
    expect(await queued()).toEqual([]);
  });

  it('gives up after the last backoff step or the TTL, keeping the last error', async () => {
    await subscribe(c.admin, 'admin-phone');
    await pay();
    service.answerNext(...Array<number>(8).fill(503));
    let attempts = 0;
    for (;;) {
      const report = await t.push.worker.runDue();
      attempts += report.retried + report.failed;
      if (report.failed > 0 || attempts > 20) break;
      t.clock.advance((await queued())[0]!.nextAttemptAt.getTime() - t.clock.now().getTime());
    }
    // Eight tries over 22 h 12.5 min (30 s, 2 min, 10 min, 1 h, 3 h, 6 h, 12 h apart); then no step is left.
    expect(await queued()).toEqual([expect.objectContaining({ status: 'failed', attempts: 8, lastError: 'HTTP 503' })]);
    expect(service.received).toHaveLength(8);
    t.clock.advance(24 * 60 * 60_000);
    expect((await t.push.worker.runDue()).sent).toBe(0);
    expect(service.received).toHaveLength(8);
  });

  it('keeps a given-up push a week for looking into, then maintenance drops it', async () => {
    await subscribe(c.admin, 'admin-phone');
    await pay();
    await t.db.transaction(async (tx) => {
      await tx.update(pushDeliveries).set({ status: 'failed', lastError: 'HTTP 503' });
    });
    t.clock.advance(7 * 24 * 60 * 60_000 - 1);
    await pruneExpired(t.db, t.proofStore, t.clock.now());
    expect(await queued()).toEqual([expect.objectContaining({ status: 'failed' })]);
    t.clock.advance(2);
    await pruneExpired(t.db, t.proofStore, t.clock.now());
    expect(await queued()).toEqual([]);
  });

  it('retries a push service that cannot be reached', async () => {
    const sub = testSubscription('https://127.0.0.1:1/push/nowhere');
    expect((await c.admin.call('POST', '/api/push/subscriptions', sub.json)).status).toBe(201);
    await pay();
    expect((await t.push.worker.runDue()).retried).toBe(1);
    expect((await queued())[0]!.lastError).toMatch(/ECONNREFUSED|connect/);
  });

  it('runs the push worker and the receipt runner after a write only when the write queued something for them', async () => {
    await t.close();
    const receiptKicks = vi.fn();
    const receipts: ReceiptRunner = { readStored: async () => null, runQueued: async () => 0, kick: receiptKicks, start: () => {}, stop: async () => {} };
    t = testApp({ receipts }, { push: { agent: service.agent, endpointHosts: ['127.0.0.1'], kickOnWrite: true } });
    c = await circle(t);
    const pushKicks = vi.spyOn(t.push.worker, 'kick');
    // Nobody subscribed and no proof: the payment queues nothing, and nothing is run for it.
    await pay();
    expect([pushKicks.mock.calls.length, receiptKicks.mock.calls.length]).toEqual([0, 0]);
    // The admin's phone subscribed (a write that queues nothing either): the next payment queues a push.
    await subscribe(c.admin, 'admin-phone');
    await pay();
    expect([pushKicks.mock.calls.length, receiptKicks.mock.calls.length]).toEqual([1, 0]);
    // A payment with its receipt queues the receipt's reading too.
    const withProof = await submitDialog(c.member, { amount: 5000, projectId: c.project.id, proofOfPayment: dataUrl(pngBytes(100, 3)) });
    expect(withProof.status).toBe(201);
    expect([pushKicks.mock.calls.length, receiptKicks.mock.calls.length]).toEqual([2, 1]);
  });

  it('sends right after the write when kicked on write (as the running server does)', async () => {
    await t.close();
    t = testApp({}, { push: { agent: service.agent, endpointHosts: ['127.0.0.1'], kickOnWrite: true } });
    c = await circle(t);
    await subscribe(c.admin, 'admin-phone');
    await pay();
    await expect.poll(() => service.received.length, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await queued()).length).toBe(0);
  });
});

describe('push subscriptions', () => {
  it('needs a session to subscribe, but anyone may read the public key', async () => {
    t.setCookie('');
    const key = await t.call('GET', '/api/push/public-key');
    expect(key.status).toBe(200);
    expect(Buffer.from(key.json.publicKey, 'base64url')).toHaveLength(65);
    const res = await t.call('POST', '/api/push/subscriptions', testSubscription(service.endpoint('x')).json);
    expect(res.status).toBe(401);
  });

  it('refuses malformed subscriptions and push services that are not browsers\'', async () => {
    const bad = await c.member.call('POST', '/api/push/subscriptions', { endpoint: service.endpoint('x'), keys: { p256dh: '' } });
    expect(bad.status).toBe(400);
    const http = await c.member.call('POST', '/api/push/subscriptions', { ...testSubscription('http://127.0.0.1/push').json });
    expect(http.status).toBe(400);
    const elsewhere = await c.member.call('POST', '/api/push/subscriptions', testSubscription('https://intranet.example/hook').json);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.json).toMatchObject({ code: 'push-endpoint-not-allowed', message: MESSAGES.pushEndpointNotAllowed });
    const badKey = await c.member.call('POST', '/api/push/subscriptions', { endpoint: service.endpoint('x'), keys: { p256dh: 'BPk', auth: 'YXV0aA' } });
    expect(badKey.status).toBe(400);
    expect(badKey.json.field).toBe('keys');
    const fcm = await c.member.call('POST', '/api/push/subscriptions', testSubscription('https://fcm.googleapis.com/fcm/send/abc').json);
    expect(fcm.status).toBe(201);
  });

  it('updates a browser saved again, and gives it to whoever uses it now, dropping the old user\'s queued pushes', async () => {
    const sub = testSubscription(service.endpoint('shared-phone'));
    expect((await c.admin.call('POST', '/api/push/subscriptions', sub.json)).status).toBe(201);
    expect((await c.admin.call('POST', '/api/push/subscriptions', sub.json)).status).toBe(200);
    await pay();
    expect(await queued()).toHaveLength(1);
    const res = await c.other.call('POST', '/api/push/subscriptions', sub.json);
    expect(res.status).toBe(200);
    expect(await subscriptions()).toEqual([expect.objectContaining({ userId: c.other.id, endpoint: sub.json.endpoint })]);
    expect(await queued()).toEqual([]);
  });

  it('replays a subscribe sent with the same Idempotency-Key', async () => {
    const sub = testSubscription(service.endpoint('p'));
    const first = await c.member.call('POST', '/api/push/subscriptions', sub.json, { 'idempotency-key': 'k1' });
    const again = await c.member.call('POST', '/api/push/subscriptions', sub.json, { 'idempotency-key': 'k1' });
    expect(again.status).toBe(first.status);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('lets only the owner unsubscribe a browser', async () => {
    const sub = testSubscription(service.endpoint('mine'));
    await c.member.call('POST', '/api/push/subscriptions', sub.json);
    const stranger = await person(t, 'eve');
    const theirs = await stranger.call('DELETE', '/api/push/subscriptions', { endpoint: sub.json.endpoint });
    expect(theirs.status).toBe(404);
    expect(await subscriptions()).toHaveLength(1);
    const mine = await c.member.call('DELETE', '/api/push/subscriptions', { endpoint: sub.json.endpoint });
    expect(mine.status).toBe(200);
    expect(mine.json).toEqual({ removed: true });
    expect(await t.db.transaction((tx) => tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.json.endpoint)), { readOnly: true })).toEqual([]);
    expect((await c.member.call('DELETE', '/api/push/subscriptions', {})).status).toBe(400);
  });

  it('keeps at most ten devices per user, dropping the oldest', async () => {
    for (let i = 0; i < 11; i++) {
      await c.member.call('POST', '/api/push/subscriptions', testSubscription(service.endpoint(`d${i}`)).json);
      t.clock.advance(1000);
    }
    const endpoints = (await subscriptions()).map((s) => s.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain(service.endpoint('d0'));
  });
});
