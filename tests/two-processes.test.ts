/**
 * Two server processes on one PostgreSQL (issue 14, point 5): `sync-server/main.ts` twice, each on
 * its own port, with one database and one proofs directory, and every client request going to the
 * next process in turn, as a round-robin load balancer sends them (TRUST_PROXY=1, and each client
 * its own X-Forwarded-For). What the processes must share through the database:
 * - sessions: a cookie made on one process works on the other; a logout on one ends it on both;
 * - exactly-once writes: each sync batch is sent to one process and sent again to the other (a
 *   phone retrying after a lost answer), half of them at the same moment: every mutation applies
 *   once and the resend is answered with the first answers;
 * - exactly-once sync: the admin's device pulls small pages from both processes in turn while the
 *   members write through both: every row arrives exactly once and none is missing;
 * - exactly-once push: every push those writes queued reaches the push service once, whichever
 *   process's worker sent it (the queue is claimed with FOR UPDATE SKIP LOCKED);
 * - caps: the OTP cooldown, the OTP per-address cap and the public look-up miss cap count the
 *   requests made on both processes;
 * - a REST request sent to both processes at once under one Idempotency-Key applies once;
 * - proofs: uploaded through one process, shown through both (one PROOFS_DIR); the public summary
 *   each process caches is fresh after a write on the other.
 * Always PostgreSQL, whatever GP_TEST_ENGINE: several processes cannot share one SQLite file.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_PROTOCOL_VERSION, type PullResponse } from '../shared/sync-protocol';
import { pngBytes, sha256Of } from '../sync-server/contributions/test-fixtures';
import { freePort, startServerProcess, type Reply, type ServerProcess } from '../sync-server/security/crash-server';
import { freshPostgresDatabase, type FreshDatabase } from '../sync-server/testing/postgres';
import { startFakePushService, testSubscription, type FakePushService } from '../sync-server/testing/push-service';
import { call, cookieOf, expectStatus, fetchBytes, type Client } from './load-balanced-client';

const MEMBERS = 4;
const BATCHES = 6;
const PER_BATCH = 2;
const ANNOUNCEMENTS = 8;
/** Rows per pull page: small, so the device's pull spans many pages on both processes. */
const PAGE = 6;

const root = mkdtempSync(join(tmpdir(), 'gp-two-'));
const servers: ServerProcess[] = [];
const ports: number[] = [];
let postgres: FreshDatabase | undefined;
let pool: pg.Pool | undefined;
let pushService: FakePushService | undefined;
let turn = 0;
let phones = 0;
let admin: Client;
let members: Client[] = [];
let groupId = '';
let projectId = '';
let registrationLink = '';

/** The load balancer: each request goes to the next process. */
const nextPort = () => ports[turn++ % 2]!;
const phone = () => `+2348035${String(100_000 + (phones += 1)).padStart(6, '0')}`;
const rows = async <T>(text: string, values: unknown[] = []) => (await pool!.query(text, values)).rows as T[];

/** Sign-up with the console sender's development code: the code asked on one process, used on the other. */
async function signUp(username: string, role: 'admin' | 'member', ip: string): Promise<Client> {
  const phoneNumber = phone();
  const otp = expectStatus(await call(nextPort(), 'POST', '/api/auth/send-otp', { ip, body: { phoneNumber } }), 200, 'send-otp');
  const body = { fullName: `${username} Okafor`, username, phoneNumber, role, otp: otp.json.developmentOtp };
  const registered = expectStatus(await call(nextPort(), 'POST', '/api/auth/register-with-otp', { ip, body }), 201, 'register');
  return { id: registered.json.user.id as string, cookie: cookieOf(registered), ip };
}

