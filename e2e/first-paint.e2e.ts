/**
 * The public group landing paints before the router downloads (issue 12, web/public-first-paint),
 * and the router then takes the page over. Here the router's chunk is held back until the test
 * lets it go, so each step is seen in the first paint and after the handover.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, snap, startHarness } from './support';

let h: Harness;
let link: string;
const NAME = 'Ajo First Paint';

beforeAll(async () => {
  h = await startHarness();
  const { page } = await h.newPhone();
  const api = page.request;
  const phoneNumber = '+2348035550202';
  const { developmentOtp } = await (await api.post('/api/auth/send-otp', { data: { phoneNumber } })).json();
  await api.post('/api/auth/register-with-otp', {
    data: { fullName: 'Ada Obi', username: 'adapaint', phoneNumber, role: 'admin', password: 'otp-only', otp: developmentOtp },
  });
  const group = await (await api.post('/api/groups', { data: { name: NAME, description: 'Monthly savings' } })).json();
  await api.post(`/api/groups/${group.id}/projects`, {
    data: { name: 'Xmas Party', targetAmount: 50000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' },
  });
  link = group.registrationLink;
});

afterAll(async () => {
  await h?.close();
});

/** Holds every request for the router's chunk until `release` is called. */
async function holdRouter(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/router-[^/]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * True when the router has the page: a link then navigates without loading a new document. Waits
 * for main.tsx to say the router rendered: on a loaded machine the network can be idle while the
 * router's chunk is still being run, and a tap then would load a new document.
 */
async function routerHasThePage(page: Page): Promise<boolean> {
  await page.waitForFunction(() => document.documentElement.dataset.router === 'ready', null, { timeout: 20_000 });
  await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
  await page.getByRole('link', { name: 'GroupPurse' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);
}

describe('the first paint of a public group page', () => {
  it('shows the group before the router, and the router takes it over without the group leaving the screen', async () => {
    for (const path of [`/register/${link}`, `/join/${link}`]) {
      const { page } = await h.newPhone();
      const router = await holdRouter(page);
      await page.goto(path);
      await page.getByRole('heading', { name: NAME }).waitFor();
      await expect.poll(router.requested).toBe(true);
      // Counts every moment the heading is missing from then on.
      await page.evaluate((name) => {
        const w = window as unknown as { gone: number };
        w.gone = 0;
        new MutationObserver(() => {
          if (![...document.querySelectorAll('h1')].some((h1) => h1.textContent?.includes(name))) w.gone += 1;
        }).observe(document.body, { childList: true, subtree: true });
      }, NAME);
      await router.release();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { gone: number }).gone)).toBe(0);
      expect(await routerHasThePage(page)).toBe(true);
    }
  });

  it('asks for the router only once the group is on the screen', async () => {
    const { page } = await h.newPhone();
    // The time of the first frame that begins after the group's heading is in the page.
    await page.addInitScript((name) => {
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll('h1')].some((h1) => h1.textContent?.includes(name))) return;
        observer.disconnect();
        requestAnimationFrame(() => ((window as unknown as { headingFrame: number }).headingFrame = performance.now()));
      }).observe(document, { childList: true, subtree: true });
    }, NAME);
    await page.goto(`/register/${link}`);
    await page.waitForFunction(() => document.documentElement.dataset.router === 'ready', null, { timeout: 20_000 });
    const { headingFrame, routerAsked } = await page.evaluate(() => ({
      headingFrame: (window as unknown as { headingFrame?: number }).headingFrame,
      routerAsked: performance.getEntriesByType('resource').find((entry) => /\/assets\/router-[^/]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(headingFrame).toBeGreaterThan(0);
    expect(routerAsked).toBeGreaterThan(headingFrame!);
  });

  it("keeps the wizard's form through the router's arrival when 'Join Group' is tapped before it", async () => {
    const { page } = await h.newPhone();
    const router = await holdRouter(page);
    await page.goto(`/register/${link}`);
    await page.getByRole('button', { name: 'Join Group' }).click();
    await page.getByLabel('Full Name').fill('Ngozi Eze');
    await router.release();
    await page.waitForLoadState('networkidle');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Ngozi Eze');
  });

  it("counts a tap on 'Join Group' that is under way while the router arrives: the router waits for the finger to lift", async () => {
    const { page } = await h.newPhone();
    const router = await holdRouter(page);
    await page.goto(`/register/${link}`);
    const button = page.getByRole('button', { name: 'Join Group' });
    const box = (await button.boundingBox())!;
    await page.evaluate(() => ((window as unknown as { pressed?: Element | null }).pressed = document.querySelector('main button')));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await router.release();
    await page.waitForLoadState('networkidle');
    // The router has not replaced the element being pressed (that tap would make no click)…
    expect(await page.evaluate(() => document.contains((window as unknown as { pressed: Element }).pressed))).toBe(true);
    await page.mouse.up();
    // …and the tap opens the form, which then stays through the router's arrival.
    await page.getByLabel('Full Name').fill('Ngozi Eze');
    await page.waitForLoadState('networkidle');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Ngozi Eze');
  });

  it("opens the wizard from the landing's 'Join Group' before the router is there", async () => {
    const { page } = await h.newPhone();
    await holdRouter(page);
    await page.goto(`/join/${link}`);
    await page.getByRole('link', { name: 'Join Group' }).click();
    await page.waitForURL((url) => url.pathname === `/register/${link}`);
    await page.getByText("You're invited to join").waitFor();
  });

  it('starts with the router for a signed-in phone', async () => {
    const { page } = await h.newPhone();
    const phoneNumber = '+2348035550303';
    const { developmentOtp } = await (await page.request.post('/api/auth/send-otp', { data: { phoneNumber } })).json();
    const { user } = await (
      await page.request.post('/api/auth/register-with-otp', {
        data: { fullName: 'Bola Ade', username: 'bolapaint', phoneNumber, role: 'member', password: 'otp-only', otp: developmentOtp },
      })
    ).json();
    await page.goto('/');
    await page.evaluate((signedIn) => localStorage.setItem('currentUser', JSON.stringify(signedIn)), user);
    const router = await holdRouter(page);
    await page.goto(`/join/${link}`);
    await expect.poll(router.requested).toBe(true);
    await page.waitForTimeout(500);
    // Nothing of the first paint: the page waits for the router, which its HTML preloads.
    expect(await page.getByRole('heading', { name: NAME }).count()).toBe(0);
    await router.release();
    await page.getByRole('heading', { name: NAME }).waitFor();
  });
});

