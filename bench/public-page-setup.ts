/**
 * What the browser benches of the public pages share (bench/first-visit.ts, bench/lighthouse.ts):
 * the floor page built by the project's own Vite, the built app served by the real server code on
 * a free port of 127.0.0.1 (with a byte-counting proxy in front), and a seeded group to open.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { createConsoleSender } from '../sync-server/otp-senders';
import { startServer, type RunningServer } from '../sync-server/server';
import { startByteProxy, type ByteProxy } from './byte-proxy';

const repo = new URL('..', import.meta.url).pathname;
export const FLOOR_ROOT = '/tmp/grouppurse-floor';
export const GROUP_NAME = 'Ajo Circle Floor';

/** Builds bench/floor into FLOOR_ROOT with the .br/.gz siblings the server sends. */
export async function buildFloor(): Promise<string> {
  await build({ configFile: join(repo, 'bench/floor/vite.config.ts'), logLevel: 'warn' });
  execFileSync('node', [join(repo, 'scripts/precompress.mjs'), FLOOR_ROOT]);
  return FLOOR_ROOT;
}

export interface Served {
  server: RunningServer;
  proxy: ByteProxy;
  close(): Promise<void>;
}

/** The real server on a fresh data folder, serving `webRoot`, behind a counting proxy. */
export async function serve(webRoot: string): Promise<Served> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-public-page-'));
  const server = await startServer({ dataDir, port: 0, host: '127.0.0.1', webRoot, otpSender: createConsoleSender(() => {}) });
  const proxy = await startByteProxy(server.port);
  return {
    server,
    proxy,
    async close() {
      await proxy.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An admin's group GROUP_NAME with two purses; its registration link (the id of /join/{id}) and Custom URL slug. */
export async function seedGroup(baseUrl: string): Promise<{ link: string; slug: string }> {
  let cookie = '';
  const call = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const phoneNumber = '+2348031234567';
  const { developmentOtp } = await call('/api/auth/send-otp', { phoneNumber });
  await call('/api/auth/register-with-otp', { fullName: 'Ada Obi', username: 'adaobi', phoneNumber, role: 'admin', password: 'otp-only', otp: developmentOtp });
  const group = await call('/api/groups', { name: GROUP_NAME, description: 'Monthly savings of the market women' });
  const bank = { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' };
  await call(`/api/groups/${group.id}/projects`, { name: 'Xmas Party', targetAmount: 50000, ...bank });
  await call(`/api/groups/${group.id}/projects`, { name: 'School Fees', targetAmount: 250000, ...bank });
  return { link: group.registrationLink as string, slug: group.customSlug as string };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
