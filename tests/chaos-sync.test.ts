/**
 * Chaos sync (issue 10): the real device sync engine (Dexie over fake-indexeddb, the real device
 * writes) against the real server over real HTTP, through a local proxy that drops, delays,
 * duplicates, replays late, reorders and cuts requests and answers (tests/chaos-proxy.ts).
 * Three phones (an admin and two members) make exactly MUTATIONS changes between them, syncing as
 * they go whatever the network does; then the network calms down, every phone settles, and:
 * every change was applied exactly once, the money adds up, and every phone holds exactly what a
 * fresh phone of the same user pulls from the server.
 * The seed (CHAOS_SEED overrides it) decides the workload and each device's faults; the timing
 * between the devices still varies from run to run. It is printed with the figures and named in
 * every failure.
 */
import 'fake-indexeddb/auto';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../shared/auth-schemas';
import { proofPath } from '../shared/contributions';
import { nairaToKobo } from '../shared/money';
import type { ContributionCreatePayload, MutationType } from '../shared/sync-protocol';
import { rawRows } from '../sync-server/db/raw';
import { notifications } from '../sync-server/db/schema';
import { join, makeGroup, makePurse, person, pushOne, type Person } from '../sync-server/groups/test-fixtures';
import { ledgerProblems } from '../sync-server/security/fuzz-world';
import { testApp, type TestApp } from '../sync-server/testing/test-app';
import { openDeviceDb } from '../web/data/db';
import { createSyncEngine } from '../web/sync/engine';
import { chaosPhones, withCookie } from './chaos-phones';
import { FAULT_KINDS, startChaosProxy, type ChaosProxy } from './chaos-proxy';

const SEED = Number(process.env.CHAOS_SEED ?? 20_261_210);
const MUTATIONS = 1_000;
/** Share of the engine's requests that the proxy damages. */
const FAULT_RATE = 0.45;
/** Purses the admin may have (three exist from the setup: a collection, monthly dues and a rotation). */
const MAX_PURSES = 8;
const SET_UP_PURSES = 3;
/** Pushed by the setup through the sync route: the rotation's order. */
const SET_UP_MUTATIONS = 1;
const at = `(seed ${SEED})`;

/** Every table the device fills from pulls; compared row by row with a fresh pull. */
const SYNCED_TABLES = ['groups', 'projects', 'members', 'partners', 'contributions', 'notifications', 'groupUpdates', 'payouts', 'history'] as const;
/** Fields only the device writes (a change made here not yet confirmed, a decision shown early). */
const DEVICE_ONLY = ['_pending', '_decided'];
/** Device bookkeeping that marks nothing unsynced: when this phone saw a payment become confirmed (decision-overlay.ts). */
const DEVICE_BOOKKEEPING = ['_confirmedRev'];

let t: TestApp;
let server: ServerType;
let serverUrl = '';
let proxy: ChaosProxy;
let phones: ReturnType<typeof chaosPhones>;
/** What the server's error handler logged: only requests whose body the proxy cut may be there. */
const serverErrors: unknown[] = [];
let seconds = 0;
let chaosSeconds = 0;

const session = (p: Person, role: 'admin' | 'member'): SessionUser => ({ id: p.id, fullName: p.fullName, username: p.username, phoneNumber: p.phoneNumber, role });

