import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, send } from '../sync-server/security/crash-server';

const ROOT = join(import.meta.dirname, '..');

export interface BenchProcess {
  port: number;
  /** Its process id, for reading its CPU time (load.ts). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `script` (a .ts file run as `npm start` runs the server: node with tsx) on a free port of
 * 127.0.0.1 and waits until `readyPath` answers 200. Stopped by its own pid.
 */
export async function startProcess(script: string, readyPath: string, env: NodeJS.ProcessEnv = {}): Promise<BenchProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' };
  delete childEnv.OTP_PROVIDER; // the console sender: the bench signs nobody in by code
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
    if ((await send(port, 'GET', readyPath))?.status === 200) return { port, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`${script} did not answer in 30 s:\n${printed}`);
}

/**
 * The real server (sync-server/main.ts, API only, console OTP sender) on `dataDir`. It trusts one
 * proxy hop so the bench can speak for many phones (X-Forwarded-For) without meeting the per-address caps.
 */
export function startRealServer(dataDir: string): Promise<BenchProcess> {
  return startProcess('sync-server/main.ts', '/api/health', { NODE_ENV: 'development', DATA_DIR: dataDir, WEB_ROOT: join(dataDir, 'no-web'), TRUST_PROXY: '1' });
}

export const startHelloServer = () => startProcess('bench/hello-server.ts', '/');
