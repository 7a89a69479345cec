import { useSyncExternalStore } from 'react';
import { currentEngine, watchEngine } from './runtime';
import type { SyncStatus } from './engine';

const idle: SyncStatus = { phase: 'idle', lastSyncedAt: null, lastError: null };

function subscribe(listener: () => void) {
  let unsubscribeEngine = currentEngine()?.subscribe(listener);
  const unwatch = watchEngine(() => {
    unsubscribeEngine?.();
    unsubscribeEngine = currentEngine()?.subscribe(listener);
    listener();
  });
  return () => {
    unwatch();
    unsubscribeEngine?.();
  };
}

/** The running sync engine's status (idle when none runs), re-rendering on every change. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribe, () => currentEngine()?.getStatus() ?? idle, () => idle);
}

/** Runs a sync now (or right after the one in progress); resolves when it ends. */
export function syncNow(): Promise<unknown> {
  return currentEngine()?.syncNow() ?? Promise.resolve();
}
