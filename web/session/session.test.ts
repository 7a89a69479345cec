import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/auth-schemas';
import {
  AUTH_STATE_CHANGED,
  getCurrentUser,
  SESSION_STORAGE_KEY,
  setCurrentUser,
  subscribeToSession,
  verifySession,
} from './session';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const ada: SessionUser = {
  id: '7d9f1c2e-1111-4a5b-9c3d-000000000001',
  fullName: 'Ada Obi',
  username: 'ada',
  phoneNumber: '+2348031234567',
  role: 'admin',
};

let storage: MemoryStorage;
let win: EventTarget;

beforeEach(() => {
  storage = new MemoryStorage();
  win = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', win);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

describe('session store', () => {
  it('is signed out when nothing is stored', () => {
    expect(getCurrentUser()).toBeNull();
  });

  it('stores the user as JSON under currentUser and restores it', () => {
    setCurrentUser(ada);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY)!)).toEqual(ada);
    expect(getCurrentUser()).toEqual(ada);
  });

  it('broadcasts authStateChanged with the user, then with null on logout', () => {
    const details: unknown[] = [];
    win.addEventListener(AUTH_STATE_CHANGED, (event) => details.push((event as CustomEvent).detail));

    setCurrentUser(ada);
    setCurrentUser(null);

    expect(details).toEqual([ada, null]);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getCurrentUser()).toBeNull();
  });

  it('treats stored text that is not JSON as signed out', () => {
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(getCurrentUser()).toBeNull();
  });

  it('treats a stored object that is not a session user as signed out', () => {
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...ada, role: 'owner' }));
    expect(getCurrentUser()).toBeNull();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ id: ada.id }));
    expect(getCurrentUser()).toBeNull();
  });

  it('returns the same object while storage is unchanged (stable snapshot for React)', () => {
    setCurrentUser(ada);
    const first = getCurrentUser();
    expect(getCurrentUser()).toBe(first);
    setCurrentUser({ ...ada, fullName: 'Ada N. Obi' });
    expect(getCurrentUser()).not.toBe(first);
    expect(getCurrentUser()?.fullName).toBe('Ada N. Obi');
  });

  it('notifies subscribers of changes here and of currentUser changes in other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);

    setCurrentUser(ada);
    win.dispatchEvent(storageEvent(SESSION_STORAGE_KEY));
    win.dispatchEvent(storageEvent(null));
    win.dispatchEvent(storageEvent('pendingGroupJoin'));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    setCurrentUser(null);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('verifySession', () => {
  const answer = (status: number, body?: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status })),
    );

  it("stores the server's user when /api/auth/me answers 200", async () => {
    setCurrentUser({ ...ada, fullName: 'Old Name' });
    answer(200, { user: ada });
    await expect(verifySession()).resolves.toBe('signed-in');
    expect(getCurrentUser()).toEqual(ada);
  });

  it('signs out when the server answers 401', async () => {
    setCurrentUser(ada);
    answer(401, { message: 'Please log in to continue.' });
    await expect(verifySession()).resolves.toBe('signed-out');
    expect(getCurrentUser()).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    setCurrentUser(ada);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(verifySession()).resolves.toBe('unverified');
    expect(getCurrentUser()).toEqual(ada);
  });

  it('keeps the stored user on a server error', async () => {
    setCurrentUser(ada);
    answer(503, { message: 'Service Unavailable' });
    await expect(verifySession()).resolves.toBe('unverified');
    expect(getCurrentUser()).toEqual(ada);
  });

  it('does not broadcast when the server confirms the same user', async () => {
    setCurrentUser(ada);
    const listener = vi.fn();
    win.addEventListener(AUTH_STATE_CHANGED, listener);
    answer(200, { user: ada });
    await verifySession();
    expect(listener).not.toHaveBeenCalled();
  });
});
