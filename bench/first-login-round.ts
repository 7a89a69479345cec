/**
 * One round of bench/first-login.ts: a cold browser context (no cache, no IndexedDB, no service
 * worker) opens /admin for an admin who is signed in (session cookie and the stored user set
 * directly, as the OTP sign-in leaves them), at a CPU throttling rate. Measured from navigation:
 * - figures: every purse card's "₦… raised" and Total Collections equal the server's totals;
 * - usable: from the figures on, a tap on the group card's "View Projects" toggles it within
 *   100 ms, and so does every tap in the next second (taps every ~100 ms); long tasks are printed too;
 * - stored: IndexedDB holds every contribution and history entry of the group;
 * - bytes: encodedDataLength of everything fetched (page and service worker) until the network
 *   has been quiet for QUIET_MS after all is stored (the receipts prefetch included), by kind;
 * then, from the same page, the floor: a plain fetch of every pull page (no Dexie, no React).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { formatNaira } from '../shared/money';
import type { FirstLoginData } from './first-login-seed';
import { watchWorkerCpu } from './worker-cpu';

export interface RoundResult {
  figuresMs: number;
  usableMs: number;
  storedMs: number;
  bytes: { app: number; sync: number; receipts: number; other: number };
  longTasks: { over200: number; totalMs: number; longestMs: number };
  floor: { ms: number; pages: number; wireBytes: number; jsonBytes: number };
  /** CPU time of the page's dedicated workers (the pull worker), which CDP cannot throttle: see worker-cpu.ts. */
  workerBusyMs: number;
}

const QUIET_MS = 3_000;
const LONG_TASK_MS = 200;
const QUIET_AFTER_USABLE_MS = 1_000;
const TAP_MS = 100;

type Kind = keyof RoundResult['bytes'];
const kindOf = (url: string): Kind =>
  url.includes('/api/sync') ? 'sync' : url.includes('/api/proofs') || url.includes('/proof') ? 'receipts' : url.includes('/api/') ? 'other' : 'app';

/** In the page before any script: long tasks, and the stored user the app opens with. */
function initScript({ user }: { user: string }) {
  localStorage.setItem('currentUser', user);
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** What the page shows and stores right now (run in the page). */
async function probe({ dbName, purses }: { dbName: string; purses: string[] }) {
  const total = [...document.querySelectorAll('section[aria-label="Statistics"] li')].find((li) => li.textContent?.includes('Total Collections'))?.querySelector('p.font-bold')?.textContent ?? null;
  const raised = purses.map((name) => {
    const bar = document.querySelector(`[role="progressbar"][aria-label="${name} progress"]`);
    return bar?.closest('li')?.querySelector('p span.font-semibold')?.textContent ?? null;
  });
  let counts: { contributions: number; history: number } | null = null;
  // Open the database only once the app has made it (opening first would create it empty).
  const known = await indexedDB.databases();
  if (known.some((d) => d.name === dbName)) {
    counts = await new Promise((resolve) => {
      const open = indexedDB.open(dbName);
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const idb = open.result;
        const stores = ['contributions', 'history'].filter((s) => idb.objectStoreNames.contains(s));
        if (stores.length < 2) {
          idb.close();
          resolve(null);
          return;
        }
        const tx = idb.transaction(stores, 'readonly');
        const c = tx.objectStore('contributions').count();
        const h = tx.objectStore('history').count();
        tx.oncomplete = () => {
          idb.close();
          resolve({ contributions: c.result, history: h.result });
        };
        tx.onerror = () => (idb.close(), resolve(null));
      };
    });
  }
  return { total, raised, counts, now: performance.now() };
}

/** Every pull page with a bare fetch from the page (the floor). */
async function plainPull() {
  const started = performance.now();
  let since = 0;
  let snapshot: number | undefined;
  let pages = 0;
  let jsonBytes = 0;
  for (;;) {
    const query = snapshot === undefined ? `since=${since}` : `since=${since}&snapshot=${snapshot}`;
    const res = await fetch(`/api/sync?${query}`, { credentials: 'same-origin', cache: 'no-store' });
    const text = await res.text();
    jsonBytes += text.length;
    const page = JSON.parse(text) as { cursor: number; hasMore: boolean; snapshot?: number };
    pages += 1;
    since = page.cursor;
    snapshot ??= page.snapshot;
    if (!page.hasMore) break;
  }
  return { ms: performance.now() - started, pages, jsonBytes };
}

/** A tap on the group card's "View Projects" (run in the page): whether it opened or closed at once. */
async function tapGroupCard() {
  const button = document.querySelector<HTMLButtonElement>('section[aria-labelledby="active-groups-title"] button[aria-expanded]');
  if (!button) return { toggled: false, now: performance.now() };
  const before = button.getAttribute('aria-expanded');
  button.click();
  await Promise.resolve(); // React flushes a click's update in a microtask
  return { toggled: button.getAttribute('aria-expanded') !== before, now: performance.now() };
}

interface Tap {
  /** Page time the tap was asked for. */
  at: number;
  /** From asking to the answer (the page's main thread must be free to run it). */
  latencyMs: number;
  toggled: boolean;
}

/**
 * Usable: from the first tap at or after `from` such that it and every tap in the next second
 * opened the card within TAP_MS.
 */
export function usableAfter(from: number, taps: Tap[]): number {
  const ok = (t: Tap) => t.toggled && t.latencyMs <= TAP_MS;
  const after = taps.filter((t) => t.at >= from - 150).sort((a, b) => a.at - b.at);
  for (let i = 0; i < after.length; i++) {
    const window = after.slice(i).filter((t) => t.at <= after[i]!.at + QUIET_AFTER_USABLE_MS);
    if (window.length >= 3 && window.every(ok)) return Math.max(from, after[i]!.at);
  }
  return NaN;
}

