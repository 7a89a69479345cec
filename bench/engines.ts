/**
 * `npm run bench` (engines, issue 14 goal 7): the real compiled server (dist/server/main.js, as
 * `npm start` runs it) on SQLite, on PostgreSQL with one process, and on PostgreSQL with two
 * processes sharing the database (the load generator deals its connections over both ports, as a
 * load balancer would), measured in the same run:
 * - contribution submits per second and their p99, 32 connections, into one busy purse (every
 *   submit of a group appends to its hash-chained history, so a group's submits take turns) and
 *   spread over 32 groups (a deployment hosting many groups);
 * - a full first pull (every page over HTTP) by the admin of a 10,000-contribution group.
 * Like for like on durability: SQLite in WAL with synchronous=NORMAL does not flush at commit
 * (an application crash loses nothing, an OS crash the last commits), so PostgreSQL runs with
 * fsync and full page writes on and synchronous_commit=off (crash-safe, the last moment of commits
 * lost on a crash), on the same disk. BENCH_PG_SYNC=on flushes every PostgreSQL commit instead.
 * The servers connect to PostgreSQL through its Unix socket (BENCH_PG_VIA=tcp: its TCP port).
 * Each figure is the median of ROUNDS rounds. Prints; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import type { Database } from '../sync-server/db/database';
import { databaseFile, openDatabase } from '../sync-server/db/open';
import { openPostgres } from '../sync-server/db/postgres';
import { cpuMicros, load, median, treeCpuMicros, type LoadResult, type Shot } from './load';
import { createDatabase, pgVia as viaOf } from './pg-database';
import { compiledServer, startProcess, type BenchProcess } from './processes';
import { seedContributions, seedGroup, type SeededGroup } from './seed';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);
const CONNECTIONS = 32;
const BIG_GROUP = 10_000;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

interface Setup {
  name: string;
  processes: number;
  /** Runs on the PostgreSQL cluster (whose CPU is then measured too). */
  postgres: boolean;
  /** Opens the database the servers will use, for seeding. */
  open(): Promise<Database>;
  env: Record<string, string>;
}

const SPREAD = 32;

/** Seeds a fresh purse per round (so "empty" stays empty), SPREAD small groups per round, and one big group. */
async function seed(db: Database) {
  const now = new Date();
  const empty: SeededGroup[] = [];
  const spread: SeededGroup[][] = [];
  for (let i = 0; i < ROUNDS; i++) {
    empty.push(await seedGroup(db, now, 200));
    const many: SeededGroup[] = [];
    for (let g = 0; g < SPREAD; g++) many.push(await seedGroup(db, now, 8));
    spread.push(many);
  }
  const big = await seedGroup(db, now, 200);
  await seedContributions(db, big, BIG_GROUP, now);
  await db.close();
  return { empty, spread, big };
}

/** Submit `i` into the `i % n`-th group: each connection keeps to a group of its own. */
const submitSpread = (groups: SeededGroup[], tag: string) => (i: number): Shot => submitTo(groups[i % groups.length]!, `${tag}-${i % groups.length}`)(Math.floor(i / groups.length));

const submitTo = (group: SeededGroup, tag: string) => (i: number): Shot => ({
  method: 'POST',
  path: '/api/contributions',
  headers: { ...BROWSER, cookie: group.cookies[i % group.cookies.length]! },
  body: JSON.stringify({ projectId: group.projectId, amount: 5000, reference: `ENGINE-${tag}-${i}` }),
});

/** Every page of the admin's first pull over HTTP, alternating over the servers' ports; milliseconds. */
async function fullPull(ports: number[], cookie: string): Promise<{ ms: number; contributions: number }> {
  const started = performance.now();
  let since = 0;
  let snapshot: number | undefined;
  let contributions = 0;
  for (let page = 0; ; page++) {
    const port = ports[page % ports.length]!;
    const query = `since=${since}${snapshot && since > 0 ? `&snapshot=${snapshot}` : ''}`;
    const res = await fetch(`http://127.0.0.1:${port}/api/sync?${query}`, { headers: { ...BROWSER, cookie } });
    if (res.status !== 200) throw new Error(`pull answered ${res.status}`);
    const body = (await res.json()) as { cursor: number; hasMore: boolean; snapshot?: number; contributions: unknown[] };
    contributions += body.contributions.length;
    since = body.cursor;
    snapshot ??= body.snapshot;
    if (!body.hasMore) return { ms: performance.now() - started, contributions };
  }
}

const cluster = await startCluster({ durable: true, synchronousCommit: process.env.BENCH_PG_SYNC === 'on' });
// The servers reach the database on this machine through its Unix socket, as a server beside its
// database should (README "PostgreSQL"): over TCP every statement also pays the loopback's network
// stack. BENCH_PG_VIA=tcp connects through 127.0.0.1 instead.
const pgVia = viaOf(process.env.BENCH_PG_VIA);
const scratch = mkdtempSync(join(tmpdir(), 'gp-bench-engines-'));
const freshPostgres = async (name: string) => (await createDatabase(cluster, name))[pgVia];

const setups: Setup[] = [];
{
  const dataDir = join(scratch, 'sqlite');
  setups.push({ name: 'SQLite, 1 process', processes: 1, postgres: false, open: async () => openDatabase(databaseFile(dataDir)), env: { DATA_DIR: dataDir } });
  for (const processes of [1, 2]) {
    const url = await freshPostgres(`bench_${processes}`);
    setups.push({ name: `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`, processes, postgres: true, open: () => openPostgres(url), env: { DATABASE_URL: url, DATA_DIR: join(scratch, `pg${processes}`) } });
  }
}

