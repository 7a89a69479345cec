import { describe, expect, it } from 'vitest';
import { isNavigateMessage, openFromNotification, type ClientsLike, type NavigateMessage } from './notification-click';

const ORIGIN = 'https://grouppurse.example';

/**
 * Fake `self.clients`: records what the click did to each window. A window whose page `listens`
 * answers the navigate message on its port, as the app does.
 */
function fakeClients(urls: string[], options: { listens?: boolean; focusRefused?: boolean } = {}) {
  const { listens = true, focusRefused = false } = options;
  const log: string[] = [];
  const messages: { url: string; message: NavigateMessage }[] = [];
  const windows = urls.map((url) => ({
    url,
    focus: async () => {
      if (focusRefused) throw new Error('InvalidAccessError: not allowed to focus a window');
      log.push(`focus ${url}`);
    },
    navigate: async (to: string) => void log.push(`reload ${url} at ${to}`),
    postMessage: (message: NavigateMessage, transfer: Transferable[]) => {
      messages.push({ url, message });
      if (listens) (transfer[0] as MessagePort).postMessage('ok');
    },
  }));
  const clients: ClientsLike = {
    matchAll: async (query) => {
      expect(query).toEqual({ type: 'window', includeUncontrolled: true });
      return windows;
    },
    openWindow: async (url) => void log.push(`open ${url}`),
  };
  return { clients, log, messages };
}

describe('openFromNotification', () => {
  it('focuses the open app window and asks it to navigate to the deep link', async () => {
    const fake = fakeClients([`${ORIGIN}/admin`]);
    await expect(openFromNotification('/admin?review=c-42', fake.clients, ORIGIN)).resolves.toBe('focused');
    expect(fake.log).toEqual([`focus ${ORIGIN}/admin`]);
    expect(fake.messages).toEqual([{ url: `${ORIGIN}/admin`, message: { type: 'navigate', url: '/admin?review=c-42' } }]);
  });

  it('reloads the open window at the deep link when its page does not answer (still starting)', async () => {
    const fake = fakeClients([`${ORIGIN}/groups`], { listens: false });
    await expect(openFromNotification('/admin?review=c-42', fake.clients, ORIGIN, 20)).resolves.toBe('focused');
    expect(fake.messages.map((m) => m.message)).toEqual([{ type: 'navigate', url: '/admin?review=c-42' }]);
    expect(fake.log).toEqual([`focus ${ORIGIN}/groups`, `reload ${ORIGIN}/groups at /admin?review=c-42`]);
  });

  it('still navigates when the browser refuses the focus', async () => {
    const fake = fakeClients([`${ORIGIN}/groups`], { focusRefused: true });
    await openFromNotification('/admin?review=c-42', fake.clients, ORIGIN);
    expect(fake.messages.map((m) => m.message.url)).toEqual(['/admin?review=c-42']);
  });

  it('opens a new window at the deep link when the app is closed', async () => {
    const fake = fakeClients([]);
    await expect(openFromNotification('/my-contributions?c=c-7', fake.clients, ORIGIN)).resolves.toBe('opened');
    expect(fake.log).toEqual(['open /my-contributions?c=c-7']);
  });

  it("passes over other sites' windows and opens the app instead", async () => {
    const fake = fakeClients(['https://other.example/page']);
    await openFromNotification('/my-contributions?c=c-7', fake.clients, ORIGIN);
    expect(fake.log).toEqual(['open /my-contributions?c=c-7']);
    expect(fake.messages).toEqual([]);
  });

  it('picks the first app window when several are open', async () => {
    const fake = fakeClients([`${ORIGIN}/updates`, `${ORIGIN}/member`]);
    await openFromNotification('/my-contributions?c=1', fake.clients, ORIGIN);
    expect(fake.log).toEqual([`focus ${ORIGIN}/updates`]);
    expect(fake.messages.map((m) => m.url)).toEqual([`${ORIGIN}/updates`]);
  });

  it('refuses a foreign URL: opens the app home rather than another site', async () => {
    const fake = fakeClients([]);
    await openFromNotification('https://evil.example/phish', fake.clients, ORIGIN);
    expect(fake.log).toEqual(['open /']);
  });

  it('refuses a foreign URL with an app window open: focuses it without navigating', async () => {
    const fake = fakeClients([`${ORIGIN}/member`]);
    await openFromNotification('//evil.example/phish', fake.clients, ORIGIN);
    expect(fake.log).toEqual([`focus ${ORIGIN}/member`]);
    expect(fake.messages).toEqual([]);
  });

  it('opens the app home when the notification carries no URL', async () => {
    const fake = fakeClients([]);
    await openFromNotification(undefined, fake.clients, ORIGIN);
    expect(fake.log).toEqual(['open /']);
  });
});

describe('isNavigateMessage', () => {
  it('accepts only { type: "navigate", url: string }', () => {
    expect(isNavigateMessage({ type: 'navigate', url: '/admin' })).toBe(true);
    expect(isNavigateMessage({ type: 'navigate' })).toBe(false);
    expect(isNavigateMessage({ type: 'sync-requested' })).toBe(false);
    expect(isNavigateMessage(null)).toBe(false);
    expect(isNavigateMessage('navigate')).toBe(false);
  });
});