beforeAll(async () => {
  const started = Date.now();
  t = testApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  serverUrl = `http://127.0.0.1:${port}`;

  const admin = await person(t, 'chaosada', 'admin');
  const members = [await person(t, 'chaoskemi'), await person(t, 'chaostunde')];
  const group = await makeGroup(admin, 'Chaos Circle');
  await makePurse(admin, group.id);
  for (const member of members) await join(member, group.id);
  // Issue 25: monthly dues begun months ago (the admin's exceptions act on them) and a rotation whose order is set (the members swap places).
  const dues = await makePurse(admin, group.id, { name: 'Monthly Dues', targetAmount: 120000, amountPerMember: 5000, kind: 'dues', frequency: 'monthly', startsOn: '2026-01-01' });
  const rotation = await makePurse(admin, group.id, { name: 'Chaos Ajo', targetAmount: 10000, amountPerMember: 5000, kind: 'rotation', frequency: 'monthly', startsOn: '2099-01-01' });
  expect(await pushOne(admin, 'rotation.order', { projectId: rotation.id, order: members.map((m) => m.id) })).toMatchObject({ status: 'applied' });

  const cookies = [admin.cookie, ...members.map((m) => m.cookie)];
  proxy = await startChaosProxy({
    target: { host: '127.0.0.1', port },
    seed: SEED,
    faultRate: FAULT_RATE,
    deviceOf: (headers) => cookies.indexOf(String(headers.cookie ?? '')),
    damageable: (method, path) => path === '/api/sync' || path === '/api/sync/push' || (method === 'PUT' && path.startsWith('/api/proofs/')) || (method === 'GET' && /^\/api\/contributions\/[^/]+\/proof$/.test(path)),
  });
  phones = chaosPhones({ seed: SEED, mutations: MUTATIONS, groupId: group.id, baseUrl: proxy.url, maxPurses: MAX_PURSES, duesId: dues.id, rotationId: rotation.id });
  const { devices, phone, sync, settle, workload } = phones;
  phone(0, 'admin', session(admin, 'admin'), admin.cookie);
  members.forEach((m, i) => phone(i + 1, `member${i + 1}`, session(m, 'member'), m.cookie));
  // Each phone starts signed in with the group pulled (through the faults already).
  for (const d of devices) await settle(d);

  // A body cut mid-way reaches the app's error handler (its 500 goes to no one): counted, not printed.
  vi.spyOn(console, 'error').mockImplementation((error: unknown) => void serverErrors.push(error));
  const chaosStarted = Date.now();
  await Promise.all(devices.map(workload));
  chaosSeconds = (Date.now() - chaosStarted) / 1000;

  await proxy.calm();
  for (const d of devices) await settle(d);
  // One more round, so each phone sees the others' last changes.
  for (const d of devices) expect((await sync(d)).ok, `${d.name}: last round ${at}`).toBe(true);
  seconds = (Date.now() - started) / 1000;
}, 180_000);

afterAll(async () => {
  vi.restoreAllMocks();
  const { devices, made } = phones ?? { devices: [], made: new Map() };
  for (const d of devices) d.engine.stop();
  await proxy?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  for (const d of devices) await d.db.delete();
  t?.close();
  const f = proxy?.figures;
  if (!f) return;
  const faults = FAULT_KINDS.map((kind) => `${kind} ${f.faults[kind]}`).join(', ');
  const runs = devices.map((d) => `${d.name} ${d.runs.ok} ok/${d.runs.failed} failed`).join(', ');
  const byType = [...made.values()].reduce<Record<string, number>>((acc, m) => ({ ...acc, [m.type]: (acc[m.type] ?? 0) + 1 }), {});
  console.log(
    `chaos sync: ${made.size} mutations from ${devices.length} devices (${Object.entries(byType).map(([type, n]) => `${type} ${n}`).join(', ')}); ` +
      `${f.requests} requests through the proxy, ${f.damaged} damaged (${faults}; ${f.lateDelivered} late copies and ${f.duplicatesDelivered} duplicates delivered); ` +
      `sync runs: ${runs}; ${serverErrors.length} cut bodies logged by the server; chaos ${chaosSeconds.toFixed(1)} s, total ${seconds.toFixed(1)} s (seed ${SEED})`,
  );
});

/** The rows of one plain SQL read of the server's database (standard SQL: either engine). */
const rows = <R>(query: SQL) => t.db.transaction((tx) => rawRows<R>(tx, query), { readOnly: true });
const count = async (query: SQL) => (await rows<{ n: number }>(query))[0]?.n;
const ofType = (...types: MutationType[]) => [...phones.made.values()].filter((m) => types.includes(m.type));