/** Holds every script of the app until `release` is called: the page is what its HTML and stylesheet alone show. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^/]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Opens `/` with every script held, once its HTML is parsed: the page's language, whether its
 * sign-in screen shows, and whether the router ran (it cannot have). `release` lets the scripts go.
 */
async function homeBeforeScripts(page: Page) {
  await page.unrouteAll();
  const scripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(scripts.requested).toBe(true);
  await page.waitForFunction(() => document.readyState !== 'loading');
  return {
    lang: await page.evaluate(() => document.documentElement.lang),
    shown: await page.locator('[data-home-markup]').isVisible(),
    routerRan: await page.evaluate(() => document.documentElement.dataset.router !== undefined),
    release: scripts.release,
  };
}

/** Where the Username field of / was drawn: pressed there, a still picture gives no focus. */
async function pressUsername(page: Page) {
  const box = (await page.getByLabel('Username').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  return page.evaluate(() => document.activeElement?.tagName ?? null);
}

describe('the sign-in screen in the HTML of / (issue 26 §5, shared/home-markup.ts)', () => {
  it('paints from the HTML and stylesheet alone, before any script, as a picture nothing can be typed into', async () => {
    const { page } = await h.newPhone();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
    });
    const scripts = await holdScripts(page);
    // Not waiting for 'load': that waits for the held scripts.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'GroupPurse' }).waitFor();
    await page.getByRole('button', { name: 'Send OTP via SMS' }).waitFor();
    await expect.poll(scripts.requested).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.router)).toBeUndefined();
    expect(await pressUsername(page)).not.toBe('INPUT');
    await page.keyboard.type('lost');
    expect(await page.getByLabel('Username').inputValue()).toBe('');
    // Its guard ran under the page's CSP (allowed by its hash) and kept the picture: nothing was refused.
    expect(blocked).toEqual([]);
    await snap(page, 'home-markup-before-scripts');
    await scripts.release();
  });

  it('is taken over by the app in one commit: nothing moves, nothing paints larger later, and the form then works', async () => {
    const { page } = await h.newPhone();
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number; largest: number[]; gone: number };
      w.shifted = 0;
      w.largest = [];
      // Every moment the screen's heading is missing once it was there (a blank render between the two).
      w.gone = 0;
      let seen = false;
      new MutationObserver(() => {
        const there = [...document.querySelectorAll('h1')].some((h1) => h1.textContent === 'GroupPurse');
        if (there) seen = true;
        else if (seen) w.gone += 1;
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.shifted += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.largest.push(e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const scripts = await holdScripts(page);
    // Not waiting for 'load': that waits for the held scripts.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'GroupPurse' }).waitFor();
    // Painted, not only laid out (Playwright sees an element before its stylesheet lets it paint).
    await page.waitForFunction(() => (window as unknown as { largest: number[] }).largest.length > 0 && performance.getEntriesByName('first-contentful-paint').length > 0);
    const releasedAt = await page.evaluate(() => performance.now());
    await scripts.release();
    await page.waitForFunction(() => document.documentElement.dataset.router === 'ready', null, { timeout: 20_000 });
    expect(await page.locator('[data-home-markup]').count()).toBe(0);
    const { shifted, largest, gone } = await page.evaluate(() => {
      const w = window as unknown as { shifted: number; largest: number[]; gone: number };
      return { shifted: w.shifted, largest: w.largest, gone: w.gone };
    });
    expect(gone).toBe(0);
    expect(shifted).toBe(0);
    // The largest paint is the HTML's, before the scripts were let go: the app's same screen over it is no larger.
    expect(Math.max(...largest)).toBeLessThan(releasedAt);
    await page.getByLabel('Username').fill('adapaint');
    expect(await page.getByLabel('Username').inputValue()).toBe('adapaint');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Full Name').waitFor();
  });

  it('comes in the phone\u2019s language: the browser\u2019s at first, then the one chosen in the app', async () => {
    const { page } = await h.newPhone({ locale: 'yo-NG' });
    const yoruba = await homeBeforeScripts(page);
    // The Yorùbá screen, painted from the HTML before any script (Send OTP via SMS, in Yorùbá).
    await page.getByRole('button', { name: 'Fi OTP ránṣẹ́ nípa SMS' }).waitFor();
    expect(yoruba).toMatchObject({ lang: 'yo', shown: true, routerRan: false });
    await yoruba.release();
    await page.waitForFunction(() => document.documentElement.dataset.router === 'ready', null, { timeout: 20_000 });
    // Hausa chosen in the app: the next `/` comes in Hausa, shown, though the browser still says Yorùbá.
    await page.getByRole('combobox').first().selectOption('ha');
    await page.getByRole('tab', { name: 'Shiga' }).waitFor();
    const hausa = await homeBeforeScripts(page);
    await page.getByRole('tab', { name: 'Shiga' }).waitFor();
    expect(hausa).toMatchObject({ lang: 'ha', shown: true, routerRan: false });
    await snap(page, 'home-markup-ha-before-scripts');
    await hausa.release();
  });

  it('comes in the language chosen on this phone before it kept one for the server, from the app\u2019s next start', async () => {
    const { page } = await h.newPhone();
    await page.goto('/manifest.webmanifest');
    await page.evaluate(() => localStorage.setItem('gp-locale', 'ig'));
    // No cookie yet: the English screen, hidden by its guard; the app starts in Igbo and keeps it.
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.router === 'ready', null, { timeout: 20_000 });
    const igbo = await homeBeforeScripts(page);
    expect(igbo).toMatchObject({ lang: 'ig', shown: true, routerRan: false });
    await igbo.release();
  });

  it('is never shown to someone signed in on this phone, or whose app speaks another language', async () => {
    for (const [key, value] of [
      ['currentUser', JSON.stringify({ id: 'u1', username: 'bola', fullName: 'Bola Ade', role: 'member' })],
      ['gp-locale', 'yo'],
    ] as const) {
      const { page } = await h.newPhone();
      await page.goto('/manifest.webmanifest');
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
      const scripts = await holdScripts(page);
      // Not waiting for 'load': that waits for the held scripts.
      const response = await page.goto('/', { waitUntil: 'commit' });
      await expect.poll(scripts.requested).toBe(true);
      // The HTML came with it (no session cookie), and its guard, before it, marked the page so the
      // stylesheet hides it: hidden however the HTML arrives, before anything painted.
      expect(await response!.text()).toContain('data-home-markup');
      // The whole HTML parsed (its scripts are held, so 'interactive', not 'complete'): the head's
      // script request comes before the body's markup is parsed.
      await page.waitForFunction(() => document.readyState !== 'loading');
      expect(await page.evaluate(() => document.documentElement.classList.contains('gp-home-markup-off')), key).toBe(true);
      expect(await page.locator('[data-home-markup]').isHidden(), key).toBe(true);
      expect(await page.getByRole('heading', { name: 'GroupPurse' }).count(), key).toBe(0);
      // No layout box and nothing painted of it: not one of its texts has a size.
      expect(await page.evaluate(() => [...document.querySelectorAll('[data-home-markup] *')].some((el) => el.getClientRects().length > 0)), key).toBe(false);
      await scripts.release();
    }
  });
});
