/**
 * keepOfflineAcrossNavigations against a fake Playwright context whose DevTools sessions open only
 * when the test says, as a loaded machine opens them late. A page counts as offline while any
 * session attached to it emulates offline: what Chromium did when a session was left behind.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepOfflineAcrossNavigations } from './offline-emulation';

class FakeSession {
  offline = false;
  attached = true;
  async send(method: string, params: { offline: boolean }): Promise<void> {
    if (!this.attached) throw new Error('Target closed');
    if (method === 'Network.emulateNetworkConditions') this.offline = params.offline;
  }
  async detach(): Promise<void> {
    this.attached = false;
  }
}

function fakePhone() {
  const onLoad: (() => void)[] = [];
  const events: string[] = []; // the window events the harness fired in the page
  const offlineEvents = { get length() { return events.filter((e) => e === 'offline').length; } };
  const page = {
    on: (event: string, listener: () => void) => event === 'domcontentloaded' && onLoad.push(listener),
    isClosed: () => false,
    evaluate: async (script: () => void) => void events.push(String(script).match(/Event\(["'](\w+)["']\)/)![1]!),
  };
  const sessions: FakeSession[] = [];
  const opening: (() => void)[] = [];
  const context = {
    setOffline: async () => undefined,
    newCDPSession: () =>
      new Promise<FakeSession>((resolve) =>
        opening.push(() => {
          const session = new FakeSession();
          sessions.push(session);
          resolve(session);
        }),
      ),
    pages: () => [page],
    on: () => undefined,
  } as unknown as BrowserContext;
  keepOfflineAcrossNavigations(context);
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    context,
    sessions,
    events,
    offlineEvents,
    /** A new document of the page finished loading. */
    load: () => onLoad.forEach((listener) => listener()),
    /** Opens the sessions asked for so far. */
    async openSessions() {
      opening.splice(0).forEach((open) => open());
      await settle();
    },
    settle,
    pageOffline: () => sessions.some((s) => s.attached && s.offline),
  };
}

describe('offline emulation across navigations (e2e harness)', () => {
  it('keeps a newly loaded document offline, and says so to the app', async () => {
    const phone = fakePhone();
    await phone.context.setOffline(true);
    phone.load();
    await phone.openSessions();
    expect(phone.pageOffline()).toBe(true);
    expect(phone.offlineEvents).toHaveLength(1);
    await phone.context.setOffline(false);
    expect(phone.pageOffline()).toBe(false);
    expect(phone.sessions.every((s) => !s.attached)).toBe(true);
  });

  it('says the signal is back once every emulation is lifted, not when the first one is', async () => {
    const phone = fakePhone();
    await phone.context.setOffline(true);
    phone.load();
    await phone.openSessions();
    let offlineWhenSaid: boolean | null = null;
    const said = phone.events.length;
    const push = phone.events.push.bind(phone.events);
    phone.events.push = (...names: string[]) => ((offlineWhenSaid = phone.pageOffline()), push(...names));
    await phone.context.setOffline(false);
    expect(phone.events.slice(said)).toEqual(['online']);
    expect(offlineWhenSaid).toBe(false);
  });

  it('opens one session for two documents loaded while it opens, so going online leaves none offline', async () => {
    const phone = fakePhone();
    await phone.context.setOffline(true);
    phone.load();
    await phone.settle();
    phone.load(); // the next document, before the first one's session has opened
    await phone.openSessions();
    expect(phone.sessions).toHaveLength(1);
    expect(phone.pageOffline()).toBe(true);
    await phone.context.setOffline(false);
    expect(phone.pageOffline()).toBe(false);
  });

  it('leaves the page online when the signal comes back while its session is still opening', async () => {
    const phone = fakePhone();
    await phone.context.setOffline(true);
    phone.load();
    await phone.settle();
    const online = phone.context.setOffline(false);
    await phone.openSessions();
    await online;
    await phone.settle();
    expect(phone.pageOffline()).toBe(false);
    expect(phone.offlineEvents).toHaveLength(0);
  });

  it('does nothing to a document loaded online', async () => {
    const phone = fakePhone();
    phone.load();
    await phone.openSessions();
    expect(phone.sessions).toHaveLength(0);
  });
});
