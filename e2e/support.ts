import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { offsetClock } from '../sync-server/clock';
import type { OtpMessage } from '../sync-server/otp-senders';
import { createConsoleSender } from '../sync-server/otp-senders';
import { startServer, type RunningServer } from '../sync-server/server';
import { freshPostgresDatabase } from '../sync-server/testing/postgres';
import { TEST_ENGINE } from '../sync-server/testing/test-database';
import { keepOfflineAcrossNavigations } from './offline-emulation';

const root = new URL('..', import.meta.url).pathname;
// E2E_WEB_ROOT runs the suite against another build (a helper's /tmp build), dist/web by default.
export const webRoot = process.env.E2E_WEB_ROOT ?? join(root, 'dist/web');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Harness {
  server: RunningServer;
  baseUrl: string;
  clock: ReturnType<typeof offsetClock>;
  /** Codes the server sent, newest last (the console sender's log, as a developer sees it). */
  codes: OtpMessage[];
  browser: Browser;
  /** A fresh phone; `locale`: its browser's language (navigator.languages, Accept-Language). */
  newPhone(options?: { locale?: string }): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * A file on disk named `name` holding `bytes`, to pick with setInputFiles(path): the browser is
   * handed the path. Bytes given in memory go through the DevTools protocol as base64 and are
   * rebuilt in the page by script, about a second a megabyte on this 2-core machine (an 11 MB
   * photo: 5 s idle, 54 ms from a path), and on a loaded machine past the 30 s an action may take.
   * For the large photos; the type comes from the name's extension. Removed with the harness.
   */
  fileOnDisk(name: string, bytes: Uint8Array): string;
  close(): Promise<void>;
}

/**
 * Starts the real server (real database: SQLite in a temporary DATA_DIR, or a fresh PostgreSQL
 * database when GP_TEST_ENGINE=postgres; the built PWA, the console OTP
 * sender) on 127.0.0.1 and a free port, and Chromium. Each `newPhone()` is a fresh 360×740 context.
 */
export async function startHarness(): Promise<Harness> {
  if (!existsSync(join(webRoot, 'index.html'))) throw new Error('dist/web is missing: run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-e2e-'));
  const clock = offsetClock();
  const codes: OtpMessage[] = [];
  const consoleSender = createConsoleSender(() => {});
  // GP_TEST_ENGINE=postgres: the same server on a database of its own on the test PostgreSQL cluster.
  const postgres = TEST_ENGINE === 'postgres' ? await freshPostgresDatabase() : null;
  const server = await startServer({
    dataDir,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
    port: 0,
    host: '127.0.0.1',
    webRoot,
    clock,
    otpSender: { ...consoleSender, send: async (m) => (codes.push(m), consoleSender.send(m)) },
  });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  openBrowsers.add(browser);
  const contexts: BrowserContext[] = [];
  const filesDir = join(dataDir, '..', `${basename(dataDir)}-files`);
  let files = 0;
  return {
    server,
    baseUrl,
    clock,
    codes,
    browser,
    async newPhone({ locale }: { locale?: string } = {}) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: baseUrl, deviceScaleFactor: 1, ...(locale ? { locale } : {}) });
      keepOfflineAcrossNavigations(context);
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
    fileOnDisk(name, bytes) {
      // A folder per file: the same name may be picked twice with other bytes.
      const dir = join(filesDir, String((files += 1)));
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, name), bytes);
      return join(dir, name);
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      openBrowsers.delete(browser);
      await browser.close();
      await server.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** The harnesses' browsers still open in this process, for describeOpenPages. */
const openBrowsers = new Set<Browser>();

/**
 * What every page of the open harnesses shows, for a failed test's report (e2e/failure-report.ts):
 * its address, headings, open dialogs and the start of its text, and a screenshot kept under
 * e2e/.artifacts/failed. A flaky step that waited in vain then says what was on the screen instead.
 */
export async function describeOpenPages(testName: string): Promise<string> {
  const lines: string[] = [];
  const dir = join(ARTIFACTS, 'failed');
  let n = 0;
  for (const browser of openBrowsers) {
    for (const context of browser.contexts()) {
      for (const page of context.pages()) {
        if (page.isClosed()) continue;
        n += 1;
        const read = page.evaluate(() => ({
          headings: [...document.querySelectorAll('h1, h2, h3')].map((h) => (h as HTMLElement).innerText.trim()).filter(Boolean),
          dialogs: [...document.querySelectorAll('[role=dialog], dialog[open]')].map((d) => d.getAttribute('aria-label') ?? (d as HTMLElement).innerText.trim().slice(0, 60)),
          text: document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 600),
        }));
        // Bounded: a page too busy to answer must not hold the report past its hook's time.
        const unanswered = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 5 s')), 5_000).unref());
        const seen = await Promise.race([read, unanswered]).catch((error: unknown) => ({ headings: [], dialogs: [], text: `(unreadable: ${String(error).slice(0, 200)})` }));
        const shot = join(dir, `${testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${n}.png`);
        mkdirSync(dir, { recursive: true });
        const saved = await page.screenshot({ path: shot, timeout: 5_000 }).then(() => shot, () => '(no screenshot)');
        lines.push(`page ${n}: ${page.url()}`, `  headings: ${JSON.stringify(seen.headings)}`, `  dialogs: ${JSON.stringify(seen.dialogs)}`, `  text: ${seen.text}`, `  screenshot: ${saved}`);
      }
    }
  }
  return lines.length ? lines.join('\n') : 'no page open';
}

let phoneSeq = 0;
/** A distinct Nigerian number per call, in the local form people type: '0803 2xx xxxx'. */
export function localPhone(): { typed: string; e164: string } {
  phoneSeq += 1;
  const rest = String(2_000_000 + ((Date.now() % 1_000_000) * 10 + phoneSeq) % 8_000_000).padStart(7, '0');
  return { typed: `0803${rest}`, e164: `+234803${rest}` };
}

