import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/auth-schemas';
import { getCurrentUser, setCurrentUser } from './session';
import { completeSignIn, logOut, PENDING_LOGOUT_KEY, retryPendingLogout } from './sign-in-out';

const member: SessionUser = {
  id: 'u-2',
  fullName: 'Bola Ade',
  username: 'bola',
  phoneNumber: '+2348051234567',
  role: 'member',
};

let storage: Map<string, string>;
let fetchMock: ReturnType<typeof vi.fn>;

function answerWith(outcome: 'ok' | 'offline') {
  fetchMock = vi.fn(async () => {
    if (outcome === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('navigator', { storage: { persist: vi.fn(async () => true) } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logOut', () => {
  it('clears the session and tells the server', async () => {
    setCurrentUser(member);
    answerWith('ok');
    await logOut();

    expect(getCurrentUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(storage.has(PENDING_LOGOUT_KEY)).toBe(false);
  });

  it('clears the session even offline, and remembers to tell the server later', async () => {
    setCurrentUser(member);
    answerWith('offline');
    await logOut();

    expect(getCurrentUser()).toBeNull();
    expect(storage.get(PENDING_LOGOUT_KEY)).toBe('1');
  });

  it('remembers the logout while the server is being told, so an app closed meanwhile tells it at the next start', async () => {
    setCurrentUser(member);
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    void logOut();
    await Promise.resolve();

    expect(getCurrentUser()).toBeNull();
    expect(storage.get(PENDING_LOGOUT_KEY)).toBe('1');
  });
});

describe('retryPendingLogout', () => {
  it('does nothing when no logout is pending', async () => {
    answerWith('ok');
    await retryPendingLogout();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the pending logout and forgets it once the server heard it', async () => {
    storage.set(PENDING_LOGOUT_KEY, '1');
    answerWith('ok');
    await retryPendingLogout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(storage.has(PENDING_LOGOUT_KEY)).toBe(false);
  });

  it('keeps it pending while the server is still unreachable', async () => {
    storage.set(PENDING_LOGOUT_KEY, '1');
    answerWith('offline');
    await retryPendingLogout();
    expect(storage.get(PENDING_LOGOUT_KEY)).toBe('1');
  });
});

describe('completeSignIn', () => {
  it('stores the user, drops a pending logout so it cannot end the new session, and asks for persistent storage', () => {
    storage.set(PENDING_LOGOUT_KEY, '1');
    completeSignIn(member);

    expect(getCurrentUser()).toEqual(member);
    expect(storage.has(PENDING_LOGOUT_KEY)).toBe(false);
    expect(navigator.storage.persist).toHaveBeenCalled();
  });
});
