/**
 * `npm run bench` (dues on a phone, issue 25's figures): the treasurer's grid and the member's dues
 * card in Debian's Chromium at 360×740 with the CPU throttled 4× (CDP), against the real server
 * (the compiled build in WEB_ROOT or dist/web) on a data dir seeded straight into SQLite:
 * 300 members, a monthly dues purse of 24 months with 5,000 payments (most ₦5,000, some half,
 * some two months at once), and a one-off purse with 5,000 payments of the same people: the floor.
 * The admin's and one member's phones first pull everything unthrottled (the first login is
 * bench/first-login.ts's figure); then, throttled, each page is opened from a reload:
 * - grid, tapped: on the admin's open dashboard (settled: no long task for a second), from a tap on the purse's Books link to the frame
 *   that shows the grid's rows filling the screen (it draws only those near the screen; goal ≤ 1 s);
 * - grid, reloaded: from a reload of the purse's page to that frame; floor: the one-off purse's
 *   page to its payments list, and each page's first contentful paint;
 * - scrolling: the grid scrolled sideways and the page down in steps; the longest main-thread task
 *   meanwhile (goal: none over 100 ms);
 * - card: the member's dashboard to the frame that shows the dues card (goal ≤ 300 ms after the
 *   dashboard's first paint); floor: that first paint.
 * Prints figures; asserts nothing. Run: node --import tsx bench/dues-browser.ts (ROUNDS=3;
 * PROFILE=<dir> writes each page's and the scrolling's CPU profile there).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { SessionUser } from '../shared/auth-schemas';
import { createSession } from '../sync-server/auth/sessions';
import { databaseFile, openDatabase } from '../sync-server/db/open';
import { nextRevision } from '../sync-server/db/revision';
import { users } from '../sync-server/db/schema';
import { CHROMIUM_ARGS } from '../e2e/support';
import { median } from './load';
import { startProcess } from './processes';
import { seedGroup } from './seed-group';

const ROOT = join(import.meta.dirname, '..');
const webRoot = process.env.WEB_ROOT ?? join(ROOT, 'dist/web');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const MEMBERS = 300;
const PAYMENTS = 5_000;
const CPU = 4;

if (!existsSync(join(webRoot, 'index.html'))) {
  console.log(`\ndues on a phone: skipped, no build in ${webRoot} (run npm run build first, or set WEB_ROOT)`);
  process.exit(0);
}

/** Lagos day `months` months before this one, on its first day. */
function monthStart(back: number): string {
  const now = new Date(Date.now() + 3_600_000);
  const months = now.getUTCFullYear() * 12 + now.getUTCMonth() - back;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

async function seed() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gp-bench-dues-'));
  const db = openDatabase(databaseFile(dataDir));
  const now = new Date();
  const admin: SessionUser = { id: randomUUID(), fullName: 'Ngozi Treasurer', username: 'ngozi', phoneNumber: '+2348030000001', role: 'admin' };
  const adminSession = await db.transaction(async (tx) => {
    await tx.insert(users).values({ ...admin, usernameKey: admin.username, createdAt: now, revision: await nextRevision(tx) });
    return createSession(tx, admin.id, now);
  });
  // Five purses of 2,000 payments; the last three's move to the first two: 5,000 each.
  const seeded = seedGroup(db, admin.id, { contributions: 2 * PAYMENTS, members: MEMBERS });
  const [dues, oneOff, ...rest] = seeded.projectIds as [string, string, ...string[]];
  const sqlite = db.sqlite;
  const startsOn = monthStart(23);
  sqlite.transaction(() => {
    const moved = sqlite.prepare(`SELECT id FROM contributions WHERE project_id IN (${rest.map(() => '?').join(',')}) ORDER BY created_at`).all(...rest) as { id: string }[];
    const move = sqlite.prepare('UPDATE contributions SET project_id = ? WHERE id = ?');
    moved.forEach(({ id }, i) => move.run(i % 2 === 0 ? dues : oneOff, id));
    // Dues of ₦5,000: most pay it, some half, some two months at once.
    const amount = sqlite.prepare('UPDATE contributions SET amount_kobo = ? WHERE id = ?');
    const duesRows = sqlite.prepare('SELECT id FROM contributions WHERE project_id = ? ORDER BY created_at').all(dues) as { id: string }[];
    duesRows.forEach(({ id }, i) => amount.run(i % 20 < 14 ? 500_000 : i % 20 < 17 ? 250_000 : 1_000_000, id));
    sqlite
      .prepare("UPDATE projects SET kind = 'dues', frequency = 'monthly', starts_on = ?, amount_per_member_kobo = 500000, name = 'Monthly Dues' WHERE id = ?")
      .run(startsOn, dues);
    sqlite.prepare("UPDATE projects SET name = 'Building Fund' WHERE id = ?").run(oneOff);
    // Everyone was in the group before the dues began: all 24 months are owed.
    sqlite.prepare('UPDATE group_members SET joined_at = ? WHERE group_id = ?').run(Date.parse(`${startsOn}T00:00:00Z`) - 86_400_000, seeded.groupId);
    sqlite.prepare('UPDATE projects SET collected_amount_kobo = (SELECT coalesce(sum(amount_kobo), 0) FROM contributions c WHERE c.project_id = projects.id AND c.status = ?) WHERE group_id = ?').run('confirmed', seeded.groupId);
  })();
  const counts = sqlite.prepare('SELECT project_id AS id, count(*) AS n FROM contributions WHERE group_id = ? GROUP BY project_id').all(seeded.groupId) as { id: string; n: number }[];
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  const memberRow = sqlite.prepare("SELECT u.id, u.full_name AS fullName, u.username, u.phone_number AS phoneNumber FROM users u JOIN group_members m ON m.user_id = u.id WHERE m.group_id = ? AND u.full_name = 'Member 7 Okafor'").get(seeded.groupId) as Omit<SessionUser, 'role'>;
  // Member 7: seed-group.ts confirms their payments (members 0 and 1 have only pending and rejected ones).
  const member: SessionUser = { ...memberRow, role: 'member' };
  const memberSession = await db.transaction((tx) => createSession(tx, member.id, now));
  const memberPayments = (sqlite.prepare('SELECT count(*) AS n FROM contributions WHERE user_id = ?').get(member.id) as { n: number }).n;
  sqlite.close();
  return { dataDir, admin, adminToken: adminSession.token, member, memberToken: memberSession.token, dues, oneOff, counts, total, memberPayments };
}

