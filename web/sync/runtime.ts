/**
 * Runs the sync engine for the signed-in user in this page and connects its triggers: start,
 * `online`, the page becoming visible, local writes (requestSync), and messages from the service
 * worker's Background Sync. Loaded lazily once someone is signed in: Dexie stays off the login
 * screen's first load.
 */
import { SYNC_PROTOCOL_VERSION } from '../../shared/sync-protocol';
import { deviceDb } from '../data/db';
import { onSyncRequested } from '../data/sync-trigger';
import { createSyncEngine, type SyncEngine } from './engine';
import { pullAll } from './pull-all';
import { workerPull } from './pull-in-worker';
import { guardStalls } from '../lib/stall-guard';

let current: { userId: string; engine: SyncEngine; stop: () => void } | null = null;
const watchers = new Set<() => void>();

/** The running engine, for the status bar. */
export function currentEngine(): SyncEngine | null {
  return current?.engine ?? null;
}

/** Notifies when the running engine changes (login, logout). */
export function watchEngine(listener: () => void): () => void {
  watchers.add(listener);
  return () => watchers.delete(listener);
}

/** Starts syncing `userId`'s device database (stopping any other user's engine first). */
export function startDeviceSync(userId: string): void {
  if (current?.userId === userId) return;
  stopDeviceSync();
  const db = deviceDb(userId);
  // Pages are fetched, parsed and stored in a worker: a big group's first pull never freezes the screen.
  const request = guardStalls((input, init) => fetch(input, init));
  const worker = workerPull(db, userId, SYNC_PROTOCOL_VERSION, () => pullAll(db, userId, SYNC_PROTOCOL_VERSION, (path) => request(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } })));
  const engine = createSyncEngine({ db, userId, pull: worker.pull });
  const sync = () => void engine.syncNow();
  const signalBack = () => void engine.signalBack();
  const whenVisible = () => {
    if (document.visibilityState === 'visible') sync();
  };
  const fromServiceWorker = (event: MessageEvent) => {
    if (event.data?.type === 'sync-requested') sync();
  };
  window.addEventListener('online', signalBack);
  document.addEventListener('visibilitychange', whenVisible);
  navigator.serviceWorker?.addEventListener('message', fromServiceWorker);
  onSyncRequested(() => {
    engine.requestSync();
    registerBackgroundSync();
  });
  current = {
    userId,
    engine,
    stop: () => {
      window.removeEventListener('online', signalBack);
      document.removeEventListener('visibilitychange', whenVisible);
      navigator.serviceWorker?.removeEventListener('message', fromServiceWorker);
      onSyncRequested(null);
      engine.stop();
      worker.close();
    },
  };
  for (const watcher of watchers) watcher();
  sync();
}

export function stopDeviceSync(): void {
  if (!current) return;
  current.stop();
  current = null;
  for (const watcher of watchers) watcher();
}

/**
 * Asks the browser to wake the service worker when connectivity returns (Chrome on Android),
 * so queued changes go out even if the app was closed. Elsewhere the triggers above suffice.
 */
function registerBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register('outbox'))
    .catch(() => {
      // Not supported or not allowed: the online/visibility triggers and backoff still run.
    });
}
