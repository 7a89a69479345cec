import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEngine } from '../db/engine';
import { contributions } from '../db/schema';
import { PURSE_BANK } from '../groups/test-fixtures';
import { freshPostgresDatabase, type FreshDatabase } from '../testing/postgres';
import { seeded } from '../testing/seeded';
import { uniquePhone } from '../testing/test-app';
import { TEST_ENGINE } from '../testing/test-database';
import { freePort, send, startServerProcess, type Reply, type ServerProcess } from './crash-server';
import { ledgerProblems } from './fuzz-world';

/**
 * Crash suite (issue 10): the real server in its own process takes bursts of submissions and
 * decisions, 8 at a time, and is SIGKILLed mid-burst, five rounds on the same data folder. After
 * each kill: every request that got a 2xx is in the database exactly once, no total differs from
 * the sum of its confirmed contributions, SQLite finds no damage. On PostgreSQL (GP_TEST_ENGINE)
 * the server runs on a fresh database of the test cluster, which outlives each kill. After each restart, every request
 * that got no answer is sent again with its Idempotency-Key and the same body: it applies once
 * (a submission that was written before the kill is not written twice; a decision already made
 * answers with its first answer or 'Already Confirmed'/'Already Rejected', and counts no money twice).
 * Deterministic seed (CRASH_SEED overrides it), printed with the figures.
 */

const SEED = Number(process.env.CRASH_SEED ?? 20_261_123);
const ROUNDS = 5;
const BURST = 60;
const CONCURRENCY = 8;

type Op =
  | { kind: 'submit'; who: number; key: string; body: string; tag: string }
  | { kind: 'confirm' | 'reject'; contributionId: string; key: string; body?: string };

/** A request and what became of it: its first answer, or none (then its replay's answer). */
interface Sent {
  op: Op;
  round: number;
  answer: Reply | null;
  replay?: Reply | null;
}

const rand = seeded(SEED);
const dataDir = mkdtempSync(join(tmpdir(), 'gp-crash-'));
let server: ServerProcess | undefined;
let postgres: FreshDatabase | undefined;
const figures = { answered: 0, unanswered: 0, appliedButUnanswered: 0, decisions: 0, resent: 0 };

beforeAll(async () => {
  if (TEST_ENGINE === 'postgres') postgres = await freshPostgresDatabase();
});

afterAll(async () => {
  await server?.kill();
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`crash: ${ROUNDS} rounds, ${figures.answered} answered and ${figures.unanswered} unanswered requests (${figures.appliedButUnanswered} applied before the kill), ${figures.decisions} decisions, ${figures.resent} answered requests resent (seed ${SEED})`);
});

