/**
 * Offline emulation that holds across navigations, for the browser tests (see
 * keepOfflineAcrossNavigations). Its own module so a unit test can drive it with a fake context.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/**
 * Makes `context.setOffline(true)` hold for pages loaded after it, as a phone with no signal does.
 * Debian's Chromium 150 keeps the network down after a reload or navigation under Playwright's
 * offline emulation, but the new document's `navigator.onLine` reads true (and no 'offline' event
 * comes), so the app would believe it has signal. The emulation is sent again to each new
 * document of an offline context, which sets `navigator.onLine` false, and 'offline' is fired.
 */
export function keepOfflineAcrossNavigations(context: BrowserContext): void {
  let offline = false;
  // One session per page, kept attached while offline (a session's emulation ends when it
  // detaches). The map holds the session's opening, set before the first await: two documents
  // loaded in quick succession on a loaded machine once opened two sessions for one page, and the
  // one the map lost kept the page offline for good after setOffline(false).
  const sessions = new Map<Page, Promise<CDPSession | null>>();
  const conditions = (down: boolean) => ({ offline: down, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    await setOffline(value);
    if (value) return;
    const open = [...sessions.values()];
    sessions.clear();
    for (const opening of open) {
      const cdp = await opening;
      if (!cdp) continue;
      await cdp.send('Network.emulateNetworkConditions', conditions(false)).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    }
    if (open.length === 0) return;
    // Chromium fired 'online' when the first of the two emulations was lifted, while the other
    // still held the network down: the sync it started failed (4 runs of 5 in a probe), and the
    // back-off, not the signal, then decided when the phone synced (a run of the whole suite, two
    // files at once, waited past 20 s in contributions.e2e.ts). A phone fires it once its signal is really back: so it is fired again now.
    for (const page of context.pages()) {
      if (!page.isClosed()) await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
    }
  };
  const reapply = async (page: Page) => {
    if (!offline || page.isClosed()) return;
    let opening = sessions.get(page);
    if (!opening) sessions.set(page, (opening = context.newCDPSession(page).catch(() => null)));
    const cdp = await opening;
    // Back online while the session opened: setOffline(false) took it from the map and undoes it.
    if (!cdp || !offline) return;
    // Sent before any setOffline(false) that follows sends its undo on this same session: in order.
    await cdp.send('Network.emulateNetworkConditions', conditions(true)).catch(() => undefined);
    if (!offline) return;
    // The app listens for the event a phone fires when its signal goes; this Chromium does not fire it here.
    await page.evaluate(() => window.dispatchEvent(new Event('offline'))).catch(() => undefined);
  };
  const watch = (page: Page) => page.on('domcontentloaded', () => void reapply(page));
  context.pages().forEach(watch);
  context.on('page', watch);
}
