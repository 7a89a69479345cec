import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, subscribeToPush, unsubscribeFromPush, type PushManagerLike, type PushServer } from './subscribe';

const KEY = 'BPxkEy-_AQID'; // base64url, no padding
const KEY_BYTES = base64UrlToBytes(KEY);

function fakeSubscription(endpoint: string, key: Uint8Array | null) {
  const sub = {
    endpoint,
    unsubscribed: false,
    options: { applicationServerKey: key ? key.slice().buffer : null, userVisibleOnly: true },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: async () => {
      sub.unsubscribed = true;
      return true;
    },
  };
  return sub;
}

function fakes(existing: ReturnType<typeof fakeSubscription> | null) {
  const calls: string[] = [];
  let current = existing;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      calls.push(`subscribe userVisibleOnly=${options.userVisibleOnly}`);
      expect(options.applicationServerKey).toEqual(KEY_BYTES);
      current = fakeSubscription('https://push.example/new', KEY_BYTES);
      return current;
    },
  } as unknown as PushManagerLike;
  const server: PushServer = {
    publicKey: async () => KEY,
    save: async (json) => void calls.push(`save ${json.endpoint}`),
    remove: async (endpoint) => void calls.push(`remove ${endpoint}`),
  };
  return { pushManager, server, calls };
}

describe('subscribeToPush', () => {
  it('subscribes with the server key, user-visible only, and sends the subscription to the server', async () => {
    const f = fakes(null);
    const subscription = await subscribeToPush(f.pushManager, f.server);
    expect(subscription.endpoint).toBe('https://push.example/new');
    expect(f.calls).toEqual(['subscribe userVisibleOnly=true', 'save https://push.example/new']);
  });

  it('reuses a subscription made with the same key', async () => {
    const f = fakes(fakeSubscription('https://push.example/old', KEY_BYTES));
    await subscribeToPush(f.pushManager, f.server);
    expect(f.calls).toEqual(['save https://push.example/old']);
  });

  it('replaces a subscription made with another server key', async () => {
    const old = fakeSubscription('https://push.example/old', new Uint8Array([9, 9, 9]));
    const f = fakes(old);
    await subscribeToPush(f.pushManager, f.server);
    expect(old.unsubscribed).toBe(true);
    expect(f.calls).toEqual(['subscribe userVisibleOnly=true', 'save https://push.example/new']);
  });
});

describe('unsubscribeFromPush', () => {
  it('tells the server and unsubscribes in the browser', async () => {
    const sub = fakeSubscription('https://push.example/old', KEY_BYTES);
    const f = fakes(sub);
    await unsubscribeFromPush(f.pushManager, f.server);
    expect(f.calls).toEqual(['remove https://push.example/old']);
    expect(sub.unsubscribed).toBe(true);
  });

  it('still unsubscribes when the server cannot be told', async () => {
    const sub = fakeSubscription('https://push.example/old', KEY_BYTES);
    const f = fakes(sub);
    await unsubscribeFromPush(f.pushManager, { ...f.server, remove: () => Promise.reject(new Error('offline')) });
    expect(sub.unsubscribed).toBe(true);
  });

  it('does nothing without a subscription', async () => {
    const f = fakes(null);
    await unsubscribeFromPush(f.pushManager, f.server);
    expect(f.calls).toEqual([]);
  });
});

describe('base64UrlToBytes', () => {
  it('decodes base64url without padding', () => {
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('-_8')]).toEqual([251, 255]);
    expect(base64UrlToBytes('BPxkEy-_AQID')).toHaveLength(9);
  });
});
