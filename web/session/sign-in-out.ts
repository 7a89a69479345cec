/**
 * Signing in and out. Logout (SPEC §2): clear the session and return to '/', even offline. A flag
 * remembers the logout until the server has heard it, and the next start while logged out tells
 * it then, so a shared phone does not keep a live session cookie.
 */
import { logout } from './logout-api';
import type { SessionUser } from '../../shared/auth-schemas';
import { settleLocaleAtSignIn } from './user-locale';
import { requestPersistentStorage, setCurrentUser } from './session';

export const PENDING_LOGOUT_KEY = 'pendingLogout';

export async function logOut(): Promise<void> {
  setCurrentUser(null);
  // Remembered before the server is told: an app closed while the request is on its way (on 2G,
  // seconds) tells the server at the next start instead of leaving the session alive.
  try {
    localStorage.setItem(PENDING_LOGOUT_KEY, '1');
  } catch {
    // Storage unavailable: nothing more we can do; the cookie expires on its own.
  }
  try {
    await logout();
    removeFlag();
  } catch {
    // Offline: the flag stays, and the next start while logged out tells the server.
  }
}

/** Finishes a logout the server never heard about. Call only while logged out. */
export async function retryPendingLogout(): Promise<void> {
  if (readFlag() === null) return;
  try {
    await logout();
    removeFlag();
  } catch {
    // Still unreachable: try again next start.
  }
}

/**
 * Stores the user who just logged in or signed up. A new login supersedes an unsent logout
 * (retrying it would end the new session), and it is the moment to ask for persistent storage
 * (DESIGN "Storage"), and to settle the language between this device and the user (user-locale.ts).
 */
export function completeSignIn(user: SessionUser): void {
  removeFlag();
  setCurrentUser(user);
  requestPersistentStorage();
  settleLocaleAtSignIn(user);
}

function readFlag(): string | null {
  try {
    return localStorage.getItem(PENDING_LOGOUT_KEY);
  } catch {
    return null;
  }
}

function removeFlag(): void {
  try {
    localStorage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // ignore: see readFlag
  }
}
