/**
 * The link opened from WhatsApp (issue 12, goal 1): `/register/{link}` and `/join/{link}` opened
 * cold (a fresh browser context: no HTTP cache, no service worker) on emulated 2G and a 4× slower
 * CPU, beside the floor — a one-component React page built by the project's own Vite
 * (bench/floor), served by the same server code — in the same run.
 *
 * Network (CDP Network.emulateNetworkConditions on the page): latency 800 ms per request (DevTools
 * adds it between request and response headers, so it stands for the issue's 800 ms RTT),
 * 250 kbit/s down and up. CPU: Emulation.setCPUThrottlingRate 4.
 * Figures per round: time from navigation to the group's name and a Join button visible (a
 * MutationObserver in the page), on the Custom URL also to the notice board's account number
 * visible (issue 27 §2), LCP and the long tasks' blocking time until then
 * (PerformanceObserver), the page's bytes (CDP loadingFinished encodedDataLength) and all bytes
 * the server sent (a counting proxy, which also sees the service worker's precache) until the
 * origin is quiet. Medians of ROUNDS rounds (default 3). Lighthouse scores: bench/lighthouse.ts.
 *
 * Usage: node_modules/.bin/tsx bench/first-visit.ts [webRoot=dist/web] [rounds=3]
 */
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support';
import type { ByteProxy } from './byte-proxy';
import { buildFloor, GROUP_NAME, median, seedGroup, serve } from './public-page-setup';

const repo = new URL('..', import.meta.url).pathname;
const webRoot = process.argv[2] ?? join(repo, 'dist/web');
const ROUNDS = Number(process.argv[3] ?? 3);
/** The purses' account number in bench/public-page-setup.ts's group. */
const ACCOUNT_NUMBER = '0123456789';
const NETWORK = { offline: false, latency: 800, downloadThroughput: 250_000 / 8, uploadThroughput: 250_000 / 8, connectionType: 'cellular2g' as const };

interface Round {
  shownMs: number;
  /** To the purse's account number on the notice board (the Custom URL only; 0 elsewhere). */
  accountMs: number;
  lcpMs: number;
  blockingMs: number;
  pageBytes: number;
  bytesToShown: number;
  allBytes: number;
}

// Runs in the page before any of its scripts.
const OBSERVE = `(() => {
  const fv = (window.__fv = { shown: 0, account: 0, lcp: 0, blocking: 0 });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) fv.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!fv.shown || e.startTime < fv.shown) fv.blocking += Math.max(0, e.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (!fv.account && [...document.querySelectorAll('article p')].some((p) => p.textContent === ${JSON.stringify(ACCOUNT_NUMBER)} && p.getClientRects().length > 0)) fv.account = performance.now();
    if (fv.shown) return;
    const named = [...document.querySelectorAll('h1')].some((h) => h.textContent.includes(${JSON.stringify(GROUP_NAME)}));
    const join = [...document.querySelectorAll('a, button')].some((b) => /Join/.test(b.textContent) && b.getClientRects().length > 0);
    if (named && join) fv.shown = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function visit(browser: Browser, proxy: ByteProxy, url: string, withBoard: boolean): Promise<Round> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    let pageBytes = 0;
    cdp.on('Network.loadingFinished', (e) => (pageBytes += e.encodedDataLength));
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    proxy.reset();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      (board) => {
        const fv = (window as unknown as { __fv: { shown: number; account: number } }).__fv;
        return fv.shown > 0 && (!board || fv.account > 0);
      },
      withBoard,
      { timeout: 60_000, polling: 100 },
    );
    const bytesToShown = proxy.down();
    const read = () => page.evaluate(() => (window as unknown as { __fv: { shown: number; account: number; lcp: number; blocking: number } }).__fv);
    const fv = await read();
    // The service worker registers on idle after load and then precaches: wait for the origin to
    // be quiet (at least 10 s after the group showed, 3 s without a byte, at most 60 s).
    const start = Date.now();
    while (Date.now() - start < 60_000 && (Date.now() - start < 10_000 || proxy.idleMs() < 3_000)) await page.waitForTimeout(250);
    // LCP is reported after the paint, so it is read at the end.
    return { shownMs: fv.shown, accountMs: fv.account, lcpMs: (await read()).lcp, blockingMs: fv.blocking, pageBytes, bytesToShown, allBytes: proxy.down() };
  } finally {
    await context.close();
  }
}

async function main() {
  const floorRoot = await buildFloor();
  const app = await serve(webRoot);
  const floor = await serve(floorRoot);
  const { link, slug } = await seedGroup(`http://127.0.0.1:${app.server.port}`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const targets = {
    floor: { proxy: floor.proxy, path: '/' },
    [`/register/{link}`]: { proxy: app.proxy, path: `/register/${link}` },
    [`/join/{id}`]: { proxy: app.proxy, path: `/join/${link}` },
    [`/{customSlug}`]: { proxy: app.proxy, path: `/${slug}` },
  };
  const rounds: Record<string, Round[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
  try {
    for (let r = 0; r < ROUNDS; r += 1) {
      for (const [name, { proxy, path }] of Object.entries(targets)) {
        const round = await visit(browser, proxy, `http://127.0.0.1:${proxy.port}${path}`, name === '/{customSlug}');
        rounds[name]!.push(round);
        console.log(`round ${r + 1} ${name}: shown ${(round.shownMs / 1000).toFixed(2)} s${round.accountMs ? `, account ${(round.accountMs / 1000).toFixed(2)} s` : ''}, ${(round.bytesToShown / 1024).toFixed(1)} KB to shown, ${(round.allBytes / 1024).toFixed(1)} KB in all`);
      }
    }
  } finally {
    await browser.close();
  }
  const m = (name: string, key: keyof Round) => median(rounds[name]!.map((round) => round[key]));
  const row = (label: string, name: string, key: keyof Round, unit: 's' | 'KB' | 'ms', floorKey: keyof Round = key) => {
    const fmt = (v: number) => (unit === 's' ? `${(v / 1000).toFixed(2)} s` : unit === 'KB' ? `${(v / 1024).toFixed(1)} KB` : `${Math.round(v)} ms`);
    const now = m(name, key);
    const base = m('floor', floorKey);
    const ratio = base > 0 ? `${(now / base).toFixed(2)}×` : '-';
    console.log(`| ${label} ${name} | ${fmt(now)} | ${fmt(base)} | ${ratio} |`);
  };
  console.log(`\nwebRoot ${webRoot}; 2G: 800 ms latency, 250 kbit/s; CPU 4×; medians of ${ROUNDS} rounds`);
  console.log('| what | now | floor | ratio |\n|---|---|---|---|');
  for (const name of ['/register/{link}', '/join/{id}', '/{customSlug}']) {
    row('time to group shown', name, 'shownMs', 's');
    // The floor shows one component: its time to shown stands for the account on the board too.
    if (name === '/{customSlug}') row('time to the account number shown (notice board)', name, 'accountMs', 's', 'shownMs');
    row('LCP', name, 'lcpMs', 's');
    row('long-task blocking until shown', name, 'blockingMs', 'ms');
    row('bytes until shown (server sent)', name, 'bytesToShown', 'KB');
    row('page bytes (CDP encodedDataLength)', name, 'pageBytes', 'KB');
    row('first visit, all bytes before sign-up (incl. service worker)', name, 'allBytes', 'KB');
  }
  // After the table: a close that never settles must not lose the figures.
  await app.close();
  await floor.close();
}

await main();
