/**
 * Live push status for the screens: the user's stored choice combined with the browser's
 * permission, which can also change outside the app (site settings), so it is re-read when the
 * permission changes, when the app comes back to the front, and when another tab chooses.
 */
import { useSyncExternalStore } from 'react';
import { preferenceKey, pushStatus, readPushPreference, type PushStatus } from './push-preference';
import { currentPushPermission } from './push-support';

const listeners = new Set<() => void>();
let watchingBrowser = false;

/** Tells every screen to re-read the status (after a choice, a subscribe or an unsubscribe). */
export function notifyPushChanged(): void {
  for (const listener of listeners) listener();
}

function watchBrowser(): void {
  if (watchingBrowser) return;
  watchingBrowser = true;
  document.addEventListener('visibilitychange', notifyPushChanged);
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(preferenceKey(''))) notifyPushChanged();
  });
  navigator.permissions
    ?.query({ name: 'notifications' })
    .then((status) => status.addEventListener('change', notifyPushChanged))
    .catch(() => {});
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  watchBrowser();
  return () => listeners.delete(listener);
}

/** 'on' | 'off' | 'blocked' | 'unsupported' for this user on this phone, kept current. */
export function usePushStatus(userId: string): PushStatus {
  return useSyncExternalStore(
    subscribe,
    () => pushStatus(readPushPreference(userId), currentPushPermission()),
    () => 'unsupported',
  );
}
