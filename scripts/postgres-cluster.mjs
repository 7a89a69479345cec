// A throwaway PostgreSQL cluster for tests: initdb in a temporary directory, one postmaster on a
// free port of 127.0.0.1, stopped by its own pid and its directory removed. `npm test` starts one
// for the whole run; `node scripts/postgres-cluster.mjs` starts one for a developer until Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The directory holding initdb and postgres: Debian's newest /usr/lib/postgresql/<n>/bin, else PATH.
 * @example findPostgresBin() // '/usr/lib/postgresql/15/bin'
 */
export function findPostgresBin() {
  const hasBoth = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'));
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  const candidates = [...versions.map((v) => join(debian, v, 'bin')), ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)];
  return candidates.find(hasBoth) ?? null;
}

/**
 * Finds PostgreSQL, installing Debian's `postgresql` first when root; null (after saying how to
 * install it) when it is missing and we may not install it.
 * @example if (!ensurePostgres()) process.exit(1)
 */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    console.error('The PostgreSQL tests need PostgreSQL (initdb, postgres). Install it with:\n  sudo apt-get update && sudo apt-get install -y postgresql');
    return null;
  }
  console.log('PostgreSQL is missing: installing Debian\'s postgresql for the PostgreSQL tests…');
  const apt = (...args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  // The package lists are refreshed only when the install fails, as they usually are fresh enough.
  if (!apt('install', '-y', 'postgresql')) apt('update') && apt('install', '-y', 'postgresql');
  return findPostgresBin();
}

/** A port of 127.0.0.1 free a moment ago (postgres binds it next; a lost race is retried). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** As root, the `postgres` OS user's ids (PostgreSQL refuses to run as root); otherwise nothing. */
function serverUser() {
  if (process.getuid?.() !== 0) return {};
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('Running as root, but there is no `postgres` OS user to run PostgreSQL as.');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

// Durability is worth nothing in a cluster deleted after the run; connections are many because
// several server processes and parallel test files share it; parallel query is off as the machine
// running tests has few cores and small queries.
const TEST_SETTINGS = {
  fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200',
  shared_buffers: '64MB', max_parallel_workers_per_gather: '0', log_min_messages: 'warning',
};

// A benchmark measures what production runs: fsync and full page writes on (crash-safe). A commit
// flushes its WAL when `synchronousCommit` (PostgreSQL's default); the benches compare SQLite in
// WAL with synchronous=NORMAL, which does not flush at commit either, with synchronous_commit=off.
const durableSettings = (synchronousCommit) => ({ ...TEST_SETTINGS, fsync: 'on', synchronous_commit: synchronousCommit ? 'on' : 'off', full_page_writes: 'on', shared_buffers: '256MB' });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const lastLines = (file, n = 20) => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-n).join('\n') : '');

/**
 * Starts a fresh cluster on a free port of 127.0.0.1 in a new temporary directory, resolved once
 * it accepts connections. `stop()` ends it by its pid and removes the directory; it is also
 * stopped when this process exits or is interrupted. `durable: true` keeps fsync and full page
 * writes on for benchmarks (tests run without them), and `synchronousCommit: false` lets a commit
 * return before its WAL is flushed (crash-safe; at most the last moment of commits lost).
 * `settings` adds or overrides server settings (a profile's pg_stat_statements).
 * @example const pg = await startCluster(); process.env.DATABASE_URL = pg.url; … await pg.stop()
 */
