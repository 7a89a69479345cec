import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, RUNTIME_FILES } from './build-server.mjs';
import { freePort, send } from '../sync-server/security/crash-server';

const root = join(import.meta.dirname, '..');
// Inside the repository, as dist/server is, so the bundle finds node_modules the same way.
const out = join(root, 'dist', `server-test-${process.pid}`);
const dataDir = mkdtempSync(join(tmpdir(), 'gp-built-server-'));
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (npm start runs it with plain node)', () => {
  it('builds into one JavaScript file with the files it opens at run time beside it', async () => {
    await buildServer(out);
    const code = readFileSync(join(out, 'main.js'), 'utf8');
    // Our TypeScript is compiled in, nothing is left for a loader to compile at start.
    expect(code).not.toMatch(/from ["'][^"']*\.ts["']/);
    expect(code).toContain('GroupPurse is running on');
    for (const [, to] of RUNTIME_FILES) expect(existsSync(join(out, to)), to).toBe(true);
    expect(existsSync(join(out, 'migrations', 'meta', '_journal.json'))).toBe(true);
  });

  it('starts on plain node without tsx, creates its database and answers', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', WEB_ROOT: join(dataDir, 'no-web') };
    delete env.OTP_PROVIDER;
    delete env.NODE_OPTIONS; // vitest's own loaders must not help it
    const child = spawn(process.execPath, [join(out, 'main.js')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      let health = null;
      for (let tries = 0; tries < 200 && health?.status !== 200 && child.exitCode === null; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        health = await send(port, 'GET', '/api/health');
      }
      expect(health?.status, printed).toBe(200);
      expect(existsSync(join(dataDir, 'grouppurse.db'))).toBe(true);
      // A request that reads tables the migrations made: the copied migrations ran.
      const login = await send(port, 'POST', '/api/auth/send-login-otp', { body: JSON.stringify({ username: 'nobody', phoneNumber: '+2348030000001' }) });
      expect(login?.status, JSON.stringify(login?.json)).toBe(401);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 30_000);
});
