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
import { startHelloServer, startRealServer, type BenchProcess } from './processes';
import { seedContributions, seedGroup } from './seed';
import { SCALE_SIZES, submitCostBySize } from './submit-scale';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_MS = Number(process.env.BENCH_MS ?? 2000);
const CONNECTIONS = 32;
/** Fewer clients, the same work: at 32 on two cores, p99 is mostly queueing behind the other 31. */
const FEW_CONNECTIONS = 8;
const MEMBERS = 200;
const BIG_GROUP = 10_000;
// What a phone's browser sends: the server's compression choices apply as they would for it.
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
// Many phones, not one address: the bench measures the look-up, not its per-address cap.
const phone = (i: number) => `102.89.${(i >> 8) & 0xff}.${i & 0xff}`;

const dir = mkdtempSync(join(tmpdir(), 'gp-bench-server-'));
const now = new Date();
const db = openDatabase(databaseFile(dir));
const lookupGroup = await seedGroup(db, now, 150);
// A fresh group per round and concurrency, so "empty" stays empty; one 10,000-contribution group
// per round, shared by both concurrencies (a few thousand submits more keep it about that size).
const emptyGroups = [];
for (let i = 0; i < ROUNDS * 2; i++) emptyGroups.push(await seedGroup(db, now, MEMBERS));
const bigGroups = [];
for (let i = 0; i < ROUNDS; i++) {
  const group = await seedGroup(db, now, MEMBERS);
  await seedContributions(db, group, BIG_GROUP, now);
  bigGroups.push(group);
}
await db.close();

const submitTo = (group: typeof lookupGroup, tag: string) => (i: number): Shot => ({
  method: 'POST',
  path: '/api/contributions',
  headers: { ...BROWSER, cookie: group.cookies[i % group.cookies.length]! },
  body: JSON.stringify({ projectId: group.projectId, amount: 5000, reference: `BENCH-${tag}-${i}` }),
});
// The same body to the floor, so both read and parse as much.
const helloPost = (i: number): Shot => ({ ...submitTo(lookupGroup, 'floor')(i), path: '/' });

const results: Record<string, LoadResult[]> = {};
const keep = (name: string, result: LoadResult) => (results[name] ??= []).push(result);

const server = await startRealServer(dir);
const hello = await startHelloServer();
try {
  const run = (target: BenchProcess, shot: (i: number) => Shot, connections = CONNECTIONS, durationMs = DURATION_MS) =>
    load(target.port, { connections, durationMs, shot, serverPid: target.pid });
  const health = (): Shot => ({ method: 'GET', path: '/api/health', headers: BROWSER });
  const helloGet = (): Shot => ({ method: 'GET', path: '/', headers: BROWSER });
  const lookup = (i: number): Shot => ({ method: 'GET', path: `/api/groups/registration/${lookupGroup.registrationLink}`, headers: { ...BROWSER, 'x-forwarded-for': phone(i % 4096) } });
  // Warm-up: JIT, SQLite's page cache, the first statements.
  await run(hello, helloGet, CONNECTIONS, 500);
  await run(hello, helloPost, CONNECTIONS, 500);
  await run(server, health, CONNECTIONS, 500);
  await run(server, lookup, CONNECTIONS, 500);
  await run(server, submitTo(lookupGroup, 'warm'), CONNECTIONS, 500);
  for (let round = 0; round < ROUNDS; round++) {
    keep('hello', await run(hello, helloGet));
    keep('health', await run(server, health));
    keep('lookup', await run(server, lookup));
    for (const connections of [CONNECTIONS, FEW_CONNECTIONS]) {
      keep(`hello-post-${connections}`, await run(hello, helloPost, connections));
      keep(`submit-empty-${connections}`, await run(server, submitTo(emptyGroups[round * 2 + (connections === CONNECTIONS ? 0 : 1)]!, `e${round}c${connections}`), connections));
      keep(`submit-big-${connections}`, await run(server, submitTo(bigGroups[round]!, `b${round}c${connections}`), connections));
    }
  }
} finally {
  await server.stop();
  await hello.stop();
  rmSync(dir, { recursive: true, force: true });
}

const med = (name: string, pick: (r: LoadResult) => number | null) => median(results[name]!.map((r) => pick(r) ?? Number.NaN));
const rate = (n: number) => `${Math.round(n).toLocaleString('en')}/s`;
const statuses = (name: string) => {
  const all: Record<number, number> = {};
  for (const r of results[name]!) for (const [s, n] of Object.entries(r.statuses)) all[Number(s)] = (all[Number(s)] ?? 0) + n;
  return Object.entries(all).map(([s, n]) => `${s}×${n}`).join(' ');
};
/** One line: the rate and latencies, the server's CPU per answer, the load generator's share, the ratio to `floor`. */
const line = (label: string, name: string, floor: string, goal: string) => {
  const perSecond = med(name, (r) => r.perSecond);
  const cpu = med(name, (r) => r.serverCpuUsPerRequest);
  console.log(
    `  ${label.padEnd(46)}${rate(perSecond).padStart(9)}  p50 ${med(name, (r) => r.p50Ms).toFixed(1).padStart(5)} ms  p99 ${med(name, (r) => r.p99Ms).toFixed(1).padStart(5)} ms` +
      `  server ${Math.round(cpu).toString().padStart(5)} µs CPU/answer  load gen ${(med(name, (r) => r.loadCpuShare) * 100).toFixed(0).padStart(3)}% of a core` +
      (floor === name ? '  (floor)' : `  ratio ${(perSecond / med(floor, (r) => r.perSecond)).toFixed(3)} of the floor`) +
      `${goal ? `  goal ${goal}` : ''}  [${statuses(name)}]`,
  );
};
console.log(`server hot paths: ${ROUNDS} rounds of ${DURATION_MS} ms, keep-alive connections, medians; floors are Hono hello-world in the same run`);
line(`floor: hello-world GET, ${CONNECTIONS} connections`, 'hello', 'hello', '');
line('GET /api/health', 'health', 'hello', '≥ 0.5 of the floor');
line('GET /api/groups/registration/{link}', 'lookup', 'hello', '≥ 5,000/s');
for (const connections of [CONNECTIONS, FEW_CONNECTIONS]) {
  const floor = `hello-post-${connections}`;
  line(`floor: hello-world POST (JSON), ${connections} connections`, floor, floor, '');
  line(`POST /api/contributions, empty group, ${connections} conn.`, `submit-empty-${connections}`, floor, '≥ 2,000/s, p99 < 50 ms');
  line(`POST /api/contributions, ${BIG_GROUP.toLocaleString('en')} group, ${connections} conn.`, `submit-big-${connections}`, floor, '≥ 2,000/s, p99 < 50 ms');
}

const costs = await submitCostBySize({ submits: 300, rounds: ROUNDS, members: MEMBERS });
const smallest = costs.get(SCALE_SIZES[0]!)!;
console.log(`submit cost by group size (service in process, ${MEMBERS} members, median per submit; goal: 100 -> 100,000 ratio ≤ 2)`);
for (const size of SCALE_SIZES) {
  const cost = costs.get(size)!;
  console.log(`  ${size.toLocaleString('en').padStart(7)} contributions: ${cost.toFixed(3)} ms  ratio ${(cost / smallest).toFixed(2)}`);
}
