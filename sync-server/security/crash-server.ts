import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * The crash suite's real server: `sync-server/main.ts` in its own node process (one process, not
 * the tsx CLI, which would leave a grandchild running after a SIGKILL), on a temporary data folder,
 * and a bare HTTP client that tells "no answer" (the connection died) apart from any answer.
 */

const ROOT = join(import.meta.dirname, '..', '..');

/** A port nothing listens on now: the kernel picks one, we let it go and reuse it for every restart. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Reply {
  status: number;
  // any: test bodies are checked field by field
  json: any;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One request on its own connection (no pooling, so no socket outlives a killed server). Resolves
 * null when no answer came back: refused, reset or cut mid-answer.
 */
export function send(
  port: number,
  method: string,
  path: string,
  opts: { body?: string; cookie?: string; key?: string; headers?: Record<string, string> } = {},
): Promise<Reply | null> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.key) headers['idempotency-key'] = opts.key;
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false, timeout: 15_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => resolve(null));
      res.on('aborted', () => resolve(null));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = text;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, json, headers: res.headers });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(null));
    req.end(opts.body);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** What the process printed (for a failure message). */
  output(): string;
  /** SIGKILL: no shutdown code runs, as when the machine loses power for this process. */
  kill(): Promise<void>;
}

/**
 * Starts main.ts on `dataDir` and `port` (API only, console OTP sender) and waits until /api/health
 * answers. Its database is SQLite in `dataDir`, or PostgreSQL at `databaseUrl` when given; `extraEnv`
 * adds settings (PROOFS_DIR, TRUST_PROXY, …).
 * @example const server = await startServerProcess(dir, await freePort(), fresh.url); … await server.kill()
 */
export async function startServerProcess(dataDir: string, port: number, databaseUrl?: string, extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: join(dataDir, 'no-web'), ...extraEnv };
  delete env.OTP_PROVIDER;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync-server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    child,
    output: () => printed,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${printed}`);
    const health = await send(port, 'GET', '/api/health');
    if (health?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await server.kill();
  throw new Error(`server did not answer /api/health in 30 s:\n${printed}`);
}
