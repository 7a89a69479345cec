/**
 * `npm run bench:server`: the server's hot paths (issue 12, goals 3 and 4) on the real server
 * (sync-server/main.ts in its own process, as `npm start` runs it) beside the floor, Hono's
 * hello-world, started the same way in the same run. Each figure is the median of ROUNDS rounds,
 * the rounds of server and floor interleaved so the machine's noise falls on both.
 * Prints figures; asserts nothing (the tests do that).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseFile, openDatabase } from '../sync-server/db/open';
import { load, median, type LoadResult, type Shot } from './load';
import { startHelloServer, startRealServer } from './processes';
import { seedContributions, seedGroup } from './seed';
import { SCALE_SIZES, submitCostBySize } from './submit-scale';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_MS = Number(process.env.BENCH_MS ?? 2000);
const CONNECTIONS = 32;
const MEMBERS = 200;
const BIG_GROUP = 10_000;
// What a phone's browser sends: the server's compression choices apply as they would for it.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
// Many phones, not one address: the bench measures the look-up, not its per-address cap.
const phone = (i: number) => `102.89.${(i >> 8) & 0xff}.${i & 0xff}`;

const dir = mkdtempSync(join(tmpdir(), 'gp-bench-server-'));
const now = new Date();
const db = openDatabase(databaseFile(dir));
const lookupGroup = seedGroup(db, now, 150);
// One fresh group per round, so "empty" stays empty, and one 10,000-contribution group per round.
const emptyGroups = Array.from({ length: ROUNDS }, () => seedGroup(db, now, MEMBERS));
const bigGroups = Array.from({ length: ROUNDS }, () => {
  const group = seedGroup(db, now, MEMBERS);
  seedContributions(db, group, BIG_GROUP, now);
  return group;
});
db.$client.close();

const submitTo = (group: typeof lookupGroup, tag: string) => (i: number): Shot => ({
  method: 'POST',
  path: '/api/contributions',
  headers: { ...BROWSER, cookie: group.cookies[i % group.cookies.length]! },
  body: JSON.stringify({ projectId: group.projectId, amount: 5000, reference: `BENCH-${tag}-${i}` }),
});

const results: Record<string, LoadResult[]> = {};
const keep = (name: string, result: LoadResult) => (results[name] ??= []).push(result);

const server = await startRealServer(dir);
const hello = await startHelloServer();
try {
  const run = (port: number, shot: (i: number) => Shot, durationMs = DURATION_MS) => load(port, { connections: CONNECTIONS, durationMs, shot });
  const health = (): Shot => ({ method: 'GET', path: '/api/health', headers: BROWSER });
  const helloShot = (): Shot => ({ method: 'GET', path: '/', headers: BROWSER });
  const lookup = (i: number): Shot => ({ method: 'GET', path: `/api/groups/registration/${lookupGroup.registrationLink}`, headers: { ...BROWSER, 'x-forwarded-for': phone(i % 4096) } });
  // Warm-up: JIT, SQLite's page cache, the first statements.
  await run(hello.port, helloShot, 500);
  await run(server.port, health, 500);
  await run(server.port, lookup, 500);
  for (let round = 0; round < ROUNDS; round++) {
    keep('hello', await run(hello.port, helloShot));
    keep('health', await run(server.port, health));
    keep('lookup', await run(server.port, lookup));
    keep('submit-empty', await run(server.port, submitTo(emptyGroups[round]!, `e${round}`)));
    keep('submit-big', await run(server.port, submitTo(bigGroups[round]!, `b${round}`)));
  }
} finally {
  await server.stop();
  await hello.stop();
  rmSync(dir, { recursive: true, force: true });
}

const med = (name: string, pick: (r: LoadResult) => number) => median(results[name]!.map(pick));
const floor = med('hello', (r) => r.perSecond);
const rate = (n: number) => `${Math.round(n).toLocaleString('en')}/s`;
const statuses = (name: string) => {
  const all: Record<number, number> = {};
  for (const r of results[name]!) for (const [s, n] of Object.entries(r.statuses)) all[Number(s)] = (all[Number(s)] ?? 0) + n;
  return Object.entries(all).map(([s, n]) => `${s}×${n}`).join(' ');
};
console.log(`server hot paths: ${ROUNDS} rounds of ${DURATION_MS} ms, ${CONNECTIONS} keep-alive connections, medians`);
console.log(`  floor: Hono hello-world                          ${rate(floor)}`);
console.log(`  GET /api/health                                  ${rate(med('health', (r) => r.perSecond))}  ratio ${(med('health', (r) => r.perSecond) / floor).toFixed(2)} of the floor (goal ≥ 0.5)  [${statuses('health')}]`);
console.log(`  GET /api/groups/registration/{link}              ${rate(med('lookup', (r) => r.perSecond))}  ratio ${(med('lookup', (r) => r.perSecond) / floor).toFixed(2)} of the floor (goal ≥ 5,000/s)  [${statuses('lookup')}]`);
for (const [name, label] of [['submit-empty', 'empty group'], ['submit-big', `${BIG_GROUP.toLocaleString('en')}-contribution group`]] as const) {
  const perSecond = med(name, (r) => r.perSecond);
  console.log(`  POST /api/contributions, ${label.padEnd(23)}${rate(perSecond)}  p50 ${med(name, (r) => r.p50Ms).toFixed(1)} ms  p99 ${med(name, (r) => r.p99Ms).toFixed(1)} ms  ratio ${(perSecond / floor).toFixed(3)} of the floor (goal ≥ 2,000/s, p99 < 50 ms)  [${statuses(name)}]`);
}

const costs = submitCostBySize({ submits: 300, rounds: ROUNDS, members: MEMBERS });
const smallest = costs.get(SCALE_SIZES[0]!)!;
console.log(`submit cost by group size (service in process, ${MEMBERS} members, median per submit; goal: 100 -> 100,000 ratio ≤ 2)`);
for (const size of SCALE_SIZES) {
  const cost = costs.get(size)!;
  console.log(`  ${size.toLocaleString('en').padStart(7)} contributions: ${cost.toFixed(3)} ms  ratio ${(cost / smallest).toFixed(2)}`);
}
