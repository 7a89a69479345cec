import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../../shared/auth-schemas';
import { getCurrentUser, subscribeToSession } from './session';

/** The signed-in user, re-rendering on login, logout and changes made in other tabs. */
export function useCurrentUser(): SessionUser | null {
  return useSyncExternalStore(subscribeToSession, getCurrentUser, () => null);
}
