/**
 * The client-side session (SPEC §4): the signed-in user lives in localStorage under
 * `currentUser`; every change is broadcast as a window `authStateChanged` event carrying the
 * user. Other tabs learn about changes through the `storage` event. The server's
 * `GET /api/auth/me` is the truth (DESIGN "Identity and auth"); this copy lets the app open
 * offline.
 */
import type { SessionUser } from '../../shared/auth-schemas';
import { toSessionUser } from '../../shared/session-user';
import { api, ApiError } from '../lib/api';

export const SESSION_STORAGE_KEY = 'currentUser';
export const AUTH_STATE_CHANGED = 'authStateChanged';

// useSyncExternalStore needs the same object back while nothing changed, so the parsed user is
// cached by the raw string it came from.
let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be unavailable (privacy mode, blocked cookies): behave as signed out.
    return null;
  }
}

/** The stored user, or null when signed out or when the stored value is not a valid user. */
export function getCurrentUser(): SessionUser | null {
  const raw = readStorage();
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = parseUser(raw);
  return cachedUser;
}

function parseUser(raw: string | null): SessionUser | null {
  if (raw === null) return null;
  try {
    return toSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Stores (or with null, removes) the user and broadcasts `authStateChanged`. */
export function setCurrentUser(user: SessionUser | null): void {
  try {
    if (user === null) globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
    else globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Quota or privacy mode: the event below still updates this page.
  }
  window.dispatchEvent(new CustomEvent<SessionUser | null>(AUTH_STATE_CHANGED, { detail: user }));
}

/** Calls `listener` on every session change in this tab or another one. */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key null means the whole storage was cleared.
    if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(AUTH_STATE_CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(AUTH_STATE_CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The server's answer is checked against the wire schema, loaded only for a stored user: zod
// stays off the entry (shared/session-user.ts says why).
const meAnswerSchema = async () => {
  const { sessionUserSchema } = await import('../../shared/auth-schemas');
  return { parse: (data: unknown) => sessionUserSchema.parse((data as { user?: unknown })?.user) };
};

export type SessionCheck = 'signed-in' | 'signed-out' | 'unverified';

/**
 * Checks the stored session against the server. 200 stores the server's user; 401 signs out;
 * no answer (offline) or any other failure keeps the stored user so the app works offline.
 */
export async function verifySession(): Promise<SessionCheck> {
  try {
    const user = await api.get('/api/auth/me', await meAnswerSchema());
    if (!sameUser(user, getCurrentUser())) setCurrentUser(user);
    return 'signed-in';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (getCurrentUser() !== null || readStorage() !== null) setCurrentUser(null);
      return 'signed-out';
    }
    return 'unverified';
  }
}

function sameUser(a: SessionUser, b: SessionUser | null): boolean {
  return b !== null && JSON.stringify(a) === JSON.stringify(b);
}

/** Asks the browser to keep our storage under pressure (DESIGN "Storage"); best effort. */
export function requestPersistentStorage(): void {
  void globalThis.navigator?.storage?.persist?.().catch(() => false);
}