export async function firstLoginRound(browser: Browser, baseUrl: string, data: FirstLoginData, cpuRate: number, timeoutMs: number): Promise<RoundResult> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: baseUrl, deviceScaleFactor: 1 });
  try {
    await context.addCookies([{ name: 'gp_session', value: data.token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
    // tsx keeps function names with a helper the page does not have.
    await context.addInitScript('globalThis.__name = (f) => f;');
    await context.addInitScript(initScript, { user: JSON.stringify(data.user) });
    const page = await context.newPage();
    if (process.env.TRACE === '1') page.on('console', (m) => console.error(`    page: ${m.text()}`));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    const workers = await watchWorkerCpu(cdp);
    // PROFILE=dir writes the page's CPU profile of the round (open it in DevTools' Performance panel).
    const profileDir = process.env.PROFILE;
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1_000 });
      await cdp.send('Profiler.start');
    }

    const bytes: RoundResult['bytes'] = { app: 0, sync: 0, receipts: 0, other: 0 };
    let measuring = true;
    let started = Date.now();
    let floorWire = 0;
    let lastNetwork = Date.now();
    const urls = new Map<string, string>();
    const viaWorker = new Set<string>();
    const trace = process.env.TRACE === '1';
    cdp.on('Network.requestWillBeSent', (e) => {
      urls.set(e.requestId, e.request.url);
      if (trace && e.request.url.includes('/api/')) console.error(`    ${Date.now() - started} ms  -> ${e.request.url.replace(baseUrl, '')}`);
      lastNetwork = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      if (e.response.fromServiceWorker) viaWorker.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      lastNetwork = Date.now();
      if (trace && urls.get(e.requestId)?.includes('/api/')) console.error(`    ${Date.now() - started} ms  <- ${urls.get(e.requestId)?.replace(baseUrl, '')} ${e.encodedDataLength} B`);
      // Answered by the service worker: its own network fetch (if any) is counted below.
      if (viaWorker.has(e.requestId)) return;
      const kind = kindOf(urls.get(e.requestId) ?? '');
      if (measuring && kind !== 'sync') bytes[kind] += e.encodedDataLength;
      else if (kind === 'sync') floorWire += e.encodedDataLength;
    });
    // The service worker's own fetches (precache, runtime caching) are not in the page's session.
    // Nor are a dedicated worker's (the app pulls in one): Playwright sees those, so it counts every
    // sync request while measuring (the service worker passes /api through, never answering one).
    context.on('requestfinished', (request) => {
      if (!measuring || !(request.serviceWorker() || kindOf(request.url()) === 'sync')) return;
      lastNetwork = Date.now();
      void request.sizes().then((s) => (bytes[kindOf(request.url())] += s.responseBodySize + s.responseHeadersSize)).catch(() => {});
    });

    const purses = [...data.collectedByPurse.keys()];
    const wantRaised = purses.map((name) => formatNaira(data.collectedByPurse.get(name)!));
    const wantTotal = formatNaira([...data.collectedByPurse.values()].reduce((a, b) => a + b, 0));
    const dbName = `grouppurse-${data.user.id}`;
    started = Date.now();
    await page.goto('/admin');
    let figuresMs = NaN;
    let storedMs = NaN;
    const taps: Tap[] = [];
    while (Date.now() - started < timeoutMs) {
      const seen = await page.evaluate(probe, { dbName, purses });
      if (trace) console.error(`    ${Date.now() - started} ms  probe ${seen.now.toFixed(0)} total ${seen.total} ${seen.raised.join(",")} want ${wantTotal} ${JSON.stringify(seen.counts)}`);
      if (Number.isNaN(figuresMs) && seen.total === wantTotal && seen.raised.every((r, i) => r === wantRaised[i])) figuresMs = seen.now;
      if (Number.isNaN(storedMs) && seen.counts && seen.counts.contributions === data.expected.contributions && seen.counts.history === data.expected.history) storedMs = seen.now;
      if (!Number.isNaN(figuresMs)) {
        const asked = Date.now();
        const tap = await page.evaluate(tapGroupCard);
        const latencyMs = Date.now() - asked;
        taps.push({ at: tap.now - latencyMs, latencyMs, toggled: tap.toggled });
        if (trace) console.error(`    ${Date.now() - started} ms  tap at ${(tap.now - latencyMs).toFixed(0)} took ${latencyMs} ms${tap.toggled ? '' : ' (no toggle)'}`);
      }
      const usable = Number.isNaN(figuresMs) ? NaN : usableAfter(figuresMs, taps);
      if (!Number.isNaN(usable) && !Number.isNaN(storedMs) && Date.now() - lastNetwork > QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    measuring = false;
    const workerBusyMs = await workers.busyMs();
    if (profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(profileDir, `first-login-${cpuRate}x-${Date.now()}.cpuprofile`), JSON.stringify(profile));
    }
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
    const long = tasks.filter((t) => t.duration > LONG_TASK_MS);
    const floor = await page.evaluate(plainPull);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the last loadingFinished events
    return {
      figuresMs,
      usableMs: usableAfter(figuresMs, taps),
      storedMs,
      bytes,
      longTasks: { over200: long.length, totalMs: long.reduce((s, t) => s + t.duration, 0), longestMs: Math.max(0, ...tasks.map((t) => t.duration)) },
      floor: { ...floor, wireBytes: floorWire },
      workerBusyMs,
    };
  } finally {
    await context.close();
  }
}
