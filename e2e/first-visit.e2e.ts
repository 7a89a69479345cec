/**
 * The link opened from WhatsApp (issue 12): the server writes the group's summary into the HTML
 * of /register/{link} and /join/{link}, so the page shows the group without waiting for the
 * look-up, and a signed-out visitor on mobile data does not download the whole app.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, waitForServiceWorkerControl } from './support';

let h: Harness;
let link: string;
const NAME = 'Ajo </script><script>window.hacked=1</script> Circle';

beforeAll(async () => {
  h = await startHarness();
  const { page } = await h.newPhone();
  const api = page.request;
  const phoneNumber = '+2348035550101';
  const { developmentOtp } = await (await api.post('/api/auth/send-otp', { data: { phoneNumber } })).json();
  const registered = await api.post('/api/auth/register-with-otp', {
    data: { fullName: 'Ada Obi', username: 'adafirst', phoneNumber, role: 'admin', password: 'otp-only', otp: developmentOtp },
  });
  expect(registered.status()).toBe(201);
  const group = await (await api.post('/api/groups', { data: { name: NAME, description: 'Monthly savings' } })).json();
  const purse = await api.post(`/api/groups/${group.id}/projects`, {
    data: { name: 'Xmas Party', targetAmount: 50000, bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo Circle' },
  });
  expect(purse.status()).toBe(201);
  link = group.registrationLink;
});

afterAll(async () => {
  await h?.close();
});

/** The text of the embedded summary element in `html`, or null. */
function embedded(html: string): string | null {
  return /<script type="application\/json" id="group-summary"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? null;
}

describe('the group summary in the HTML of a public group page', () => {
  it('carries the look-up answer for a real link, escaped, and nothing for an unknown one', async () => {
    const { page } = await h.newPhone();
    const answer = await (await page.request.get(`/api/groups/registration/${link}`)).json();
    for (const path of [`/register/${link}`, `/join/${link}`]) {
      const html = await (await page.request.get(path)).text();
      const json = embedded(html);
      expect(json).not.toBeNull();
      expect(json).not.toContain('<');
      expect(JSON.parse(json!)).toEqual(answer);
      expect(html).toContain('rel="modulepreload"');
    }
    const unknown = await (await page.request.get(`/register/${randomUUID()}`)).text();
    expect(embedded(unknown)).toBeNull();
    expect(unknown).not.toContain('id="group-summary"');
  });

  it('shows the group from the HTML alone when every later request to the server fails', async () => {
    const { context, page } = await h.newPhone();
    const lookUps: string[] = [];
    // The HTML and the app's own files load; the look-up (and any other API call) never answers.
    await context.route('**/api/**', (route) => {
      lookUps.push(new URL(route.request().url()).pathname);
      return route.abort('internetdisconnected');
    });
    for (const path of [`/register/${link}`, `/join/${link}`]) {
      await page.goto(path);
      await page.getByRole('heading', { name: NAME }).waitFor();
      // The wizard lists the purses; the landing shows the goal and progress.
      await page.getByText(path.startsWith('/join') ? 'Progress' : 'Xmas Party').first().waitFor();
      await page.getByRole(path.startsWith('/join') ? 'link' : 'button', { name: 'Join Group' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
    }
    // The fetch is still made (to refresh the figures); it simply was not waited for.
    expect(lookUps).toContain(`/api/groups/registration/${link}`);
  });
});

describe('the service worker on a first visit', () => {
  it('gives a signed-out visitor on mobile data only the light worker: the page opens offline, the app is not downloaded', async () => {
    const { context, page } = await h.newPhone();
    // What Chrome on an Android phone on mobile data reports (desktop Chromium reports no type).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: Object.assign(new EventTarget(), { type: 'cellular', effectiveType: '4g', saveData: false }),
      });
    });
    await page.goto(`/join/${link}`);
    await page.getByRole('heading', { name: NAME }).waitFor();
    await waitForServiceWorkerControl(page);
    const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    expect(script).toContain('/sw-first-visit.js');
    // What the worker keeps: index.html precached, and only files this page itself loaded.
    await expect
      .poll(async () => page.evaluate(async () => (await (await caches.open('gp-first-visit')).keys()).length), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const kept = await page.evaluate(async () => {
      const loaded = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
      for (const s of document.scripts) if (s.src) loaded.add(new URL(s.src).pathname);
      const names = await caches.keys();
      const files: { cache: string; path: string; loadedHere: boolean }[] = [];
      for (const name of names) for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname;
        files.push({ cache: name, path, loadedHere: loaded.has(path) });
      }
      return files;
    });
    expect(kept.filter((f) => f.cache !== 'gp-first-visit').map((f) => f.path)).toEqual(['/index.html']);
    expect(kept.filter((f) => f.cache === 'gp-first-visit' && !f.loadedHere)).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: NAME }).waitFor();
    await context.setOffline(false);
  });
});
