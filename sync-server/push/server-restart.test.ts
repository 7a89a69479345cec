import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseFile, openDatabase } from '../db/open';
import { nextRevision } from '../db/revision';
import { pushDeliveries, pushSubscriptions, users } from '../db/schema';
import { startServer } from '../server';
import { startFakePushService, testSubscription, verifyVapid, type FakePushService } from '../testing/push-service';
import { recordingSender } from '../testing/test-app';
import { paymentSubmittedPush } from './payloads';
import { enqueuePush } from './queue';
import { createLog } from '../observe/log';

let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(() => service.close());

it('sends, at start, the pushes a stopped server had queued, with the VAPID keys given by env', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gp-push-'));
  const vapid = webpush.generateVAPIDKeys();
  const phone = testSubscription(service.endpoint('admin-phone'));
  // The server was stopped after committing a payment's notification and its push.
  const db = openDatabase(databaseFile(dir));
  const now = new Date();
  await db.transaction(async (tx) => {
    const userId = randomUUID();
    await tx.insert(users).values({ id: userId, username: 'ada', usernameKey: 'ada', fullName: 'Ada Obi', phoneNumber: '+2348031111111', role: 'admin', createdAt: now, revision: await nextRevision(tx) });
    await tx.insert(pushSubscriptions).values({ id: randomUUID(), userId, endpoint: phone.json.endpoint, p256dh: phone.json.keys.p256dh, auth: phone.json.keys.auth, createdAt: now });
    await enqueuePush(tx, userId, paymentSubmittedPush({ id: 'c-1', amountKobo: 500_000 }, { contributorName: 'Kemi Balogun', purpose: 'Xmas Party' }), now);
  });
  await db.close();

  const logged: string[] = [];
  const server = await startServer({
    dataDir: dir,
    port: 0,
    host: '127.0.0.1',
    otpSender: recordingSender().sender,
    log: createLog({ destination: { write: (line: string) => void logged.push(line) } }),
    metrics: { port: 0, host: '127.0.0.1' },
    push: { vapid: { ...vapid, subject: 'mailto:treasurer@example.ng' }, agent: service.agent, endpointHosts: ['127.0.0.1'] },
  });
  try {
    await expect.poll(() => service.received.length, { timeout: 5000 }).toBe(1);
    const push = service.received[0]!;
    expect(JSON.parse(phone.decrypt(push.body))).toEqual({ title: 'New payment to review', body: 'Kemi B. sent ₦5,000 for Xmas Party', tag: 'contribution-c-1', url: '/admin?review=c-1' });
    const claims = verifyVapid(String(push.headers.authorization), { publicKey: vapid.publicKey, audience: new URL(phone.json.endpoint).origin, nowS: Math.floor(Date.now() / 1000) });
    expect(claims.sub).toBe('mailto:treasurer@example.ng');
    const key = await fetch(`${server.url}/api/push/public-key`).then((r) => r.json());
    expect(key).toEqual({ publicKey: vapid.publicKey });
    // The operator sees the delivery: a log line naming the push service's host (never the
    // device's endpoint), with a job id of its own (queued outside any request), and the counts.
    // Written once the delivery's row is gone, a moment after the push service answered.
    await expect.poll(() => logged.some((line) => line.includes('"msg":"push sent"')), { timeout: 5000 }).toBe(true);
    const sent = logged.map((line) => JSON.parse(line)).find((line) => line.msg === 'push sent');
    expect(sent).toMatchObject({ level: 'info', attempt: 1, service: new URL(phone.json.endpoint).host, requestId: expect.stringMatching(/^push-/) });
    expect(logged.join('')).not.toContain(new URL(phone.json.endpoint).pathname);
    const metrics = await fetch(server.metricsUrl!).then((r) => r.text());
    expect(metrics).toContain('gp_push_deliveries_total{outcome="ok"} 1');
    expect(metrics).toContain('gp_push_queue_depth 0');
  } finally {
    await server.close();
  }
  const after = openDatabase(databaseFile(dir));
  expect(await after.transaction((tx) => tx.select().from(pushDeliveries), { readOnly: true })).toEqual([]);
  await after.close();
  rmSync(dir, { recursive: true, force: true });
});