beforeAll(async () => {
  postgres = await freshPostgresDatabase();
  pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
  // An idle client that PostgreSQL ends (the database dropped WITH (FORCE) at the end, a client
  // still closing) is reported on the pool: unheard, it was an uncaught error that failed the run.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') throw error;
  });
  pushService = await startFakePushService();
  const caFile = join(root, 'push-ca.pem');
  writeFileSync(caFile, pushService.cert);
  const proofsDir = join(root, 'proofs');
  mkdirSync(proofsDir);
  ports.push(await freePort());
  do ports[1] = await freePort();
  while (ports[1] === ports[0]);
  // Only the database and the proofs directory are shared; each process has a data folder of its own.
  const env = { PROOFS_DIR: proofsDir, TRUST_PROXY: '1', PUSH_ENDPOINT_HOSTS: '127.0.0.1', NODE_EXTRA_CA_CERTS: caFile };
  const started = await Promise.allSettled(ports.map((port, i) => startServerProcess(join(root, `data-${i}`), port, postgres!.url, env)));
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;

  admin = await signUp('twoada', 'admin', '10.1.0.1');
  for (let i = 0; i < MEMBERS; i += 1) members.push(await signUp(`twomember${i}`, 'member', `10.1.1.${i}`));
  const [a, b] = ports as [number, number];
  const group = expectStatus(await call(a, 'POST', '/api/groups', { who: admin, body: { name: 'Two Process Circle' } }), 201, 'group').json;
  groupId = group.id;
  registrationLink = group.registrationLink;
  const purse = { name: 'Xmas Party', targetAmount: 50_000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };
  projectId = expectStatus(await call(a, 'POST', `/api/groups/${groupId}/projects`, { who: admin, body: purse }), 201, 'purse').json.id;
  for (const m of members) expectStatus(await call(b, 'POST', `/api/groups/${groupId}/join`, { who: m, body: { userId: m.id } }), 201, 'join');
}, 90_000);

afterAll(async () => {
  // Each process is stopped by its own pid (ServerProcess.kill), even when the set-up failed.
  await Promise.all(servers.map((s) => s.kill()));
  await pool?.end();
  await pushService?.close();
  await postgres?.drop();
  rmSync(root, { recursive: true, force: true });
});

it('shares sessions: a cookie made on one process works on the other, and a logout on one ends it on both', async () => {
  const [a, b] = ports as [number, number];
  for (const user of [admin, ...members]) {
    for (const port of ports) expect((await call(port, 'GET', '/api/auth/me', { who: user })).json.user.id).toBe(user.id);
  }
  const leaver = await signUp('twoleaver', 'member', '10.1.2.1');
  expect((await call(b, 'GET', '/api/auth/me', { who: leaver })).status).toBe(200);
  expectStatus(await call(a, 'POST', '/api/auth/logout', { who: leaver }), 204, 'logout');
  expect((await call(b, 'GET', '/api/auth/me', { who: leaver })).status).toBe(401);
});

