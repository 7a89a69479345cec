/// <reference lib="webworker" />
/**
 * The GroupPurse service worker, built by vite-plugin-pwa (injectManifest) into /sw.js.
 *
 * - Precaches the app shell (JS, CSS, HTML, icons, manifest), so after one visit the app opens
 *   with the network off.
 * - Navigations get the precached index.html (the router takes it from there), except /api/.
 * - Updates wait until the page says SKIP_WAITING (the 'New version available' prompt).
 *
 * Push, notificationclick and Background Sync handlers come in later issues: add each as its own
 * section below, with its logic in a plain function that tests can call.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { syncFromWorker } from './sync/worker-sync';

declare const self: ServiceWorkerGlobalScope;

// --- App shell -------------------------------------------------------------------------------
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//],
  }),
);

// --- Lifecycle -------------------------------------------------------------------------------
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Take control of open pages right after the first install, so the very first visit is
// already served offline on its next navigation. Updates still wait for SKIP_WAITING above.
clientsClaim();

// --- Background Sync: queued changes go out when a signal returns, even with the app closed ---
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'outbox') return;
  // A rejection tells the browser to retry this sync event later, with its own backoff.
  sync.waitUntil(
    syncFromWorker({
      windowClients: () => self.clients.matchAll({ type: 'window' }),
      fetch: (input, init) => fetch(input, init),
    }),
  );
});
