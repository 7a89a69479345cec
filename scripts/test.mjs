// `npm test`: everything, in order: the lockfile is the committed one, Chromium and PostgreSQL checks, the message catalogues' check, type check, the import graph's rules, unit + server
// integration tests (on SQLite), the server suites again on PostgreSQL, a production build, then
// browser end-to-end tests against that build and a real server. One throwaway PostgreSQL cluster
// serves every vitest run and is stopped at the end. Ends with one plain line "N passed, N failed"
// summing every vitest run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres, startCluster } from './postgres-cluster.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules/.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'gp-test-reports-'));
let passed = 0;
let failed = 0;
let postgres; // the cluster of this run, once started

const startedAt = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** Runs one step, then says how long it took: the whole run has a budget of 15 minutes (issue 26 §7). */
function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const began = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${seconds(began)} s`);
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian\'s chromium for the browser tests…');
    return run('apt-get update', 'apt-get', ['update']) && run('apt-get install chromium', 'apt-get', ['install', '-y', 'chromium']);
  }
  console.error('The browser tests need Chromium at /usr/bin/chromium. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium');
  return false;
}

async function startPostgres() {
  console.log('\n=== PostgreSQL cluster for the tests ===');
  try {
    postgres = await startCluster({ log: console.log });
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  }
}

function vitest(title, args, reportName, extraEnv = {}) {
  const file = join(reports, `${reportName}.json`);
  // Test files make their own databases on this cluster (sync-server/testing/postgres.ts).
  const env = { GP_TEST_POSTGRES_URL: postgres.url, ...extraEnv };
  const ok = run(title, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests + report.numPendingTests + report.numTodoTests;
  } else if (!ok) failed += 1;
  return ok;
}

/**
 * The lockfile npm install left is the committed one (issue 26 §8): a lockfile npm rewrites on a
 * fresh clone leaves the tree dirty after the README's first command, and a machine of another
 * platform would install from a file that does not name its binaries. Outside a git checkout
 * there is nothing to compare with, and it says so.
 */
function lockfileCommitted() {
  console.log('\n=== Lockfile ===');
  const inside = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, encoding: 'utf8' });
  if (inside.status !== 0 || inside.stdout.trim() !== 'true') {
    console.log('Not a git checkout: the lockfile is not compared with a committed one.');
    return true;
  }
  const diff = spawnSync('git', ['diff', '--stat', '--exit-code', 'HEAD', '--', 'package-lock.json'], { cwd: root, encoding: 'utf8' });
  if (diff.status === 0) {
    console.log('package-lock.json is the committed one.');
    return true;
  }
  console.error(`package-lock.json is not the committed one (npm install rewrote it, or it was changed by hand):\n${diff.stdout}Commit the lockfile npm install writes.`);
  return false;
}

const steps = [
  () => lockfileCommitted(),
  () => ensureChromium(),
  () => ensurePostgres() !== null,
  () => startPostgres(),
  // The message catalogues: every language complete, then compiled (the type check needs them).
  () => run('Message catalogues', 'node', ['scripts/i18n.mjs']),
  () => run('Type check', bin('tsc'), ['--noEmit']),
  () => run('Type check (service worker)', bin('tsc'), ['--noEmit', '-p', 'web/tsconfig.sw.json']),
  // One folder per concept (issue 24): no folder or file cycle, features only through their entry.
  () => run('Import graph', 'node', ['scripts/import-graph.mjs']),
  () => vitest('Unit and server integration tests', [], 'unit'),
  // The server's database-backed suites again, each test app on a database of its own in the cluster.
  () => vitest('Server suites on PostgreSQL', ['--config', 'vitest.postgres.config.ts'], 'postgres'),
  // Built on purpose with NODE_ENV=development, the way a developer's shell may have it: the build
  // must still be the production one, and its first-load budget check (and the e2e budget test)
  // fail if it is not.
  () => run('Production build', 'npm', ['run', 'build'], { NODE_ENV: 'development' }),
  () => vitest('Browser end-to-end tests', ['--config', 'e2e/vitest.config.ts'], 'e2e'),
  // The whole loop in Chromium once more with the server on PostgreSQL: pay offline, sync once,
  // confirm; payouts, reversals and a paused purse.
  () => vitest('Browser end-to-end tests on PostgreSQL', ['--config', 'e2e/vitest.config.ts', 'e2e/contributions.e2e.ts', 'e2e/books-money.e2e.ts'], 'e2e-postgres', { GP_TEST_ENGINE: 'postgres' }),
];

let ok = true;
for (const step of steps) {
  if (!(await step())) {
    ok = false;
    break;
  }
}
await postgres?.stop();
rmSync(reports, { recursive: true, force: true });
console.log(`\nnpm test took ${seconds(startedAt)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
