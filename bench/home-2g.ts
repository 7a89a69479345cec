/**
 * `/` opened cold by a signed-out visitor on emulated 2G (800 ms latency, 250 kbit/s, as
 * bench/first-visit.ts) and a 4× slower CPU: when the sign-in screen first painted (FCP; with the
 * screen in the HTML, shared/home-markup.ts, that is the screen), when the largest paint was
 * (LCP), and when the app could be used (main.tsx marks the router ready). Two builds side by
 * side, rounds alternated, e.g. one with the screen in its HTML and a copy without it
 * (`rm <copy>/.vite/home-markup.*.html`). `locale`: the browser's language (e.g. yo-NG), whose
 * screen the server sends. Not in `npm run bench`.
 * Usage: node_modules/.bin/tsx bench/home-2g.ts <webRootA> <webRootB> [rounds=3] [locale=en-US]
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support';
import { median, serve } from './public-page-setup';

const [a, b] = [process.argv[2], process.argv[3]];
if (!a || !b) throw new Error('usage: tsx bench/home-2g.ts <webRootA> <webRootB> [rounds]');
const ROUNDS = Number(process.argv[4] ?? 3);
const LOCALE = process.argv[5] ?? 'en-US';
const NETWORK = { offline: false, latency: 800, downloadThroughput: 250_000 / 8, uploadThroughput: 250_000 / 8, connectionType: 'cellular2g' as const };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const servers = [await serve(a), await serve(b)];
const figures: { fcp: number; lcp: number; ready: number }[][] = [[], []];
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const which of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block', locale: LOCALE });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { lcp: number };
        w.lcp = 0;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`http://127.0.0.1:${servers[which]!.server.port}/`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.documentElement.dataset.router === 'ready', null, { timeout: 120_000, polling: 50 });
      const ready = await page.evaluate(() => performance.now());
      // Without the screen in the HTML, the first paint is the router's render, a frame after it.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && (window as unknown as { lcp: number }).lcp > 0, null, { timeout: 30_000 });
      figures[which]!.push({
        ...(await page.evaluate(() => ({ fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime, lcp: (window as unknown as { lcp: number }).lcp }))),
        ready,
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
  for (const served of servers) await served.close();
}
console.log(`/ cold on 2G + 4x CPU, signed out, browser in ${LOCALE}; medians of ${ROUNDS} (ms; ready is when the router has rendered, read by a 50 ms poll):`);
[a, b].forEach((root, which) => {
  const of = (key: 'fcp' | 'lcp' | 'ready') => `${median(figures[which]!.map((f) => f[key])).toFixed(0).padStart(6)} (${figures[which]!.map((f) => f[key].toFixed(0)).join(' ')})`;
  console.log(`  ${root}\n    first paint ${of('fcp')}\n    largest     ${of('lcp')}\n    usable      ${of('ready')}`);
});