describe('members and the admin writing through both processes while the admin device pulls from both', () => {
  /** A mutation as the device sends it; a contribution's payload carries its row id. */
  type SentMutation = { id: string; type: string; payload: Record<string, unknown> & { id?: string } };
  type Batch = { mutations: SentMutation[]; answers: Reply[] };
  const batches: Batch[] = [];
  /** Rows the pulling device received, by table and id: the revision of each arrival. */
  const arrivals = { contributions: new Map<string, number[]>(), notifications: new Map<string, number[]>(), groupUpdates: new Map<string, number[]>() };
  const announcementTitles: string[] = [];
  let subscription: ReturnType<typeof testSubscription>;
  let pages = 0;
  /** Where the device's cursor stood when the writes began: what it receives after that is checked. */
  let startCursor = 0;

  /** Sends a batch to one process and again to the other: one after the other, or both at once. */
  async function pushTwice(who: Client, mutations: SentMutation[], first: number, atOnce: boolean): Promise<void> {
    const body = { protocol: SYNC_PROTOCOL_VERSION, mutations };
    const go = (port: number) => call(port, 'POST', '/api/sync/push', { who, body });
    const other = ports[(ports.indexOf(first) + 1) % 2]!;
    const answers = atOnce ? await Promise.all([go(first), go(other)]) : [await go(first), await go(other)];
    batches.push({ mutations, answers });
  }

  async function memberWrites(member: Client, m: number): Promise<void> {
    for (let b = 0; b < BATCHES; b += 1) {
      const mutations = Array.from({ length: PER_BATCH }, (_, i) => ({
        id: randomUUID(),
        type: 'contribution.create',
        payload: { id: randomUUID(), groupId, projectId, amount: `${100 + m * 10 + i}`, paymentType: 'bank_transfer', reference: null, notes: null, description: `m${m} b${b} #${i}`, proofSha256: null },
      }));
      await pushTwice(member, mutations, ports[(m + b) % 2]!, b % 2 === 1);
    }
  }

  async function adminAnnounces(): Promise<void> {
    for (let n = 0; n < ANNOUNCEMENTS; n += 1) {
      // No row id in the payload: only the mutation's id keeps a resend from posting it twice.
      const title = `Notice ${n} ${randomUUID().slice(0, 8)}`;
      announcementTitles.push(title);
      const mutation = { id: randomUUID(), type: 'announcement.create', payload: { groupId, title, message: 'Meeting on Saturday' } };
      await pushTwice(admin, [mutation], ports[n % 2]!, n % 2 === 0);
    }
  }

  /** The admin's device: pages of PAGE rows, each from the next process, until nothing more waits. */
  async function pullUntil(done: () => boolean, start: { since: number }): Promise<void> {
    for (;;) {
      const finished = done();
      const page = expectStatus(await call(nextPort(), 'GET', `/api/sync?since=${start.since}&limit=${PAGE}`, { who: admin }), 200, 'pull').json as PullResponse;
      pages += 1;
      for (const table of ['contributions', 'notifications', 'groupUpdates'] as const) {
        for (const row of page[table]) arrivals[table].set(row.id, [...(arrivals[table].get(row.id) ?? []), row.revision]);
      }
      start.since = page.cursor;
      if (!page.hasMore && finished) return;
      if (!page.hasMore) await new Promise((resolve) => setTimeout(resolve, 15));
    }
  }

  beforeAll(async () => {
    subscription = testSubscription(pushService!.endpoint('admin-phone'));
    expectStatus(await call(nextPort(), 'POST', '/api/push/subscriptions', { who: admin, body: subscription.json }), 201, 'subscribe');
    // The device was synced before: its first pull (with its snapshot) is done before the writes start.
    const cursor = { since: 0 };
    let snapshot: number | undefined;
    for (let more = true; more; ) {
      const page = (await call(nextPort(), 'GET', `/api/sync?since=${cursor.since}&limit=500${snapshot ? `&snapshot=${snapshot}` : ''}`, { who: admin })).json as PullResponse;
      snapshot ??= page.snapshot;
      cursor.since = page.cursor;
      more = page.hasMore;
    }
    startCursor = cursor.since;
    let writing = true;
    const writes = Promise.all([...members.map(memberWrites), adminAnnounces()]).finally(() => (writing = false));
    await Promise.all([writes, pullUntil(() => !writing, cursor)]);
  }, 60_000);

  it('applies each mutation once, and answers the resend through the other process with the first answers', async () => {
    for (const { mutations, answers } of batches) {
      const [first, again] = answers as [Reply, Reply];
      expect(first.status).toBe(200);
      expect(first.json.results).toEqual(mutations.map((m) => ({ id: m.id, status: 'applied' })));
      expect(again.json).toEqual(first.json);
    }
    const contributionIds = batches.flatMap((b) => b.mutations.flatMap((m) => (m.type === 'contribution.create' && m.payload.id ? [m.payload.id] : [])));
    expect(contributionIds).toHaveLength(MEMBERS * BATCHES * PER_BATCH);
    const stored = await rows<{ id: string }>('select id from contributions where group_id = $1', [groupId]);
    expect(stored.map((r) => r.id).sort()).toEqual([...contributionIds].sort());
    const updates = await rows<{ title: string; n: string }>('select title, count(*) as n from group_updates where group_id = $1 group by title', [groupId]);
    expect(new Map(updates.map((u) => [u.title, Number(u.n)]))).toEqual(new Map(announcementTitles.map((t) => [t, 1])));
    // Each submission told the admin once.
    const told = await rows<{ n: string }>("select count(*) as n from notifications where user_id = $1 and type = 'payment_submitted' group by contribution_id", [admin.id]);
    expect(told.map((t) => Number(t.n))).toEqual(contributionIds.map(() => 1));
  });

  it('sends the pulling device every row exactly once, none missing, across pages from both processes', async () => {
    const expected = {
      contributions: await rows<{ id: string; revision: string }>('select id, revision from contributions where group_id = $1 and revision > $2', [groupId, startCursor]),
      notifications: await rows<{ id: string; revision: string }>('select id, revision from notifications where user_id = $1 and revision > $2', [admin.id, startCursor]),
      groupUpdates: await rows<{ id: string; revision: string }>('select id, revision from group_updates where group_id = $1 and revision > $2', [groupId, startCursor]),
    };
    expect(pages).toBeGreaterThan(10);
    for (const table of ['contributions', 'notifications', 'groupUpdates'] as const) {
      const want = new Map(expected[table].map((r) => [r.id, [Number(r.revision)]]));
      expect(arrivals[table], table).toEqual(want);
    }
  });

  it('delivers each queued push to the push service exactly once, whichever process sent it', { timeout: 30_000 }, async () => {
    const keys = await Promise.all(ports.map(async (port) => (await call(port, 'GET', '/api/push/public-key')).json.publicKey as string));
    expect(keys[1]).toBe(keys[0]);
    const deadline = Date.now() + 25_000;
    // A count arrives as a string, or as a number once a file run earlier in this worker opened the
    // server's database (db/pg/type-parsers.ts sets pg's parsers process-wide): compared as a number.
    while (Number((await rows<{ n: string | number }>("select count(*) as n from push_deliveries where status = 'queued'"))[0]!.n) !== 0) {
      if (Date.now() > deadline) {
        // Why, for the failure message: the rows left and what each process logged of its pushes.
        const left = await rows('select id, attempts, last_error, next_attempt_at from push_deliveries');
        const logged = servers.map((s, i) => `process ${i}:\n${s.output().split('\n').filter((line) => /push/i.test(line)).slice(-15).join('\n')}`);
        throw new Error(`push deliveries still queued after 25 s: ${JSON.stringify(left)}\n${logged.join('\n')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await rows('select id, last_error from push_deliveries')).toEqual([]);
    const tags = pushService!.received.map((push) => (JSON.parse(subscription.decrypt(push.body)) as { tag: string }).tag);
    const contributionIds = (await rows<{ id: string }>('select id from contributions where group_id = $1', [groupId])).map((r) => `contribution-${r.id}`);
    expect(tags.sort()).toEqual(contributionIds.sort());
  });
});

it('counts the OTP cooldown and the OTP per-prefix cap over both processes', async () => {
  const [a, b] = ports as [number, number];
  const phoneNumber = phone();
  expectStatus(await call(a, 'POST', '/api/auth/send-otp', { ip: '10.2.0.1', body: { phoneNumber } }), 200, 'first code');
  const again = await call(b, 'POST', '/api/auth/send-otp', { ip: '10.2.0.1', body: { phoneNumber } });
  expect([again.status, again.json.code]).toEqual([429, 'otp-cooldown']);
  // 20 codes an hour to one prefix outside Nigeria's mobile ranges (LIMITS.otpPerUnusualPrefix),
  // whatever the address: ten on each process fill it.
  const premium = (i: number) => `+234700${String(1_000_000 + i)}`;
  for (let i = 0; i < 20; i += 1) expectStatus(await call(nextPort(), 'POST', '/api/auth/send-otp', { ip: `10.2.0.${i + 2}`, body: { phoneNumber: premium(i) } }), 200, `code ${i + 1}`);
  for (const port of ports) {
    const over = await call(port, 'POST', '/api/auth/send-otp', { ip: `10.2.1.${port % 250}`, body: { phoneNumber: premium(100 + port % 250) } });
    expect([over.status, over.json.code]).toEqual([429, 'otp-rate-limited']);
  }
});

it('counts public look-up misses over both processes', async () => {
  // 60 misses an hour per address (LIMITS.publicLookupMissPerIp): thirty on each process fill it.
  for (let i = 0; i < 60; i += 1) expectStatus(await call(nextPort(), 'GET', `/api/groups/slug/no-such-group-${i}`, { ip: '10.3.0.1' }), 404, `miss ${i + 1}`);
  for (const port of ports) {
    const over = await call(port, 'GET', '/api/groups/slug/no-such-group-x', { ip: '10.3.0.1' });
    expect([over.status, over.json.code]).toEqual([429, 'lookup-rate-limited']);
  }
});

it('applies a REST request sent to both processes at once under one Idempotency-Key exactly once', async () => {
  const member = members[0]!;
  for (let i = 0; i < 5; i += 1) {
    const key = randomUUID();
    // No client row id: only the key keeps the second copy from making a second contribution.
    const body = { projectId, amount: 700 + i, description: `same key ${key}` };
    const answers = await Promise.all(ports.map((port) => call(port, 'POST', '/api/contributions', { who: member, body, key })));
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    expect(answers[1]!.json).toEqual(answers[0]!.json);
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await rows('select id from contributions where description = $1', [body.description])).toEqual([{ id: answers[0]!.json.id }]);
  }
});

it('keeps proofs where both processes read them: uploaded through one, named and shown through the other', async () => {
  const [a, b] = ports as [number, number];
  const member = members[1]!;
  const bytes = pngBytes(300, 7);
  const sha = sha256Of(bytes);
  expect((await fetchBytes(a, 'PUT', `/api/proofs/${sha}`, member, bytes)).status).toBe(201);
  const contributionId = randomUUID();
  const mutation = {
    id: randomUUID(),
    type: 'contribution.create',
    payload: { id: contributionId, groupId, projectId, amount: '250', paymentType: 'bank_transfer', reference: null, notes: null, description: 'with proof', proofSha256: sha },
  };
  const pushed = await call(b, 'POST', '/api/sync/push', { who: member, body: { protocol: SYNC_PROTOCOL_VERSION, mutations: [mutation] } });
  expect(pushed.json.results).toEqual([{ id: mutation.id, status: 'applied' }]);
  for (const port of ports) {
    const shown = await fetchBytes(port, 'GET', `/api/contributions/${contributionId}/proof`, admin);
    expect(shown.status).toBe(200);
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(bytes);
  }
});

it('keeps the public summary each process caches fresh after a write on the other', async () => {
  const [a, b] = ports as [number, number];
  const lookUp = async (port: number) => expectStatus(await call(port, 'GET', `/api/groups/registration/${registrationLink}`, { ip: '10.4.0.1' }), 200, 'look-up').json;
  const before = await Promise.all(ports.map(lookUp));
  expect(before[1]).toEqual(before[0]);
  const [pending] = await rows<{ id: string; amount_kobo: string }>("select id, amount_kobo from contributions where group_id = $1 and status = 'pending' limit 1", [groupId]);
  expectStatus(await call(a, 'PATCH', `/api/contributions/${pending!.id}/confirm`, { who: admin }), 200, 'confirm');
  const after = await lookUp(b);
  expect(Math.round(Number(after.totalCollected) * 100)).toBe(Math.round(Number(before[0].totalCollected) * 100) + Number(pending!.amount_kobo));
  expect(await lookUp(a)).toEqual(after);
});
