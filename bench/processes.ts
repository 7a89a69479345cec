import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildServer, SERVER_ENTRY, serverBuildIsStale } from '../scripts/build-server.mjs';
import { freePort, send } from '../sync-server/security/crash-server';

const ROOT = join(import.meta.dirname, '..');

export interface BenchProcess {
  port: number;
  /** Its process id, for reading its CPU time (load.ts). */
  pid: number;
  /** Milliseconds from spawning it to its first 200 on the ready path. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Starts `script` on a free port of 127.0.0.1 (a .js file with plain node, as `npm start` runs the
 * compiled server; a .ts file with node and tsx, as in development) and waits until `readyPath`
 * answers 200. Stopped by its own pid. `nodeArgs` go to node before the script (e.g. --cpu-prof).
 */
export async function startProcess(script: string, readyPath: string, env: NodeJS.ProcessEnv = {}, nodeArgs: string[] = []): Promise<BenchProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  delete childEnv.OTP_PROVIDER; // the console sender: the bench signs nobody in by code
  const started = performance.now();
  const args = [...nodeArgs, ...(script.endsWith('.ts') ? ['--import', 'tsx', script] : [script])];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let printed = '';
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode}):\n${printed}`);
    if ((await send(port, 'GET', readyPath))?.status === 200) return { port, pid: child.pid!, readyMs: performance.now() - started, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`${script} did not answer in 30 s:\n${printed}`);
}

/** The compiled server's entry (dist/server/main.js), built first when missing or stale. */
export async function compiledServer(): Promise<string> {
  if (serverBuildIsStale()) await buildServer();
  return SERVER_ENTRY;
}

/**
 * The real server as `npm start` runs it (dist/server/main.js, API only, console OTP sender) on `dataDir`. It trusts one
 * proxy hop so the bench can speak for many phones (X-Forwarded-For) without meeting the per-address caps.
 */
export async function startRealServer(dataDir: string): Promise<BenchProcess> {
  return startProcess(await compiledServer(), '/api/health', { NODE_ENV: 'development', DATA_DIR: dataDir, WEB_ROOT: join(dataDir, 'no-web'), TRUST_PROXY: '1' });
}

export const startHelloServer = () => startProcess('bench/hello-server.ts', '/');
