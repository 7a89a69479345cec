/**
 * A CPU profile of the compiled server on SQLite (PROFILE_ENGINE=postgres: on PostgreSQL) under
 * the engines bench's one-purse submit load (32 connections; PostgreSQL through its Unix socket,
 * PROFILE_PG_VIA=tcp for its port): `npx tsx bench/profile-submit.ts <dir>` writes the server's .cpuprofile into
 * <dir> and prints the functions with the most self time, and the share of each source file. Not
 * in `npm run bench`: a tool for finding where a submit's server CPU goes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../scripts/postgres-cluster.mjs';
import { databaseFile, openDatabase } from '../sync-server/db/open';
import { openPostgres } from '../sync-server/db/postgres';
import { load } from './load';
import { createDatabase, pgVia } from './pg-database';
import { compiledServer, startProcess } from './processes';
import { seedGroup } from './seed';

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx bench/profile-submit.ts <profile dir>');
const scratch = mkdtempSync(join(tmpdir(), 'gp-profile-'));
// PROFILE_ENGINE=postgres: the server on a fresh database of a throw-away PostgreSQL cluster (as bench/engines.ts).
const cluster = process.env.PROFILE_ENGINE === 'postgres' ? await startCluster({ durable: true, synchronousCommit: false }) : null;
// Through the cluster's Unix socket, as bench/engines.ts (PROFILE_PG_VIA=tcp: its TCP port).
const databaseUrl = cluster ? (await createDatabase(cluster, 'profile_submit'))[pgVia(process.env.PROFILE_PG_VIA)] : null;
const db = databaseUrl ? await openPostgres(databaseUrl) : openDatabase(databaseFile(scratch));
const group = await seedGroup(db, new Date(), 200);
await db.close();
const server = await startProcess(await compiledServer(), '/api/health', {
  NODE_ENV: 'development',
  DATA_DIR: scratch,
  WEB_ROOT: join(scratch, 'no-web'),
  TRUST_PROXY: '1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
}, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
const shot = (tag: string) => (i: number) => ({
  method: 'POST',
  path: '/api/contributions',
  headers: { 'accept-encoding': 'gzip, deflate, br', cookie: group.cookies[i % group.cookies.length]! },
  body: JSON.stringify({ projectId: group.projectId, amount: 5000, reference: `PROFILE-${tag}-${i}` }),
});
await load(server.port, { connections: 8, durationMs: 500, shot: shot('warm') });
const run = await load(server.port, { connections: Number(process.env.PROFILE_CONNECTIONS ?? 32), durationMs: Number(process.env.BENCH_MS ?? 6000), shot: shot('run'), serverPid: server.pid });
await server.stop();
await cluster?.stop();
rmSync(scratch, { recursive: true, force: true });
console.log(`${run.perSecond.toFixed(0)} submits/s, p99 ${run.p99Ms.toFixed(1)} ms, server ${run.serverCpuUsPerRequest?.toFixed(0)} µs CPU a submit (profiling costs some), statuses ${JSON.stringify(run.statuses)}`);

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }
// One profile per thread (the WAL checkpointer has its own): the main thread's is the one with the most samples.
const file = readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0]!;
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map<string, number>();
const byFile = new Map<string, number>();
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0;
  const where = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/') || '(native)';
  const fn = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const pkg = where.startsWith('dist/') || where === '(native)' || where.startsWith('node:') ? where : where.split('/').slice(0, where.startsWith('@') ? 2 : 1).join('/');
  byFile.set(pkg, (byFile.get(pkg) ?? 0) + us);
}
const answers = Object.values(run.statuses).reduce((a, b) => a + b, 0);
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, us]) => `  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / answers).toFixed(1).padStart(6)} µs/submit  ${k}`).join('\n');
console.log(`\nSelf time by function (of ${(total / 1e6).toFixed(1)} s sampled):\n${top(byFunction, 40)}`);
console.log(`\nSelf time by file or package:\n${top(byFile, 25)}`);