export async function startCluster({ log = () => {}, durable = false, synchronousCommit = true, settings = {} } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (see ensurePostgres in scripts/postgres-cluster.mjs).');
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'gp-pg-'));
  const user = serverUser();
  // Should this process end while the cluster starts (an uncaught error, process.exit), the
  // half-made cluster goes with it; once ready, the cluster's own hooks take over.
  const launching = { pid: undefined };
  const abandon = () => {
    try { if (launching.pid) process.kill(launching.pid, 'SIGQUIT'); } catch { /* already gone */ }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', abandon);
  try {
    if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
    const data = join(dir, 'data');
    const init = spawnSync(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'], { cwd: dir, encoding: 'utf8', ...user });
    if (init.status !== 0) throw new Error(`initdb failed:\n${init.stderr || init.error}`);
    for (let attempt = 1; ; attempt += 1) {
      const cluster = await launch(bin, dir, data, user, await freePort(), launching, { ...(durable ? durableSettings(synchronousCommit) : TEST_SETTINGS), ...settings });
      if (cluster) {
        log(`PostgreSQL ${bin.split('/').at(-2)} on port ${cluster.port}, started in ${Math.round(performance.now() - started)} ms`);
        return cluster;
      }
      if (attempt === 3) throw new Error(`postgres did not start:\n${lastLines(join(dir, 'postgres.log'))}`);
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    process.off('exit', abandon);
  }
}

/** Runs the postmaster on `port`; null when it exits before it is ready (a port taken meanwhile). */
async function launch(bin, dir, data, user, port, launching, chosen) {
  const settings = Object.entries(chosen).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  // The server log goes to a file, not a pipe: a parent blocked in spawnSync (scripts/test.mjs)
  // would never drain a pipe, and a full pipe would hang the server.
  const logFd = openSync(join(dir, 'postgres.log'), 'a');
  const child = spawn(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, ...settings], { cwd: dir, stdio: ['ignore', logFd, logFd], ...user });
  closeSync(logFd);
  launching.pid = child.pid;
  child.unref(); // the cluster alone must not keep a test worker alive; stop() and the exit hooks end it
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal));
    child.once('error', (error) => resolve(error.message));
  });
  let alive = true;
  exited.then(() => { alive = false; });
  // pg_ctl's own test: the postmaster writes "ready" as the 8th line of postmaster.pid.
  const pidFile = join(data, 'postmaster.pid');
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(20)) {
    if (!alive) return null;
    if (existsSync(pidFile) && readFileSync(pidFile, 'utf8').split('\n')[7]?.trim() === 'ready') return running(child, exited, dir, port);
  }
  child.kill('SIGQUIT');
  await exited;
  return null;
}

/** The handle of a ready cluster, with its stop() and the hooks that stop it with this process. */
function running(child, exited, dir, port) {
  const pid = child.pid;
  let stopped = false;
  // On exit only synchronous work is possible: ask for a fast shutdown, wait for the postmaster to
  // remove its pid file (it is our unreaped child, so kill(pid, 0) would still find it), then delete.
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    unhook();
    try { process.kill(pid, 'SIGINT'); } catch { /* already gone */ }
    const pidFile = join(dir, 'data', 'postmaster.pid');
    for (const deadline = Date.now() + 5_000; existsSync(pidFile) && Date.now() < deadline;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    stopNow();
    // With our listener gone, re-raising gives the default end (or the other listeners') as before.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const hooks = { exit: stopNow, SIGINT: onSignal, SIGTERM: onSignal, SIGHUP: onSignal };
  for (const [event, hook] of Object.entries(hooks)) process.once(event, hook);
  const unhook = () => { for (const [event, hook] of Object.entries(hooks)) process.off(event, hook); };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    unhook();
    child.ref(); // this process waits for the end of the shutdown before the directory goes
    // SIGINT is PostgreSQL's "fast" shutdown: it ends sessions and exits cleanly; SIGQUIT if stuck.
    child.kill('SIGINT');
    const slow = setTimeout(() => child.kill('SIGQUIT'), 10_000);
    await exited;
    clearTimeout(slow);
    rmSync(dir, { recursive: true, force: true });
  };
  // The same server through its Unix socket (-k dir): no TCP stack between two processes of one machine.
  const socketUrl = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`;
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, socketUrl, port, dir, pid, exited, stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!ensurePostgres()) process.exit(1);
  const cluster = await startCluster({ log: console.log });
  console.log(`DATABASE_URL=${cluster.url}`);
  console.log(`(running as ${process.getuid?.() === 0 ? 'postgres' : userInfo().username} in ${cluster.dir}; Ctrl-C stops it and deletes it)`);
  const keepAlive = setInterval(() => {}, 1 << 30);
  cluster.exited.then((how) => {
    clearInterval(keepAlive);
    console.log(`PostgreSQL ended (${how}).`);
  });
}