describe(`chaos sync ${at}`, () => {
  it(`makes exactly ${MUTATIONS} changes on three phones and leaves none behind`, async () => {
    expect(phones.made.size, `changes made ${at}`).toBe(MUTATIONS);
    for (const d of phones.devices) expect(await d.db.outbox.toArray(), `${d.name}: outbox after settling ${at}`).toEqual([]);
  });

  it('applies every change exactly once, and nothing else', async () => {
    const keys = await rows<{ key: string; status: number; body: string }>(sql`SELECT key, status, body FROM idempotency_keys WHERE key LIKE 'sync:%'`);
    const byKey = new Map<string, { status: number; body: string }[]>();
    for (const row of keys) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
    for (const m of phones.made.values()) {
      const stored = byKey.get(`sync:${m.id}`) ?? [];
      expect(stored.length, `${m.type} ${m.id}: times stored ${at}`).toBe(1);
      expect(JSON.parse(stored[0]!.body), `${m.type} ${m.id}: answer ${at}`).toEqual({ id: m.id, status: 'applied' });
    }
    // No change the phones did not make (an edit's first id never left the phone), beside the setup's rotation order.
    expect(keys.length, `sync keys stored ${at}`).toBe(phones.made.size + SET_UP_MUTATIONS);
  });

  it('holds each payment once with its final amount, each decision once, and the partners the last change says', async () => {
    const creates = ofType('contribution.create');
    const stored = await rows<{ id: string; amountKobo: number; ref: string | null; sha: string | null; status: string }>(
      sql`SELECT id, amount_kobo AS "amountKobo", transaction_ref AS ref, proof_sha256 AS sha, status FROM contributions`,
    );
    expect(stored.length, `contributions ${at}`).toBe(creates.length);
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const m of creates) {
      const payload = m.payload as ContributionCreatePayload;
      expect(byId.get(payload.id), `contribution ${payload.id} ${at}`).toMatchObject({ amountKobo: nairaToKobo(payload.amount), ref: payload.reference, sha: payload.proofSha256 });
    }
    const decisions = ofType('contribution.confirm', 'contribution.reject');
    const decidedIds = decisions.map((m) => (m.payload as { contributionId: string }).contributionId);
    expect(new Set(decidedIds).size, `contributions decided twice ${at}`).toBe(decidedIds.length);
    for (const m of decisions) {
      const id = (m.payload as { contributionId: string }).contributionId;
      expect(byId.get(id)?.status, `${m.type} ${id} ${at}`).toBe(m.type === 'contribution.confirm' ? 'confirmed' : 'rejected');
    }
    expect(stored.filter((row) => row.status !== 'pending').length, `decided contributions ${at}`).toBe(decisions.length);

    // One notice per decision, one per payment for the admin; one history entry per change.
    const adminId = phones.devices[0]!.user.id;
    expect(await count(sql`SELECT count(*) AS n FROM notifications WHERE type IN ('payment_approved', 'payment_rejected')`), `decision notices ${at}`).toBe(decisions.length);
    expect(
      await count(sql`SELECT count(*) AS n FROM (SELECT contribution_id FROM notifications WHERE type IN ('payment_approved', 'payment_rejected') GROUP BY contribution_id HAVING count(*) > 1) AS twice`),
      `contributions told twice ${at}`,
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM notifications WHERE type = 'payment_submitted' AND user_id = ${adminId}`), `admin's payment notices ${at}`).toBe(creates.length);
    const history = (type: string) => count(sql`SELECT count(*) AS n FROM history_entries WHERE type = ${type}`);
    expect(
      {
        submitted: await history('contribution.submitted'),
        confirmed: await history('contribution.confirmed'),
        rejected: await history('contribution.rejected'),
        partnersAdded: await history('partner.added'),
        partnersRemoved: await history('partner.removed'),
        purses: await history('purse.created'),
        swapsAnswered: await history('rotation.swap-answered'),
        swapsDecided: await history('rotation.swap-decided'),
      },
      `history ${at}`,
    ).toEqual({
      submitted: creates.length,
      confirmed: ofType('contribution.confirm').length,
      rejected: ofType('contribution.reject').length,
      partnersAdded: ofType('partner.add').length,
      partnersRemoved: ofType('partner.remove').length,
      purses: SET_UP_PURSES + ofType('project.create').length,
      swapsAnswered: ofType('rotation.answerSwap').length,
      swapsDecided: ofType('rotation.decideSwap').length,
    });
    expect(await count(sql`SELECT count(*) AS n FROM projects`), `purses ${at}`).toBe(SET_UP_PURSES + ofType('project.create').length);
    expect(await count(sql`SELECT count(*) AS n FROM group_updates`), `announcements ${at}`).toBe(ofType('announcement.create').length);
    for (const m of ofType('announcement.create')) expect(await count(sql`SELECT count(*) AS n FROM group_updates WHERE id = ${m.targetId}`), `announcement ${m.targetId} ${at}`).toBe(1);
    // The column maps true to what each engine stores (1 on SQLite, a boolean on PostgreSQL).
    for (const m of ofType('notification.read')) expect(await count(sql`SELECT count(*) AS n FROM notifications WHERE id = ${m.targetId} AND ${eq(notifications.read, true)}`), `read ${m.targetId} ${at}`).toBe(1);

    const expected = new Set<string>();
    for (const change of phones.partnerChanges) {
      if (change.type === 'partner.add') expected.add(change.userId);
      else expected.delete(change.userId);
    }
    const partners = (await rows<{ userId: string }>(sql`SELECT user_id AS "userId" FROM accountability_partners WHERE deleted_at IS NULL`)).map((p) => p.userId);
    expect(partners.sort(), `partners ${at}`).toEqual([...expected].sort());
  });

  it('keeps every total equal to the sum of its confirmed payments', async () => {
    expect(await ledgerProblems(t), `ledger ${at}`).toEqual([]);
  });

  it('leaves every phone holding exactly what a fresh phone of the same user pulls', async () => {
    for (const d of phones.devices) {
      const fresh = openDeviceDb(d.user.id, `fresh-${d.name}-${crypto.randomUUID()}`);
      const engine = createSyncEngine({ db: fresh, userId: d.user.id, fetch: withCookie(d.cookie), baseUrl: serverUrl, backoff: [60_000] });
      try {
        expect(await engine.syncNow(), `${d.name}: fresh pull ${at}`).toMatchObject({ ok: true });
        for (const table of SYNCED_TABLES) {
          const mine = (await d.db.table(table).toArray()) as Record<string, unknown>[];
          const theirs = (await fresh.table(table).toArray()) as Record<string, unknown>[];
          const leftOver = mine.filter((row) => DEVICE_ONLY.some((field) => row[field] !== undefined)).map((row) => row.id);
          expect(leftOver, `${d.name}: ${table} still marked unsynced ${at}`).toEqual([]);
          // A fresh phone's first pull brings only recent or unread notifications (first-pull-snapshot.ts):
          // it must equal the phone on those, and the phone may keep older ones it received.
          const kept = table === 'notifications' ? mine.filter((row) => theirs.some((other) => other.id === row.id)) : mine;
          expect(comparable(kept), `${d.name}: ${table} ${at}`).toEqual(comparable(theirs));
        }
        expect((await d.db.meta.get('scope'))?.value, `${d.name}: scope ${at}`).toEqual((await fresh.meta.get('scope'))?.value);
        // A proof cut mid-answer is never kept: every image on the phone is whole.
        for (const proof of await d.db.proofs.toArray()) {
          expect(createHash('sha256').update(new Uint8Array(proof.bytes)).digest('hex'), `${d.name}: proof ${proof.sha256} ${at}`).toBe(proof.sha256);
        }
      } finally {
        engine.stop();
        await fresh.delete();
      }
    }
  });

  it("serves the admin every uploaded proof, whole, and stores no other", async () => {
    const stored = (await rows<{ sha256: string }>(sql`SELECT sha256 FROM proofs`)).map((p) => p.sha256).sort();
    expect(stored, `proofs on the server ${at}`).toEqual([...phones.proofBytes.keys()].sort());
    const admin = phones.devices[0]!;
    const withProof = await rows<{ id: string; sha: string }>(sql`SELECT id, proof_sha256 AS sha FROM contributions WHERE proof_sha256 IS NOT NULL`);
    expect(withProof.length, `payments with a proof ${at}`).toBeGreaterThan(0);
    for (const { id, sha } of withProof) {
      const response = await withCookie(admin.cookie)(`${serverUrl}${proofPath(id)}`);
      expect(response.status, `proof of ${id} ${at}`).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(phones.proofBytes.get(sha)!), `proof bytes of ${id} ${at}`).toBe(true);
    }
  });

  it('fails on the server only where the proxy cut a request mid-body', () => {
    const unexpected = serverErrors.filter((error) => !(error instanceof Error && error.message === 'aborted' && (error as { code?: string }).code === 'ECONNRESET'));
    expect(unexpected, `server errors ${at}`).toEqual([]);
    expect(serverErrors.length, `cut bodies logged ${at}`).toBeLessThanOrEqual(proxy.figures.faults['cut-request']);
  });

  it('went through a network that did real damage', () => {
    const f = proxy.figures;
    for (const kind of FAULT_KINDS) expect(f.faults[kind], `${kind} faults ${at}`).toBeGreaterThanOrEqual(5);
    expect(f.lateDelivered, `late copies delivered ${at}`).toBeGreaterThan(0);
    expect(f.duplicatesDelivered, `duplicates delivered ${at}`).toBeGreaterThan(0);
    for (const d of phones.devices) expect(d.runs.failed, `${d.name}: failed sync runs ${at}`).toBeGreaterThan(0);
  });
});

/** Rows without device-only fields, in id order. */
function comparable(rows: Record<string, unknown>[]) {
  return rows
    .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !DEVICE_ONLY.includes(key) && !DEVICE_BOOKKEEPING.includes(key))))
    .sort((a, b) => String(a.id).localeCompare(String(b.id)));
}