const cookieOf = (reply: Reply) => {
  const setCookie = reply.headers['set-cookie'];
  return ((Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? '').split(';')[0] ?? '';
};

function expectAnswer(reply: Reply | null, status: number, what: string): Reply {
  if (reply?.status !== status) throw new Error(`${what}: expected ${status}, got ${reply ? `${reply.status} ${JSON.stringify(reply.json)}` : 'no answer'}`);
  return reply;
}

/** Signs up over HTTP with the development OTP the console sender reveals; returns the session cookie and user id. */
async function signUp(port: number, username: string, role: 'admin' | 'member') {
  const phoneNumber = uniquePhone();
  const otp = expectAnswer(await send(port, 'POST', '/api/auth/send-otp', { body: JSON.stringify({ phoneNumber }) }), 200, 'send-otp');
  const body = { fullName: `${username} Okafor`, username, phoneNumber, role, password: 'otp-only', otp: otp.json.developmentOtp };
  const registered = expectAnswer(await send(port, 'POST', '/api/auth/register-with-otp', { body: JSON.stringify(body) }), 201, 'register');
  return { cookie: cookieOf(registered), id: registered.json.user.id as string };
}

/** Runs `ops` CONCURRENCY at a time; `onAnswer` sees each finished request (and may kill the server). */
async function burst(port: number, ops: Op[], cookies: { admin: string; members: string[] }, onAnswer: (done: number) => void, round: number): Promise<Sent[]> {
  const sent: Sent[] = [];
  let nextIndex = 0;
  let done = 0;
  const worker = async () => {
    while (nextIndex < ops.length) {
      const op = ops[nextIndex++]!;
      const answer = await sendOp(port, op, cookies);
      sent.push({ op, round, answer });
      done += 1;
      onAnswer(done);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return sent;
}

function sendOp(port: number, op: Op, cookies: { admin: string; members: string[] }) {
  if (op.kind === 'submit') return send(port, 'POST', '/api/contributions', { body: op.body, cookie: cookies.members[op.who], key: op.key });
  return send(port, 'PATCH', `/api/contributions/${op.contributionId}/${op.kind}`, { body: op.body, cookie: cookies.admin, key: op.key });
}

/** A seeded burst: decisions on some pending contributions (now and then two on the same one), the rest submissions. */
function planBurst(projectId: string, pending: string[], members: number): Op[] {
  const ops: Op[] = [];
  const targets = pending.slice(0, rand.int(Math.min(pending.length, 5), Math.min(pending.length, BURST / 2)));
  for (const contributionId of targets) {
    const times = rand.next() < 0.2 ? 2 : 1;
    for (let i = 0; i < times; i += 1) {
      const kind = rand.next() < 0.7 ? 'confirm' : 'reject';
      ops.push({ kind, contributionId, key: randomUUID(), ...(kind === 'reject' ? { body: JSON.stringify({ reason: 'Wrong account' }) } : {}) });
    }
  }
  while (ops.length < BURST) {
    const tag = `crash-${randomUUID()}`;
    // Half the submissions carry the client's row id (as the offline outbox does), half leave it to the server.
    const body = { projectId, amount: rand.int(1, 20_000), description: tag, ...(rand.next() < 0.5 ? { id: randomUUID() } : {}) };
    ops.push({ kind: 'submit', who: rand.int(0, members - 1), key: randomUUID(), body: JSON.stringify(body), tag });
  }
  for (let i = ops.length - 1; i > 0; i -= 1) {
    const j = rand.int(0, i);
    [ops[i], ops[j]] = [ops[j]!, ops[i]!];
  }
  return ops;
}

const succeeded = (reply: Reply | null | undefined) => reply !== null && reply !== undefined && reply.status >= 200 && reply.status < 300;

/**
 * The database after a kill (the server is down): what must hold of every request sent so far.
 * Returns the contributions still pending, for the next burst to decide.
 */
async function checkData(all: Sent[], context: string): Promise<{ pending: string[]; rowsByTag: Map<string, number> }> {
  const db = await openEngine({ databaseUrl: postgres?.url, dataDir });
  try {
    expect(await ledgerProblems({ db }), context).toEqual([]);
    const columns = { id: contributions.id, description: contributions.description, status: contributions.status };
    const rows = await db.transaction((tx) => tx.select(columns).from(contributions), { readOnly: true });
    const rowsByTag = new Map<string, number>();
    for (const row of rows) if (row.description) rowsByTag.set(row.description, (rowsByTag.get(row.description) ?? 0) + 1);
    const statusOf = new Map(rows.map((row) => [row.id, row.status]));
    const decidedBy = new Map<string, string[]>();
    for (const { op, answer, replay } of all) {
      if (op.kind === 'submit') {
        const count = rowsByTag.get(op.tag) ?? 0;
        if (succeeded(answer) || succeeded(replay)) expect(count, `${context}: submission ${op.key} answered 2xx`).toBe(1);
        else expect(count, `${context}: submission ${op.key} unanswered`).toBeLessThanOrEqual(1);
        continue;
      }
      for (const reply of [answer, replay]) {
        if (!succeeded(reply)) continue;
        // Every 2xx decision names the one decision the row holds (a replay repeats the same one).
        expect(statusOf.get(op.contributionId), `${context}: ${op.kind} ${op.key} answered 2xx`).toBe(op.kind === 'confirm' ? 'confirmed' : 'rejected');
        const keys = decidedBy.get(op.contributionId) ?? [];
        if (!keys.includes(op.key)) keys.push(op.key);
        decidedBy.set(op.contributionId, keys);
      }
    }
    for (const [id, keys] of decidedBy) expect(keys, `${context}: contribution ${id} decided by more than one request`).toHaveLength(1);
    return { pending: rows.filter((row) => row.status === 'pending').map((row) => row.id), rowsByTag };
  } finally {
    await db.close();
  }
}

it(`keeps every answered request exactly once and applies replays once across ${ROUNDS} kill -9 rounds`, { timeout: 120_000 }, async () => {
  const port = await freePort();
  server = await startServerProcess(dataDir, port, postgres?.url);
  const admin = await signUp(port, 'crashada', 'admin');
  const members = [await signUp(port, 'crashchidi', 'member'), await signUp(port, 'crashdayo', 'member')];
  const group = expectAnswer(await send(port, 'POST', '/api/groups', { cookie: admin.cookie, body: JSON.stringify({ name: 'Crash Circle' }) }), 201, 'create group');
  const purse = { name: 'Xmas Party', targetAmount: 50_000, ...PURSE_BANK };
  const project = expectAnswer(await send(port, 'POST', `/api/groups/${group.json.id}/projects`, { cookie: admin.cookie, body: JSON.stringify(purse) }), 201, 'create purse');
  for (const member of members) {
    expectAnswer(await send(port, 'POST', `/api/groups/${group.json.id}/join`, { cookie: member.cookie, body: JSON.stringify({ userId: member.id }) }), 201, 'join');
  }
  const cookies = { admin: admin.cookie, members: members.map((m) => m.cookie) };
  const all: Sent[] = [];
  let pending: string[] = [];

  for (let round = 1; round <= ROUNDS; round += 1) {
    const context = `round ${round} (seed ${SEED})`;
    const ops = planBurst(project.json.id, pending, members.length);
    // Killed when a seeded number of answers are in: mid-burst whatever the machine's speed.
    const killAfter = rand.int(CONCURRENCY, BURST / 2);
    const running = server;
    // Then a seeded pause of a few milliseconds, so the kill lands anywhere in the server's work.
    const killDelay = rand.int(0, 12);
    const onAnswer = (done: number) => {
      if (done === killAfter) setTimeout(() => void running.kill(), killDelay);
    };
    const sent = await burst(port, ops, cookies, onAnswer, round);
    await running.kill();
    all.push(...sent);
    for (const { op, answer } of sent) {
      if (answer === null) continue;
      expect(answer.status, `${context}: ${op.kind} ${op.key} ${JSON.stringify(answer.json)}`).toBeLessThan(500);
      if (op.kind === 'submit') expect(answer.status, `${context}: submission ${JSON.stringify(answer.json)}`).toBe(201);
      // A decision may lose to another decision on the same contribution in this burst, nothing else.
      else if (!succeeded(answer)) expect(answer.json.code, `${context}: ${op.kind} ${JSON.stringify(answer.json)}`).toBe('already-decided');
    }
    const unanswered = sent.filter((s) => s.answer === null);
    figures.answered += sent.length - unanswered.length;
    figures.unanswered += unanswered.length;
    figures.decisions += sent.filter((s) => s.op.kind !== 'submit').length;
    expect(unanswered.length, `${context}: the kill came mid-burst`).toBeGreaterThan(0);

    // Checks every request so far: this round's answered ones, and the replays of the rounds before.
    const after = await checkData(all, `${context}, after the kill`);
    pending = after.pending;

    server = await startServerProcess(dataDir, port, postgres?.url);
    for (const s of unanswered) {
      s.replay = await sendOp(port, s.op, cookies);
      const replay = expectAnswer(s.replay, s.op.kind === 'submit' ? 201 : s.replay?.status ?? 0, `${context}: replay of ${s.op.kind} ${s.op.key}`);
      // Applied before the kill, its answer lost on the way: the case the keys exist for.
      if (replay.headers['idempotent-replayed'] === 'true') figures.appliedButUnanswered += 1;
      if (s.op.kind !== 'submit' && !succeeded(replay)) expect(replay.json.code, `${context}: replayed ${s.op.kind}`).toBe('already-decided');
    }
    // Every request answered 2xx before the kill, sent again with its key, gets its first answer
    // back and changes nothing (checked after the next kill): to the server this is the same as an
    // answer lost on the way, which a kill lands on only now and then (the figure printed).
    for (const s of sent.filter((x) => succeeded(x.answer))) {
      const again = await sendOp(port, s.op, cookies);
      figures.resent += 1;
      expect([again?.status, again?.headers['idempotent-replayed']], `${context}: resend of answered ${s.op.kind}`).toEqual([s.answer?.status, 'true']);
    }
  }
  await server.kill();
  await checkData(all, `after ${ROUNDS} rounds (seed ${SEED})`);
});
