/**
 * Two builds of the server side by side under the engines bench's one-purse submit load (32
 * connections) on SQLite, or with COMPARE_ENGINE=postgres on PostgreSQL: `npx tsx bench/compare-servers.ts dist/ab-old/main.js dist/ab-new/main.js`
 * runs ROUNDS rounds (default 6) alternating A and B, each on a fresh database of its own, and
 * prints each build's median submits/s, p99 and server CPU per submit. On a shared 2-core machine
 * one run of each says little; alternated rounds let the noise fall on both. Copy a build inside
 * the repo (dist/…) so its packages resolve. NODE_ARGS_A / NODE_ARGS_B add node flags to either.
 * Not in `npm run bench`: a tool for a change's figure.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import { databaseFile, openDatabase } from '../sync-server/db/open';
import { openPostgres } from '../sync-server/db/postgres';
import { load, median, type LoadResult } from './load';
import { createDatabase, type PgVia } from './pg-database';
import { startProcess } from './processes';
import { seedGroup } from './seed';

const builds = process.argv.slice(2);
if (builds.length !== 2) throw new Error('usage: tsx bench/compare-servers.ts <a/main.js> <b/main.js>');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
// NODE_ARGS_A / NODE_ARGS_B: node's own flags for each (space-separated), e.g. one build twice with and without a GC setting.
const nodeArgs = [process.env.NODE_ARGS_A, process.env.NODE_ARGS_B].map((args) => (args ? args.split(' ') : []));
const DURATION_MS = Number(process.env.BENCH_MS ?? 3000);
const results: LoadResult[][] = [[], []];

// COMPARE_ENGINE=postgres: each round on a fresh database of one throw-away PostgreSQL cluster.
const cluster = process.env.COMPARE_ENGINE === 'postgres' ? await startCluster({ durable: true, synchronousCommit: false }) : null;
let databases = 0;
/** A TCP database URL with its port swapped for the delaying proxy's. */
function throughProxy(tcpUrl: string, port: number): string {
  const url = new URL(tcpUrl);
  url.port = String(port);
  return url.href;
}
// PG_DELAY_MS: both builds reach PostgreSQL over TCP through a proxy that holds every chunk this
// long each way, as a database on another machine would (this machine's kernel has no netem).
const delayMs = Number(process.env.PG_DELAY_MS ?? 0);
const delayed = cluster && delayMs > 0 ? await delayingProxy(cluster.port, delayMs) : null;
async function delayingProxy(port: number, ms: number) {
  const server = createServer((client) => {
    const upstream = createConnection({ port, host: '127.0.0.1', noDelay: true });
    client.setNoDelay(true); // no Nagle wait for an ACK (40 ms with delayed ACKs) on top of the delay
    // Equal delays fire in order, so each direction keeps its bytes' order.
    client.on('data', (chunk) => void setTimeout(() => upstream.write(chunk), ms));
    upstream.on('data', (chunk) => void setTimeout(() => client.write(chunk), ms));
    const end = () => { client.destroy(); upstream.destroy(); };
    for (const socket of [client, upstream]) socket.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => server.close() };
}
// PG_VIA_A / PG_VIA_B: 'socket' connects that build through the cluster's Unix socket instead of TCP.
const via = [process.env.PG_VIA_A, process.env.PG_VIA_B].map((v): PgVia => (v === 'socket' ? 'socket' : 'tcp'));

async function round(which: number, tag: string) {
  const scratch = mkdtempSync(join(tmpdir(), 'gp-compare-'));
  try {
    const urls = cluster ? await createDatabase(cluster, `compare_${++databases}`) : null;
    const databaseUrl = urls ? (delayed ? throughProxy(urls.tcp, delayed.port) : urls[via[which]!]) : null;
    const db = databaseUrl ? await openPostgres(databaseUrl) : openDatabase(databaseFile(scratch));
    const group = await seedGroup(db, new Date(), 200);
    await db.close();
    const server = await startProcess(
      builds[which]!,
      '/api/health',
      { NODE_ENV: 'development', DATA_DIR: scratch, WEB_ROOT: join(scratch, 'no-web'), TRUST_PROXY: '1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      nodeArgs[which],
    );
    try {
      const shot = (phase: string) => (i: number) => ({
        method: 'POST',
        path: '/api/contributions',
        headers: { 'accept-encoding': 'gzip, deflate, br', cookie: group.cookies[i % group.cookies.length]! },
        body: JSON.stringify({ projectId: group.projectId, amount: 5000, reference: `COMPARE-${tag}-${phase}-${i}` }),
      });
      await load(server.port, { connections: 8, durationMs: 500, shot: shot('warm') });
      const run = await load(server.port, { connections: 32, durationMs: DURATION_MS, shot: shot('run'), serverPid: server.pid });
      if (Object.keys(run.statuses).some((s) => s !== '201')) throw new Error(`${builds[which]} answered ${JSON.stringify(run.statuses)}`);
      results[which]!.push(run);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  for (let r = 0; r < ROUNDS; r++) {
    // ABBA order: neither build always runs first.
    const order = r % 2 === 0 ? [0, 1] : [1, 0];
    for (const which of order) await round(which, `${r}-${which}`);
  }
} finally {
  delayed?.close();
  await cluster?.stop();
}
console.log(`One purse, ${cluster ? `PostgreSQL${delayed ? ` ${delayMs} ms away each way` : ''}` : 'SQLite'}, 32 connections, ${DURATION_MS} ms, ${ROUNDS} rounds alternated (median; all rounds):`);
results.forEach((runs, which) => {
  const list = (f: (r: LoadResult) => number, digits = 0) => runs.map((r) => f(r).toFixed(digits)).join(' ');
  console.log(`  ${builds[which]} ${nodeArgs[which]!.join(' ')}`);
  console.log(`    submits/s ${median(runs.map((r) => r.perSecond)).toFixed(0).padStart(6)}  (${list((r) => r.perSecond)})`);
  console.log(`    p99 ms    ${median(runs.map((r) => r.p99Ms)).toFixed(1).padStart(6)}  (${list((r) => r.p99Ms, 1)})`);
  console.log(`    server µs ${median(runs.map((r) => r.serverCpuUsPerRequest ?? 0)).toFixed(0).padStart(6)}  (${list((r) => r.serverCpuUsPerRequest ?? 0)})`);
});
