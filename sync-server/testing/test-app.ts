import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppDeps } from '../app';
import { manualClock } from '../clock';
import { testDatabase } from './test-database';
import type { OtpMessage, OtpSender } from '../otp-senders';
import { diskProofStore } from '../proofs/proof-store';
import { createPush, type Push, type PushOptions } from '../push/push-service';

/** An OTP sender that records what it was asked to deliver (stands in for the SMS provider). */
export function recordingSender(opts: { revealsCode?: boolean; fail?: boolean } = {}) {
  const sent: OtpMessage[] = [];
  const sender: OtpSender = {
    name: 'console',
    revealsCode: opts.revealsCode ?? true,
    async send(message) {
      sent.push(message);
      return opts.fail ? { ok: false, reason: 'provider down' } : { ok: true };
    },
  };
  return { sender, sent, lastCode: () => sent.at(-1)?.code ?? '' };
}

/**
 * A real app on a real temporary database (a SQLite file, or its own database on the test
 * PostgreSQL cluster when GP_TEST_ENGINE=postgres; proof images in a temporary folder), with a manual
 * clock and a recording OTP sender. `restart()` builds a new app on the same file, as a server
 * restart would. Web push is built from `options.push`; its worker runs only when a test calls
 * `await t.push.worker.runDue()` (unless `kickOnWrite: true`), so a test decides when pushes go.
 */
export function testApp(overrides: Partial<AppDeps> = {}, options: { push?: PushOptions } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'gp-test-'));
  const clock = manualClock();
  const otp = recordingSender();
  const store = testDatabase(dir);
  const proofStore = diskProofStore(join(dir, 'proofs'));
  const makePush = () => createPush(store.db, clock, { kickOnWrite: false, ...options.push });
  let push: Push = makePush();
  const build = () => createApp({ db: store.db, otpSender: otp.sender, clock, proofStore, trustProxy: true, push, ...overrides });
  let app = build();
  let cookie = '';

  /** JSON request helper that keeps the session cookie like a browser would. */
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    if (body === undefined) return send(method, path, undefined, headers);
    return send(method, path, typeof body === 'string' ? body : JSON.stringify(body), { 'content-type': 'application/json', ...headers });
  }

  /**
   * Any body (bytes, FormData, text) with the session cookie; the answer as `call` gives it, plus
   * `bytes` for binary answers such as a proof image.
   */
  async function send(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) init.body = body;
    if (cookie) (init.headers as Record<string, string>).cookie = cookie;
    const res = await app.request(path, init);
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      cookie = pair.endsWith('=') ? '' : pair;
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let json: any = undefined; // any: test bodies are checked field by field
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers, bytes };
  }

  return {
    get app() {
      return app;
    },
    get db() {
      return store.db;
    },
    /** The raw SQLite connection (tests of SQLite itself); throws when the tests run on PostgreSQL. */
    get sqlite() {
      return store.sqlite;
    },
    get push() {
      return push;
    },
    clock,
    otp,
    /** Where this app keeps proof images (the overridden store, if a test gave one). */
    proofStore: overrides.proofStore ?? proofStore,
    /** The folder of the default proof store, for tests that count its files. */
    proofsDir: join(dir, 'proofs'),
    call,
    send,
    get cookie() {
      return cookie;
    },
    setCookie(value: string) {
      cookie = value;
    },
    restart() {
      void push.worker.stop();
      store.reopen();
      push = makePush();
      app = build();
    },
    async close() {
      await push.worker.stop();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = ReturnType<typeof testApp>;

let phoneCounter = 0;
/** A fresh valid Nigerian number per call: '+23480310000NN'. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `+2348031${String(100000 + phoneCounter).padStart(6, '0')}`;
}

/**
 * Signs a new user up through the real API, as a fresh browser (so an earlier user's session is
 * kept, not rotated away), and keeps the new user's cookie on `t`.
 */
export async function signUp(t: TestApp, user: { fullName?: string; username: string; phoneNumber?: string; role?: 'admin' | 'member' }) {
  t.setCookie('');
  const phoneNumber = user.phoneNumber ?? uniquePhone();
  const sent = await t.call('POST', '/api/auth/send-otp', { phoneNumber });
  if (sent.status !== 200) throw new Error(`send-otp ${sent.status} ${JSON.stringify(sent.json)}`);
  const res = await t.call('POST', '/api/auth/register-with-otp', {
    fullName: user.fullName ?? 'Ada Obi',
    username: user.username,
    phoneNumber,
    role: user.role ?? 'member',
    password: 'otp-only',
    otp: t.otp.lastCode(),
  });
  if (res.status !== 201) throw new Error(`register ${res.status} ${JSON.stringify(res.json)}`);
  t.clock.advance(31_000); // past the resend cooldown for the next send
  return { ...res.json.user, phoneNumber } as { id: string; username: string; phoneNumber: string; role: string; fullName: string };
}
