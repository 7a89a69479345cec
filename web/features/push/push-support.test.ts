import { describe, expect, it } from 'vitest';
import { isPushSupported } from './push-support';

describe('isPushSupported', () => {
  class Stub {}
  it('needs a service worker container, PushManager and Notification', () => {
    expect(isPushSupported({ navigator: { serviceWorker: {} }, PushManager: Stub, Notification: Stub })).toBe(true);
    expect(isPushSupported({ navigator: {}, PushManager: Stub, Notification: Stub })).toBe(false);
    expect(isPushSupported({ navigator: { serviceWorker: {} }, Notification: Stub })).toBe(false);
    expect(isPushSupported({ navigator: { serviceWorker: {} }, PushManager: Stub })).toBe(false);
    expect(isPushSupported({})).toBe(false);
  });

  it('is false under Node (no browser globals)', () => {
    expect(isPushSupported()).toBe(false);
  });
});