const entry = await compiledServer();
type Rate = { perSecond: number; p99Ms: number; nodeUs: number; databaseUs: number | null };
const figures: { name: string; one: Rate; spread: Rate; pullMs: number; statuses: Record<number, number> }[] = [];

/**
 * A load run with the CPU it cost, per answer: the server processes' (all their threads), and
 * PostgreSQL's (the postmaster and every backend) when the setup runs on it. The load generator's
 * own share is its own; what is left of the two cores is idle or other work.
 */
async function measured(servers: BenchProcess[], database: number | null, run: () => Promise<LoadResult>): Promise<Rate> {
  const nodeCpu = () => servers.reduce((sum, s) => sum + (cpuMicros(s.pid) ?? 0), 0);
  const nodeBefore = nodeCpu();
  const databaseBefore = database === null ? 0 : treeCpuMicros(database);
  const result = await run();
  const answers = Object.values(result.statuses).reduce((a, b) => a + b, 0);
  return {
    perSecond: result.perSecond,
    p99Ms: result.p99Ms,
    nodeUs: (nodeCpu() - nodeBefore) / answers,
    databaseUs: database === null ? null : (treeCpuMicros(database) - databaseBefore) / answers,
  };
}
try {
  for (const setup of setups) {
    const { empty, spread, big } = await seed(await setup.open());
    const servers: BenchProcess[] = [];
    for (let i = 0; i < setup.processes; i++) {
      servers.push(await startProcess(entry, '/api/health', { NODE_ENV: 'development', WEB_ROOT: join(scratch, 'no-web'), TRUST_PROXY: '1', ...setup.env }));
    }
    try {
      const ports = servers.map((s) => s.port);
      // Warm-up: the first requests of a process pay for its JIT and caches.
      await load(ports, { connections: 8, durationMs: 500, shot: submitTo(empty[0]!, 'warm') });
      const one: Rate[] = [];
      const many: Rate[] = [];
      const statuses: Record<number, number> = {};
      const pulls: number[] = [];
      const count = (run: LoadResult) => {
        for (const [status, n] of Object.entries(run.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
        return run;
      };
      const database = setup.postgres ? cluster.pid : null;
      for (let round = 0; round < ROUNDS; round++) {
        one.push(await measured(servers, database, async () => count(await load(ports, { connections: CONNECTIONS, durationMs: DURATION_MS, shot: submitTo(empty[round]!, `r${round}`) }))));
        many.push(await measured(servers, database, async () => count(await load(ports, { connections: CONNECTIONS, durationMs: DURATION_MS, shot: submitSpread(spread[round]!, `s${round}`) }))));
        const pulled = await fullPull(ports, big.adminCookie);
        if (pulled.contributions < BIG_GROUP) throw new Error(`the pull brought ${pulled.contributions} contributions`);
        pulls.push(pulled.ms);
      }
      const mid = (rates: Rate[]): Rate => ({
        perSecond: median(rates.map((r) => r.perSecond)),
        p99Ms: median(rates.map((r) => r.p99Ms)),
        nodeUs: median(rates.map((r) => r.nodeUs)),
        databaseUs: database === null ? null : median(rates.map((r) => r.databaseUs ?? 0)),
      });
      figures.push({ name: setup.name, one: mid(one), spread: mid(many), pullMs: median(pulls), statuses });
    } finally {
      for (const server of servers) await server.stop();
    }
  }
} finally {
  await cluster.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const sqlite = figures[0]!;
const pgSync = process.env.BENCH_PG_SYNC === 'on' ? 'on' : 'off';
console.log(`\nEngines (real compiled server; submits: ${CONNECTIONS} connections, ${DURATION_MS} ms, median of ${ROUNDS}; full pull of an admin with ${BIG_GROUP.toLocaleString('en')} contributions over HTTP; PostgreSQL synchronous_commit=${pgSync}, through its ${pgVia === 'tcp' ? 'TCP port' : 'Unix socket'}):`);
console.log('  setup                        one purse: /s   p99 ms  ratio | 32 groups: /s   p99 ms  ratio | full pull ms  ratio | statuses');
const rate = (r: Rate, base: Rate) => `${r.perSecond.toFixed(0).padStart(13)}   ${r.p99Ms.toFixed(1).padStart(6)}  ${(r.perSecond / base.perSecond).toFixed(2).padStart(5)}`;
for (const f of figures) {
  console.log(`  ${f.name.padEnd(28)} ${rate(f.one, sqlite.one)} | ${rate(f.spread, sqlite.spread)} | ${f.pullMs.toFixed(0).padStart(12)}  ${(f.pullMs / sqlite.pullMs).toFixed(2).padStart(5)} | ${JSON.stringify(f.statuses)}`);
}
console.log('  goal: SQLite >= 2,000 submits/s with p99 < 50 ms; PostgreSQL with two processes not slower than SQLite');

// The capacity model (issue 26 §1): CPU per submit, spread over 32 groups (no group's turn to wait
// for), in the server processes and in PostgreSQL; a core of each answers 1e6 / µs submits a
// second, and the database's cores saturate when the server processes together ask more of them.
console.log('\nCPU per submit, 32 groups (µs; submits/s one core of it can carry):');
console.log('  setup                        server (Node)          database (PostgreSQL)   server processes per database core');
for (const f of figures) {
  const { nodeUs, databaseUs } = f.spread;
  const perCore = (us: number) => `${us.toFixed(0).padStart(6)} µs ${(1e6 / us).toFixed(0).padStart(6)}/s`;
  console.log(`  ${f.name.padEnd(28)} ${perCore(nodeUs)}      ${databaseUs === null ? 'in the server'.padStart(19) : perCore(databaseUs)}    ${databaseUs === null ? '-' : (nodeUs / databaseUs).toFixed(1)}`);
}
