/**
 * The public landing's first paint handed to the router (issue 12, web/public-first-paint):
 * opens /register/{link} and /join/{link} cold on 2G (800 ms, 250 kbit/s) + 4× CPU and prints
 * when the group showed, when the router's chunk arrived, whether the group's heading ever left
 * the screen after it showed (a flash), and whether a link is client-side after the handover.
 * Screenshots at 360×740 into OUT: `<page>-first.png` as the group first shows (before the
 * router), `<page>.png` once the page is quiet (after it) — they should look the same.
 * Then: 'Join Group' tapped the moment the group shows (the wizard's form is kept through the
 * handover; the landing's link opens the wizard), and the HTML a signed-in phone gets.
 * Usage: node_modules/.bin/tsx bench/first-paint-handover.ts <webRoot> <outDir>
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/support';
import { GROUP_NAME, seedGroup, serve } from './public-page-setup';

const [webRoot, out] = [process.argv[2]!, process.argv[3]!];
const WATCH = `(() => {
  const h = (window.__h = { shown: 0, gone: 0, routerAt: 0 });
  new MutationObserver(() => {
    const named = [...document.querySelectorAll('h1')].some((e) => e.textContent.includes(${JSON.stringify(GROUP_NAME)}));
    if (named && !h.shown) h.shown = performance.now();
    if (!named && h.shown) h.gone += 1;
  }).observe(document, { childList: true, subtree: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (/\\/router-[^/]+\\.js$/.test(e.name)) h.routerAt = e.responseEnd;
  }).observe({ type: 'resource', buffered: true });
})();`;
type Watch = { shown: number; gone: number; routerAt: number };
const watch = (tab: Page) => tab.evaluate(() => (window as unknown as { __h: Watch }).__h);

async function open(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
  const tab = await context.newPage();
  await tab.addInitScript(WATCH);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 800, downloadThroughput: 31_250, uploadThroughput: 31_250 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.goto(url, { waitUntil: 'commit' });
  await tab.waitForFunction(() => (window as unknown as { __h: Watch }).__h.shown > 0, null, { timeout: 60_000, polling: 50 });
  return { context, tab };
}

const app = await serve(webRoot);
const base = `http://127.0.0.1:${app.server.port}`;
const { link } = await seedGroup(base);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  for (const page of ['register', 'join']) {
    const { context, tab } = await open(browser, `${base}/${page}/${link}`);
    await tab.screenshot({ path: `${out}/${page}-first.png` });
    const atFirst = await watch(tab);
    await tab.waitForTimeout(20_000);
    const h = await watch(tab);
    await tab.screenshot({ path: `${out}/${page}.png` });
    // The brand link goes home: client-side when the router has the page (the marker survives).
    await tab.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await tab.getByRole('link', { name: 'GroupPurse' }).click();
    await tab.waitForURL(`${base}/`);
    await tab.waitForTimeout(500);
    const spa = await tab.evaluate(() => (window as unknown as { __marker?: number }).__marker === 1);
    console.log(
      `${page}: shown ${(h.shown / 1000).toFixed(2)} s, router chunk ${(h.routerAt / 1000).toFixed(2)} s,`,
      `first screenshot before the router: ${atFirst.routerAt === 0}, heading left the screen after showing: ${h.gone} times,`,
      `client-side navigation after: ${spa}`,
    );
    await context.close();
  }

  // 'Join Group' tapped the moment the group shows, on each page.
  {
    const { context, tab } = await open(browser, `${base}/register/${link}`);
    await tab.getByRole('button', { name: 'Join Group' }).click();
    const name = tab.getByLabel('Full Name');
    await name.fill('Ngozi Eze', { timeout: 60_000 });
    await tab.waitForTimeout(15_000);
    const h = await watch(tab);
    console.log(`register, Join tapped at once: form shown, typed name after 15 s: "${await name.inputValue()}", router chunk at ${(h.routerAt / 1000).toFixed(2)} s`);
    await context.close();
  }
  {
    // Scrolled before the router arrives: the handover must not move the page.
    const { context, tab } = await open(browser, `${base}/join/${link}`);
    await tab.setViewportSize({ width: 360, height: 420 });
    await tab.evaluate(() => window.scrollTo(0, 150));
    await tab.waitForTimeout(15_000);
    const h = await watch(tab);
    console.log(`join, scrolled to 150 px before the router (chunk at ${(h.routerAt / 1000).toFixed(2)} s): scrollY after ${await tab.evaluate(() => window.scrollY)}`);
    await context.close();
  }
  {
    const { context, tab } = await open(browser, `${base}/join/${link}`);
    await tab.getByRole('link', { name: 'Join Group' }).click();
    await tab.waitForURL(`${base}/register/${link}`, { timeout: 60_000 });
    await tab.getByText("You're invited to join").waitFor({ timeout: 60_000 });
    console.log(`join, Join tapped at once: the wizard of /register/{link} shows`);
    await context.close();
  }
} finally {
  await browser.close();
}

// A phone with a session (cookie) starts with the router: its HTML keeps the router's preloads.
const html = async (cookie?: string) =>
  (await fetch(`${base}/register/${link}`, { headers: cookie ? { Cookie: cookie } : {} })).text();
const preloadsRouter = (text: string) => /modulepreload[^>]*\/assets\/router-/.test(text);
console.log(`HTML of /register/{link}: router preloaded signed out ${preloadsRouter(await html())}, signed in ${preloadsRouter(await html('gp_session=x'))}`);
const index = await (await fetch(`${base}/member`)).text();
console.log(`HTML of /member (index.html): router preloaded ${preloadsRouter(index)}`);
await app.close();
