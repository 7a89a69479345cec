/**
 * `npm run bench` (start-up): how long the server takes from `node` to its first answer, and how
 * much memory it holds then, run as development runs it (TypeScript through tsx) and as `npm start`
 * runs it (the compiled dist/server/main.js with plain node). Median of RUNS starts each, the two
 * ways interleaved, on a fresh data folder each time (migrations included). Prints; asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median } from './load';
import { compiledServer, startProcess } from './processes';

const RUNS = Number(process.env.BENCH_STARTS ?? 5);

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

const ways = { 'tsx sync-server/main.ts': 'sync-server/main.ts', 'node dist/server/main.js': await compiledServer() };
const figures: Record<string, { ms: number[]; rss: number[] }> = {};
for (let run = 0; run < RUNS; run++) {
  for (const [name, script] of Object.entries(ways)) {
    const dir = mkdtempSync(join(tmpdir(), 'gp-bench-start-'));
    const server = await startProcess(script, '/api/health', { NODE_ENV: 'development', DATA_DIR: dir, WEB_ROOT: join(dir, 'no-web') });
    const entry = (figures[name] ??= { ms: [], rss: [] });
    entry.ms.push(server.readyMs);
    entry.rss.push(rssMb(server.pid));
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`\nServer start-up, median of ${RUNS} (fresh data folder, until /api/health answers 200):`);
for (const [name, { ms, rss }] of Object.entries(figures)) {
  console.log(`  ${name.padEnd(26)} ${median(ms).toFixed(0).padStart(5)} ms   RSS ${median(rss).toFixed(0)} MB`);
}
