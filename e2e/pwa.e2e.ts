import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughUi } from './auth-flow';
import { CHROMIUM_ARGS, type Harness, localPhone, snap, startHarness, waitForServiceWorkerControl, webRoot } from './support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const KiB = 1024;

/** The signal comes back: the worker installs and takes the page, which then opens with no signal. */
async function signalComesBack(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Login' }).waitFor();
  await context.setOffline(false);
}

describe('installable, offline-first shell', () => {
  it('opens with the network off after one visit, logged out and logged in', async () => {
    const { context, page } = await h.newPhone();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await waitForServiceWorkerControl(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
    await page.goto('/member-payment'); // a deep link, served by the navigation fallback
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('body').innerText()).not.toContain('ERR_INTERNET_DISCONNECTED');
    await context.setOffline(false);

    await signUpThroughUi(page, { fullName: 'Chioma Obi', username: 'chioma', phone: localPhone().typed, role: 'member' });
    await context.setOffline(true);
    await page.reload();
    await page.waitForURL('**/member');
    await page.getByRole('button', { name: 'Logout' }).waitFor(); // still signed in: the session survives offline
    await snap(page, 'offline-member');
    await context.setOffline(false);
  });

  it('installs the worker when the signal comes back, when it went before the worker arrived', async () => {
    const { context, page } = await h.newPhone();
    // The page registers its worker when idle after load; here the test says when.
    await context.addInitScript(() => {
      const later = window as unknown as { idleWork: (() => void)[] };
      later.idleWork = [];
      window.requestIdleCallback = (work) => (later.idleWork.push(() => work({ didTimeout: true, timeRemaining: () => 0 })), 0);
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { idleWork: unknown[] }).idleWork.length)).toBe(1);
    // The signal goes before the page is idle: the worker cannot be fetched.
    await context.setOffline(true);
    await page.evaluate(() => (window as unknown as { idleWork: (() => void)[] }).idleWork.forEach((work) => work()));
    await page.waitForTimeout(1000);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    await signalComesBack(context, page);
  });

  it('installs the worker again when the signal comes back, when it went while the worker was installing', async () => {
    const { context, page } = await h.newPhone();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    // The worker is fetching the app when the signal goes: its install fails, and no registration is left.
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing?.state ?? null), { interval: 20, timeout: 10_000 }).toBe('installing');
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined), { timeout: 20_000 }).toBe(true);
    await signalComesBack(context, page);
  });

  it('meets Chrome\'s installability criteria', async () => {
    // A persistent profile: Chrome never offers installation in an incognito-like context.
    const profile = mkdtempSync(join(tmpdir(), 'gp-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      viewport: { width: 360, height: 740 },
      baseURL: h.baseUrl,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
    const { page } = await h.newPhone();
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', short_name: 'GroupPurse' });
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
    expect((await page.request.get('/icons/badge-96.png')).status()).toBe(200);
    expect((await page.request.get('/icons/apple-touch-icon-180.png')).status()).toBe(200);
  });

  it('keeps the login screen within the first-load budget (175 KiB JS, 20 KiB CSS gzip): its forms\u2019 checks (zod) load when first touched', async () => {
    const { page } = await h.newPhone();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') loaded.add(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    const gz = (path: string) => gzipSync(readFileSync(join(webRoot, path)), { level: 9 }).length;
    const js = [...loaded].filter((p) => p.endsWith('.js')).reduce((sum, p) => sum + gz(p), 0);
    const css = [...loaded].filter((p) => p.endsWith('.css')).reduce((sum, p) => sum + gz(p), 0);
    console.log(`first load of /: ${(js / KiB).toFixed(1)} KiB JS, ${(css / KiB).toFixed(1)} KiB CSS (gzip), ${loaded.size} files`);
    expect(js).toBeGreaterThan(0);
    expect(css).toBeGreaterThan(0);
    expect(js).toBeLessThanOrEqual(175 * KiB);
    expect(css).toBeLessThanOrEqual(20 * KiB);
    // Each file is a request, and on 2G with six connections a wave of them costs a round trip:
    // the router's library comes as one file (vite.config.ts, 'router-kit'), not seven, and the
    // sign-in page's modules as two ('sign-in', 'sign-in-forms'), not twelve (28 files before).
    expect(loaded.size).toBeLessThanOrEqual(15);
  });

  it('paints the login screen before its checks (zod) arrive; a login that cannot load them says so and sends nothing', async () => {
    // No service worker: once installed it would serve the checks from its own copy (past
    // page.route), as it should for a phone that has the app.
    const context = await h.browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: h.baseUrl, deviceScaleFactor: 1, serviceWorkers: 'block' });
    const page = await context.newPage();
    // Every script holding zod never arrives: the screen must not need one to show.
    const withheld: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('ZodError')) {
        withheld.push(new URL(route.request().url()).pathname);
        await route.abort('internetdisconnected');
      } else await route.fulfill({ response });
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/auth/')) asked.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Login' }).waitFor();
    await page.getByLabel('Username').fill('adaeze');
    await page.getByLabel('Phone Number').fill(localPhone().typed);
    await page.getByRole('button', { name: 'Send OTP via SMS' }).click();
    await page.getByRole('alert').filter({ hasText: 'Login Failed' }).filter({ hasText: 'You are offline' }).waitFor();
    // The form is free again for a try once the signal is back.
    await expect.poll(() => page.getByRole('button', { name: 'Send OTP via SMS' }).isEnabled()).toBe(true);
    await snap(page, 'login-checks-unavailable');
    expect(withheld.length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
    await context.close();
  });

  it('serves hashed assets for a year and the shell revalidated, pre-compressed', async () => {
    const { page } = await h.newPhone();
    const index = await page.request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(index.headers()['cache-control']).toBe('no-cache');
    const script = (await index.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await page.request.get(script as string, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  });
});
