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

/**
 * An admin (signed up with the development OTP the console sender reveals) imports pasted alerts,
 * read on the compiled reader thread, and a paste of 60,000 nested tables is refused by its limits.
 */
async function readsStatementsOnItsThread(port: number) {
  const phoneNumber = '+2348030000002';
  const otp = await send(port, 'POST', '/api/auth/send-otp', { body: JSON.stringify({ phoneNumber }) });
  const body = { fullName: 'Ada Okafor', username: 'builtada', phoneNumber, role: 'admin', password: 'otp-only', otp: otp?.json.developmentOtp };
  const registered = await send(port, 'POST', '/api/auth/register-with-otp', { body: JSON.stringify(body) });
  expect(registered?.status, JSON.stringify(registered?.json)).toBe(201);
  const setCookie = registered!.headers['set-cookie'];
  const cookie = ((Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? '').split(';')[0]!;
  const group = await send(port, 'POST', '/api/groups', { cookie, body: JSON.stringify({ name: 'Built Circle' }) });
  const statements = `/api/groups/${group?.json.id}/statements`;
  const alert = 'Acct: 0123****89\nAmt: NGN5,000.00 CR\nDesc: TRF FROM ADA OKAFOR\nDate: 24-11-2026 10:21';
  const imported = await send(port, 'POST', statements, { cookie, body: JSON.stringify({ text: alert }) });
  expect(imported?.status, JSON.stringify(imported?.json)).toBe(201);
  expect(imported?.json).toMatchObject({ format: 'sms', credits: 1 });
  const nested = `<html><body>${'<table><tr><td>'.repeat(60_000)}</body></html>`;
  const refused = await send(port, 'POST', statements, { cookie, body: JSON.stringify({ text: nested }) });
  expect([refused?.status, refused?.json.code]).toEqual([422, 'statement-too-complex']);
}

describe('the compiled server (npm start runs it with plain node)', () => {
  it('builds into one JavaScript file with the files it opens at run time beside it', async () => {
    await buildServer(out);
    const code = readFileSync(join(out, 'main.js'), 'utf8');
    // Our TypeScript is compiled in, nothing is left for a loader to compile at start.
    expect(code).not.toMatch(/from ["'][^"']*\.ts["']/);
    expect(code).toContain('GroupPurse is running on');
    for (const [, to] of RUNTIME_FILES) expect(existsSync(join(out, to)), to).toBe(true);
    // Statements are read on their own thread, from its own compiled file; the parsers load there only.
    expect(readFileSync(join(out, 'statement-worker.js'), 'utf8')).toMatch(/from ["']htmlparser2["']/);
    expect(code).not.toMatch(/from ["'](?:htmlparser2|saxen|csv-parse\/sync)["']/);
    // So are proofs: tesseract loads on the receipt thread only, which finds its OCR script beside main.js.
    expect(readFileSync(join(out, 'receipt-worker.js'), 'utf8')).toMatch(/from ["']tesseract\.js["']/);
    expect(code).not.toMatch(/from ["']tesseract\.js["']/);
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
      await readsStatementsOnItsThread(port);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 30_000);
});
