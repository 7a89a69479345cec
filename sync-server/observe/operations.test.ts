/**
 * What an operator sees (issue 26 §4), through the real app and database: one JSON line per
 * request with its id, route pattern, status, duration and user, never a phone number, code or
 * cookie; the same id on the lines of the jobs the request queued; and the counts in the metrics.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_RECEIPT_FIELDS } from '../../shared/receipt-reading';
import { circle, dataUrl, pngBytes, submitDialog, type Circle } from '../contributions/test-fixtures';
import { pushDeliveries, pushSubscriptions, receiptJobs } from '../db/schema';
import { enqueuePush } from '../push/queue';
import type { PushNotice } from '../push/payloads';
import { createReceiptRunner } from '../receipt-checks/runner';
import type { ReceiptReader } from '../receipt-checks/reader';
import { recordingSender, testApp, type TestApp } from '../testing/test-app';
import { createLog, type Log } from './log';
import { withRequestId } from './log-context';
import { createMetrics, type Metrics } from './metrics';

type Line = Record<string, unknown>;

let t: TestApp;
let c: Circle;
let raw: string[];
let log: Log;
let metrics: Metrics;
const lines = () => raw.map((line) => JSON.parse(line) as Line);
const requestLines = () => lines().filter((line) => line.msg === 'request');

beforeEach(async () => {
  raw = [];
  log = createLog({ level: 'info', destination: { write: (line: string) => void raw.push(line) } });
  metrics = createMetrics();
  t = testApp({ log, metrics });
  c = await circle(t);
});
afterEach(async () => {
  await t.close();
});

describe('the request log', () => {
  it('writes one line per request: id, method, route pattern, status, duration and user; no phone number, code or cookie', async () => {
    const before = requestLines().length;
    const res = await submitDialog(c.member, { amount: 25_000, projectId: c.project.id, proofOfPayment: dataUrl(pngBytes(200, 7)) });
    expect(res.status).toBe(201);
    const [line, ...more] = requestLines().slice(before);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 'info', method: 'POST', route: '/api/contributions', status: 201, userId: c.member.id, requestId: res.headers.get('x-request-id') });
    expect(Object.keys(line!).sort()).toEqual(['level', 'method', 'ms', 'msg', 'pid', 'requestId', 'route', 'status', 'time', 'userId'].sort());
    expect(line!.ms).toBeGreaterThan(0);

    // A path with ids is logged by its pattern.
    const members = await c.admin.call('GET', `/api/groups/${c.group.id}/members`);
    expect(members.status).toBe(200);
    const patterned = requestLines().at(-1)!;
    expect(patterned.route).toMatch(/^\/api\/groups\/:[a-zA-Z]+\/members$/);
    expect(JSON.stringify(patterned)).not.toContain(c.group.id);

    // The circle signed four people up and in: their numbers, codes and cookies are nowhere.
    const everything = raw.join('');
    expect(t.otp.sent.length).toBeGreaterThanOrEqual(4);
    for (const sent of t.otp.sent) {
      expect(everything).not.toContain(sent.phoneNumber.slice(-10));
      expect(everything).not.toContain(`"${sent.code}"`);
    }
    for (const who of [c.admin, c.member]) expect(everything).not.toContain(who.cookie.split('=')[1]);
    expect(requestLines().filter((l) => String(l.route).startsWith('/api/auth')).length).toBeGreaterThanOrEqual(8);
  });

  it('takes a request id from a trusted proxy only, and answers a new one to anybody else', async () => {
    const trusted = await c.admin.call('GET', `/api/groups/${c.group.id}/members`, undefined, { 'x-request-id': 'edge-42' });
    expect(trusted.headers.get('x-request-id')).toBe('edge-42');
    expect(requestLines().at(-1)).toMatchObject({ requestId: 'edge-42', status: 200 });
    // An unknown path has no pattern to log; its own path is not logged either (a series per typo).
    await c.member.call('GET', '/api/no/such/thing', undefined, { 'x-request-id': 'edge-43' });
    expect(requestLines().at(-1)).toMatchObject({ requestId: 'edge-43', status: 404, route: '/api/*' });

    const direct = testApp({ log, metrics, trustProxy: false });
    try {
      const res = await direct.app.request('/api/health', { headers: { 'x-request-id': 'forged-1' } });
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestLines().at(-1)).toMatchObject({ requestId: id, route: '/api/health', userId: null });
      expect(raw.join('')).not.toContain('forged-1');
    } finally {
      await direct.close();
    }
  });

  it('logs a failed OTP delivery with its provider and reason, never the number, and counts it', async () => {
    const failing = recordingSender({ fail: true });
    const down = testApp({
      log,
      metrics,
      otpSender: { ...failing.sender, send: async (m) => ({ ok: false, reason: `http-400 (Invalid number ${m.phoneNumber.slice(1)})` }) },
    });
    try {
      const res = await down.call('POST', '/api/auth/send-otp', { phoneNumber: '0803 123 4567' });
      expect(res.status).toBe(502);
      const warning = lines().find((line) => line.msg === 'one-time code not delivered');
      expect(warning).toMatchObject({ level: 'warn', provider: 'console', reason: 'http-400 (Invalid number 234…)', requestId: res.headers.get('x-request-id') });
      expect(raw.join('')).not.toContain('8031234567');
      expect(await metrics.registry.metrics()).toContain('gp_otp_sends_total{provider="console",result="failed"} 1');
    } finally {
      await down.close();
    }
  });
});

describe('a request id through its background jobs', () => {
  it("puts the submit's request id on its receipt check's lines", async () => {
    const reader: ReceiptReader = {
      read: async () => ({ reading: { state: 'read', ...NO_RECEIPT_FIELDS }, dhash: 'f0'.repeat(32), text: 'receipt' }),
      close: async () => {},
    };
    const runner = createReceiptRunner({ db: t.db, store: t.proofStore, reader, clock: t.clock, log, metrics });
    try {
      const res = await submitDialog(c.member, { amount: 25_000, projectId: c.project.id, proofOfPayment: dataUrl(pngBytes(200, 9)) });
      const submitId = res.headers.get('x-request-id');
      const [job] = await t.db.transaction((tx) => tx.select().from(receiptJobs).where(eq(receiptJobs.contributionId, res.json.id)), { readOnly: true });
      expect(job?.requestId).toBe(submitId);
      expect(await runner.runQueued()).toBe(1);
      expect(lines().find((line) => line.msg === 'receipt checked')).toMatchObject({ requestId: submitId, contributionId: res.json.id, outcome: 'read', level: 'info' });
      expect(await metrics.registry.metrics()).toMatch(/gp_receipt_read_duration_seconds_count\{outcome="read"\} 1/);
    } finally {
      await runner.stop();
    }
  });

  it('keeps the id of the request that queued a push on its delivery', async () => {
    await t.db.transaction((tx) =>
      tx.insert(pushSubscriptions).values({ id: 'sub-1', userId: c.member.id, endpoint: 'https://fcm.googleapis.com/fcm/send/x', p256dh: 'p', auth: 'a', createdAt: t.clock.now() } as typeof pushSubscriptions.$inferInsert),
    );
    const notice = { ttlSeconds: 60, urgency: 'normal', render: () => ({ title: 't', body: 'b', tag: 'tag-1', url: '/' }) } as unknown as PushNotice;
    await withRequestId('req-7', () => t.db.transaction((tx) => enqueuePush(tx, c.member.id, notice, t.clock.now())));
    const [delivery] = await t.db.transaction((tx) => tx.select().from(pushDeliveries), { readOnly: true });
    expect(delivery?.requestId).toBe('req-7');
  });
});

describe('the metrics', () => {
  it('counts requests by method, route pattern and status, with their latency', async () => {
    await submitDialog(c.member, { amount: 25_000, projectId: c.project.id, proofOfPayment: dataUrl(pngBytes(200, 5)) });
    await c.member.call('GET', `/api/groups/${c.group.id}/members`);
    const text = await metrics.registry.metrics();
    expect(text).toContain('gp_http_requests_total{method="POST",route="/api/contributions",status="201"} 1');
    expect(text).toMatch(/gp_http_request_duration_seconds_count\{method="POST",route="\/api\/contributions"\} 1/);
    expect(text).toMatch(/gp_otp_sends_total\{provider="console",result="ok"\} [4-9]/);
    expect(text).not.toContain(c.group.id);
  });
});