/** In every page before any script: the stored user, long tasks, and when each watched thing first shows (a frame after it is in the page). */
function initScript({ user, rows }: { user: string; rows: number }) {
  localStorage.setItem('currentUser', user);
  const w = window as unknown as { __longTasks: { start: number; duration: number }[]; __at: Record<string, number> };
  w.__longTasks = [];
  w.__at = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch: Record<string, () => boolean> = {
    // The grid's rows that fill the screen, with their cells (it draws only the rows on the screen).
    grid: () => document.querySelectorAll('[aria-labelledby="dues-grid-title"] tbody tr[data-index] button').length >= Math.min(rows, 10) * 24,
    payments: () => [...document.querySelectorAll('h2')].some((h) => /^Payments in \(\d/.test(h.textContent ?? '')),
    card: () => (document.querySelector('[aria-labelledby="my-dues-title"] li')?.textContent ?? '').includes('₦'),
    // The member's dashboard with its data: the group's pay button (read from the phone like the card).
    dashboard: () => [...document.querySelectorAll('button')].some((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').startsWith('Make Payment to')),
  };
  const check = () => {
    for (const [name, seen] of Object.entries(watch)) {
      if (w.__at[name] === undefined && seen()) {
        w.__at[name] = -1;
        requestAnimationFrame(() => (w.__at[name] = performance.now()));
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

async function phone(browser: Browser, baseUrl: string, user: SessionUser, token: string): Promise<{ context: BrowserContext; page: Page; throttle: (rate: number) => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: baseUrl, deviceScaleFactor: 1 });
  await context.addCookies([{ name: 'gp_session', value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript('globalThis.__name = (f) => f;');
  await context.addInitScript(initScript, { user: JSON.stringify(user), rows: MEMBERS });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, throttle: (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate }).then(() => undefined) };
}

/** Waits until the phone's IndexedDB holds `count` contributions (the first pull done). */
async function pulled(page: Page, count: number): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const n = await page.evaluate(async () => {
      const known = await indexedDB.databases();
      const name = known.map((d) => d.name).find((d) => d?.startsWith('grouppurse'));
      if (!name) return 0;
      return new Promise<number>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const idb = open.result;
          if (!idb.objectStoreNames.contains('contributions')) return idb.close(), resolve(0);
          const req = idb.transaction('contributions', 'readonly').objectStore('contributions').count();
          req.onsuccess = () => (idb.close(), resolve(req.result));
          req.onerror = () => (idb.close(), resolve(0));
        };
        open.onerror = () => resolve(0);
      });
    });
    if (n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the phone did not pull ${count} contributions in 5 minutes`);
}

/** Opens `path` from a reload and waits for `what` to show; its time from navigation and the page's first contentful paint. */
async function open(page: Page, path: string, what: string): Promise<{ ms: number; fcp: number; dashboard: number }> {
  const profile = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
  if (profile) {
    await profile.send('Profiler.enable');
    await profile.send('Profiler.setSamplingInterval', { interval: 1_000 });
    await profile.send('Profiler.start');
  }
  const started = Date.now();
  const log = (e: { url(): string }) => console.error(`    ${Date.now() - started} ms ${e.url().replace(/^http:\/\/[^/]+/, '')}`);
  if (process.env.TRACE === '1') {
    page.on('request', log);
    page.on('requestfinished', log);
  }
  await page.goto(path);
  try {
    await page.waitForFunction((name) => ((window as unknown as { __at: Record<string, number> }).__at[name] ?? -1) > 0, what, { timeout: 120_000, polling: 100 });
    // The card beside the rest of the dashboard: its groups list, read from the phone too.
    if (what === 'card') await page.waitForFunction(() => ((window as unknown as { __at: Record<string, number> }).__at.dashboard ?? -1) > 0, undefined, { timeout: 120_000, polling: 100 });
  } catch (error) {
    await page.screenshot({ path: join(tmpdir(), `gp-bench-dues-${what}.png`) });
    throw new Error(`${path} did not show ${what} in 120 s (a screenshot is in ${tmpdir()}): ${String(error)}`);
  } finally {
    if (profile) {
      const { profile: taken } = await profile.send('Profiler.stop');
      writeFileSync(join(process.env.PROFILE!, `${what}.cpuprofile`), JSON.stringify(taken));
    }
  }
  return page.evaluate((name) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const at = (window as unknown as { __at: Record<string, number> }).__at;
    return { ms: at[name]!, fcp, dashboard: at.dashboard ?? NaN };
  }, what);
}

/**
 * From `from` (opened and settled), taps the link to `href` and waits for `what` to show: the time
 * from the tap to its frame, as a treasurer moving inside the open app sees it.
 */
async function tap(page: Page, from: string, href: string, what: string): Promise<number> {
  await page.goto(from);
  const link = page.locator(`a[href="${href}"]`).first();
  await link.waitFor({ state: 'attached', timeout: 120_000 });
  // Open and settled: no long task in the last second (the dashboard's own reads done).
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
      const lastEnd = Math.max(0, ...w.__longTasks.map((t) => t.start + t.duration));
      return performance.now() - lastEnd > 1_000;
    },
    undefined,
    { timeout: 120_000, polling: 200 },
  );
  const profile = process.env.PROFILE ? await page.context().newCDPSession(page) : null;
  if (profile) await profile.send('Profiler.enable').then(() => profile.send('Profiler.start'));
  const tappedAt = await page.evaluate((href) => {
    const at = performance.now();
    (document.querySelector(`a[href="${href}"]`) as HTMLElement).click();
    return at;
  }, href);
  await page.waitForFunction((name) => ((window as unknown as { __at: Record<string, number> }).__at[name] ?? -1) > 0, what, { timeout: 120_000, polling: 100 });
  if (profile) writeFileSync(join(process.env.PROFILE!, `${what}-tapped.cpuprofile`), JSON.stringify((await profile.send('Profiler.stop')).profile));
  return page.evaluate(({ name, tappedAt }) => (window as unknown as { __at: Record<string, number> }).__at[name]! - tappedAt, { name: what, tappedAt });
}

/** Scrolls the grid sideways and the page down in steps (or, `still`, waits as long); the long tasks meanwhile. */
async function scrollTasks(page: Page, still = false): Promise<{ longestMs: number; over100: number; sidewaysOver100: number; downOver100: number }> {
  return page.evaluate(async (still) => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    const from = performance.now();
    const grid = document.querySelector('[aria-labelledby="dues-grid-title"]') as HTMLElement;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    for (let i = 0; i < 20; i++) {
      if (!still) grid.scrollLeft += 120;
      await pause();
    }
    const sideways = performance.now();
    for (let i = 0; i < 30; i++) {
      if (!still) window.scrollBy(0, 400);
      await pause();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const tasks = w.__longTasks.filter((t) => t.start >= from);
    const over = (list: typeof tasks) => list.filter((t) => t.duration > 100).length;
    return {
      longestMs: Math.max(0, ...tasks.map((t) => t.duration)),
      over100: over(tasks),
      sidewaysOver100: over(tasks.filter((t) => t.start < sideways)),
      downOver100: over(tasks.filter((t) => t.start >= sideways)),
    };
  }, still);
}

const data = await seed();
const server = await startProcess('sync-server/main.ts', '/api/health', { NODE_ENV: 'development', DATA_DIR: data.dataDir, WEB_ROOT: webRoot });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const results = { gridTap: [] as number[], grid: [] as number[], gridFcp: [] as number[], floor: [] as number[], floorFcp: [] as number[], longest: [] as number[], over100: [] as number[], card: [] as number[], cardFcp: [] as number[], cardDashboard: [] as number[] };
try {
  const base = `http://127.0.0.1:${server.port}`;
  const admin = await phone(browser, base, data.admin, data.adminToken);
  await admin.page.goto('/admin');
  const pullStart = Date.now();
  await pulled(admin.page, data.total);
  console.error(`  the admin's phone pulled ${data.total} payments in ${((Date.now() - pullStart) / 1000).toFixed(1)} s`);
  const member = await phone(browser, base, data.member, data.memberToken);
  await member.page.goto('/member');
  await pulled(member.page, data.memberPayments);
  await admin.throttle(CPU);
  await member.throttle(CPU);
  // One visit of each page first, not counted: what a phone does once after its first pull
  // (checking the history's chain, caching the app) is bench/first-login.ts's figure, not these.
  await open(admin.page, `/purses/${data.oneOff}`, 'payments');
  await open(admin.page, `/purses/${data.dues}`, 'grid');
  await open(member.page, '/member', 'card');
  for (let round = 0; round < ROUNDS; round++) {
    const floor = await open(admin.page, `/purses/${data.oneOff}`, 'payments');
    const grid = await open(admin.page, `/purses/${data.dues}`, 'grid');
    const gridTap = await tap(admin.page, '/admin', `/purses/${data.dues}`, 'grid');
    const still = process.env.TRACE === '1' ? await scrollTasks(admin.page, true) : null;
    if (still) console.error(`  the grid left still as long: ${JSON.stringify(still)}`);
    const scrollProfile = process.env.PROFILE ? await admin.page.context().newCDPSession(admin.page) : null;
    if (scrollProfile) await scrollProfile.send('Profiler.enable').then(() => scrollProfile.send('Profiler.start'));
    const scroll = await scrollTasks(admin.page);
    if (scrollProfile) writeFileSync(join(process.env.PROFILE!, 'scroll.cpuprofile'), JSON.stringify((await scrollProfile.send('Profiler.stop')).profile));
    const card = await open(member.page, '/member', 'card');
    results.floor.push(floor.ms);
    results.floorFcp.push(floor.fcp);
    results.grid.push(grid.ms);
    results.gridTap.push(gridTap);
    results.gridFcp.push(grid.fcp);
    results.longest.push(scroll.longestMs);
    results.over100.push(scroll.over100);
    results.card.push(card.ms);
    results.cardFcp.push(card.fcp);
    results.cardDashboard.push(card.dashboard);
    console.error(`  round ${round + 1}: ${JSON.stringify({ floor, grid, gridTap, scroll, card })}`);
  }
  await admin.context.close();
  await member.context.close();
} finally {
  await browser.close();
  await server.stop();
  rmSync(data.dataDir, { recursive: true, force: true });
}

const ms = (x: number) => `${Math.round(x)} ms`;
const m = (xs: number[]) => median(xs);
console.log(`\ndues on a phone: ${MEMBERS} members × 24 months, ${data.counts.find((c) => c.id === data.dues)?.n ?? 0} payments in the dues purse, Chromium 360×740 at ${CPU}× CPU, real server, medians of ${ROUNDS}`);
console.log('| figure | measured | floor / goal |');
console.log('|---|---|---|');
console.log(`| the grid: a tap on the purse's Books (the admin's dashboard open) to its rows painted | ${ms(m(results.gridTap))} | goal ≤ 1 s |`);
console.log(`| the grid: a reload to the rows that fill the screen painted | ${ms(m(results.grid))} (first paint ${ms(m(results.gridFcp))}) | one-off purse of ${data.counts.find((c) => c.id === data.oneOff)?.n ?? 0} payments to its payments list: ${ms(m(results.floor))} (first paint ${ms(m(results.floorFcp))}) |`);
console.log(`| scrolling the grid and the page: longest task | ${ms(m(results.longest))} (worst round ${ms(Math.max(...results.longest))}; tasks over 100 ms: ${results.over100.join(', ')}) | goal: none over 100 ms |`);
console.log(`| the dues card: navigation to the card painted | ${ms(m(results.card))} (${ms(m(results.card) - m(results.cardFcp))} after the dashboard's first paint) | dashboard first paint: ${ms(m(results.cardFcp))}; the dashboard's groups list (read from the phone too): ${ms(m(results.cardDashboard))}; goal ≤ 300 ms |`);
