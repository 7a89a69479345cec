/**
 * `npm run bench` (engines, issue 14 goal 7): the real compiled server (dist/server/main.js, as
 * `npm start` runs it) on SQLite, on PostgreSQL with one process, and on PostgreSQL with two
 * processes sharing the database (the load generator deals its connections over both ports, as a
 * load balancer would), measured in the same run:
 * - contribution submits per second and their p99, 32 connections, on an empty purse;
 * - a full first pull (every page over HTTP) by the admin of a 10,000-contribution group.
 * PostgreSQL runs with its durable defaults (fsync, synchronous commit) on the same disk as SQLite
 * (WAL, synchronous NORMAL). Each figure is the median of ROUNDS rounds. Prints; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import type { Database } from '../sync-server/db/database';
import { databaseFile, openDatabase } from '../sync-server/db/open';
import { openPostgres } from '../sync-server/db/postgres';
import { load, median, type Shot } from './load';
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
  /** Opens the database the servers will use, for seeding. */
  open(): Promise<Database>;
  env: Record<string, string>;
}

/** Seeds a fresh purse per round (so "empty" stays empty) and one big group, through the services' own tables. */
async function seed(db: Database) {
  const now = new Date();
  const empty: SeededGroup[] = [];
  for (let i = 0; i < ROUNDS; i++) empty.push(await seedGroup(db, now, 200));
  const big = await seedGroup(db, now, 200);
  await seedContributions(db, big, BIG_GROUP, now);
  await db.close();
  return { empty, big };
}

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

const cluster = await startCluster({ durable: true });
const scratch = mkdtempSync(join(tmpdir(), 'gp-bench-engines-'));
const freshPostgres = async (name: string) => {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.href;
};

const setups: Setup[] = [];
{
  const dataDir = join(scratch, 'sqlite');
  setups.push({ name: 'SQLite, 1 process', processes: 1, open: async () => openDatabase(databaseFile(dataDir)), env: { DATA_DIR: dataDir } });
  for (const processes of [1, 2]) {
    const url = await freshPostgres(`bench_${processes}`);
    setups.push({ name: `PostgreSQL, ${processes} process${processes > 1 ? 'es' : ''}`, processes, open: () => openPostgres(url), env: { DATABASE_URL: url, DATA_DIR: join(scratch, `pg${processes}`) } });
  }
}

const entry = await compiledServer();
const figures: { name: string; perSecond: number; p99Ms: number; pullMs: number; statuses: Record<number, number> }[] = [];
try {
  for (const setup of setups) {
    const { empty, big } = await seed(await setup.open());
    const servers: BenchProcess[] = [];
    for (let i = 0; i < setup.processes; i++) {
      servers.push(await startProcess(entry, '/api/health', { NODE_ENV: 'development', WEB_ROOT: join(scratch, 'no-web'), TRUST_PROXY: '1', ...setup.env }));
    }
    try {
      const ports = servers.map((s) => s.port);
      // Warm-up: the first requests of a process pay for its JIT and caches.
      await load(ports, { connections: 8, durationMs: 500, shot: submitTo(empty[0]!, 'warm') });
      const rates: number[] = [];
      const p99s: number[] = [];
      const statuses: Record<number, number> = {};
      const pulls: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const run = await load(ports, { connections: CONNECTIONS, durationMs: DURATION_MS, shot: submitTo(empty[round]!, `r${round}`) });
        rates.push(run.perSecond);
        p99s.push(run.p99Ms);
        for (const [status, n] of Object.entries(run.statuses)) statuses[Number(status)] = (statuses[Number(status)] ?? 0) + n;
        const pulled = await fullPull(ports, big.adminCookie);
        if (pulled.contributions < BIG_GROUP) throw new Error(`the pull brought ${pulled.contributions} contributions`);
        pulls.push(pulled.ms);
      }
      figures.push({ name: setup.name, perSecond: median(rates), p99Ms: median(p99s), pullMs: median(pulls), statuses });
    } finally {
      for (const server of servers) await server.stop();
    }
  }
} finally {
  await cluster.stop();
  rmSync(scratch, { recursive: true, force: true });
}

const sqlite = figures[0]!;
console.log(`\nEngines (real compiled server; submits: ${CONNECTIONS} connections, ${DURATION_MS} ms, median of ${ROUNDS}; full pull of an admin with ${BIG_GROUP.toLocaleString('en')} contributions over HTTP):`);
console.log('  setup                        submits/s   p99 ms   ratio to SQLite   full pull ms   ratio to SQLite   statuses');
for (const f of figures) {
  console.log(
    `  ${f.name.padEnd(28)} ${f.perSecond.toFixed(0).padStart(9)}   ${f.p99Ms.toFixed(1).padStart(6)}   ${(f.perSecond / sqlite.perSecond).toFixed(2).padStart(15)}   ${f.pullMs.toFixed(0).padStart(12)}   ${(f.pullMs / sqlite.pullMs).toFixed(2).padStart(15)}   ${JSON.stringify(f.statuses)}`,
  );
}
console.log('  goal: SQLite >= 2,000 submits/s with p99 < 50 ms; PostgreSQL with two processes not slower than SQLite');