/** The bytes of a file the page downloaded. */
export async function savedBytes(download: Download): Promise<Uint8Array> {
  return new Uint8Array(readFileSync((await download.path())!));
}

/** Where screenshots (and pictures the app made) are kept for a human to look at. */
export const ARTIFACTS = join(root, 'e2e/.artifacts');

/** Saves a screenshot under e2e/.artifacts for a human to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}

/** Keeps a file the app made (a picture, a PDF) under e2e/.artifacts for a human to look at. */
export function keepArtifact(name: string, bytes: Uint8Array): void {
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(join(ARTIFACTS, name), bytes);
}

/**
 * Waits until the service worker controls the page, so an offline reload is served from it. A
 * page evaluation has no timeout of its own: after 30 s this fails saying where the worker stood
 * (a clean-clone run once hung a whole setup hook here, or near it, for 180 s without a word). 30 s,
 * not the tests' 60: a test that waits here must fail with this message, not with its own timeout.
 *
 * A page whose navigation began just before the worker activated can miss the worker's claim and
 * stay uncontrolled (seen with two test files at once: "controller none; active /sw.js activated").
 * A user's next page is served by the worker then, and so the page is loaded again, once.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  let state = await serviceWorkerControl(page);
  if (state === MISSED_CLAIM) {
    console.log(`${page.url()} missed the service worker's claim: loading it again`);
    await page.reload();
    state = await serviceWorkerControl(page);
  }
  if (state !== null) throw new Error(`the service worker did not take control of ${page.url()} in 30 s: ${state}`);
}

const MISSED_CLAIM = 'active, and this page missed its claim';

/** null once the page is controlled; MISSED_CLAIM when a worker is active but not this page's; else where the worker stood after 30 s. */
function serviceWorkerControl(page: Page): Promise<string | null> {
  return page.evaluate(async (missed) => {
    const controlled = (async () => {
      const registration = await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return null;
      // Activated, and still no claim of this page 10 s later (a claim follows activation at once).
      const claimed = new Promise<null>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(null), { once: true }));
      const activated = () => registration.active?.state === 'activated';
      const passed = new Promise<string>((resolve) => {
        const check = () => (activated() ? setTimeout(() => resolve(missed), 10_000) : setTimeout(check, 500));
        check();
      });
      return Promise.race([claimed, passed]);
    })();
    const late = new Promise<string>((resolve) =>
      setTimeout(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const worker = (w: ServiceWorker | null | undefined) => (w ? `${new URL(w.scriptURL).pathname} ${w.state}` : 'none');
        resolve(`controller ${worker(navigator.serviceWorker.controller)}; active ${worker(registration?.active)}; waiting ${worker(registration?.waiting)}; installing ${worker(registration?.installing)}`);
      }, 30_000),
    );
    return Promise.race([controlled, late]);
  }, MISSED_CLAIM);
}

/**
 * Makes the context's pages report an unmetered connection (`navigator.connection.type`), where
 * the app prefetches receipts for offline review (web/sync/prefetch-budget.ts). Desktop Chromium
 * never reports a type (CDP's connectionType does not change it), so the page is told directly.
 */
export async function emulateConnectionType(context: BrowserContext, type: 'wifi' | 'ethernet' | 'cellular'): Promise<void> {
  await context.addInitScript((t) => {
    // NetworkInformation is Chromium-only, hence not in lib.dom.
    const NetworkInformation = (globalThis as unknown as { NetworkInformation: { prototype: object } }).NetworkInformation;
    Object.defineProperty(NetworkInformation.prototype, 'type', { configurable: true, get: () => t });
  }, type);
}

/** How many receipts (proof images, or the server's thumbnails of them) a user's phone keeps in its device database. */
export async function receiptsOnPhone(page: Page, userId: string, store: 'proofs' | 'thumbnails' = 'proofs'): Promise<number> {
  return page.evaluate(
    async ({ id, name }) => {
      const open = indexedDB.open(`grouppurse-${id}`);
      const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
      const count: number = await new Promise((resolve) => {
        const request = db.transaction(name).objectStore(name).count();
        request.onsuccess = () => resolve(request.result);
      });
      db.close();
      return count;
    },
    { id: userId, name: store },
  );
}

/**
 * The forms not yet sent that the phone keeps (web/data/drafts.ts), by key: their typed values,
 * and a kept photo under its form's key + '#file' as `{ name }`. A test that reloads right after
 * typing waits for its form here first, as a person's reload comes seconds after the last
 * keystroke, not in the millisecond of its write.
 */
export async function keptDrafts(page: Page, userId: string): Promise<Record<string, Record<string, unknown>>> {
  return keptDraftsIn(page, `grouppurse-${userId}`);
}

/** The forms a guest's phone keeps (web/data/guest-drafts.ts), as keptDrafts. */
export async function keptGuestDrafts(page: Page): Promise<Record<string, Record<string, unknown>>> {
  return keptDraftsIn(page, 'grouppurse-guest');
}

async function keptDraftsIn(page: Page, database: string): Promise<Record<string, Record<string, unknown>>> {
  return page.evaluate(async (name) => {
    const open = indexedDB.open(name);
    const db: IDBDatabase = await new Promise((resolve) => (open.onsuccess = () => resolve(open.result)));
    const rows: { key: string; value: Record<string, unknown> | null; file: { name: string } | null }[] = await new Promise((resolve) => {
      const request = db.transaction('drafts').objectStore('drafts').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return Object.fromEntries(rows.map((row) => [row.key, row.value ?? { name: row.file?.name }]));
  }, database);
}
