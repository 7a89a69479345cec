/// <reference lib="webworker" />
/**
 * The GroupPurse service worker, built by vite-plugin-pwa (injectManifest) into /sw.js.
 *
 * - Precaches the app shell (JS, CSS, HTML, icons, manifest), so after one visit the app opens
 *   with the network off.
 * - Navigations get the precached index.html (the router takes it from there), except /api/.
 * - Updates wait until the page says SKIP_WAITING (the 'New version available' prompt).
 *
 * - Push shows a notification; a tap on it focuses or opens the app at its deep link.
 * - Background Sync sends queued changes when a signal returns.
 * - A receipt shared from another app (the manifest's share_target) is kept and opens the pay flow.
 *
 * Each handler is its own section below, with its logic in a plain function that tests can call.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { FIRST_VISIT_CACHE, FIRST_VISIT_CACHES, isFirstVisitWorker, keepFirstVisitFiles } from './sw/first-visit-cache';
import { openFromNotification } from './sw/notification-click';
import { notificationFromPush } from './sw/push-notification';
import { syncFromWorker } from './sync/worker-sync';
import { keepSharedReceipt } from './data/shared-receipts';
import { isShare, receiveShare } from './sw/share-target';

declare const self: ServiceWorkerGlobalScope;

// --- App shell -------------------------------------------------------------------------------
// A signed-out visitor on mobile data gets the light worker (`/sw.js?first-visit`, see
// pwa/precache-policy.ts): it precaches only index.html and keeps the files that visit already
// downloaded, so the page they opened still opens offline without downloading the whole app.
// After sign-up (or on Wi-Fi) the page registers the full worker, which precaches everything.
const firstVisit = isFirstVisitWorker(self.location.href);
const manifest = self.__WB_MANIFEST;
precacheAndRoute(firstVisit ? manifest.filter((entry) => (typeof entry === 'string' ? entry : entry.url) === 'index.html') : manifest);
cleanupOutdatedCaches();
if (firstVisit) {
  registerRoute(({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'), new CacheFirst({ cacheName: FIRST_VISIT_CACHE }));
  self.addEventListener('message', (event) => {
    if (event.data?.type === 'KEEP_FILES' && Array.isArray(event.data.urls)) event.waitUntil(keepFirstVisitFiles(event.data.urls, self.location.origin));
  });
} else {
  self.addEventListener('activate', (event) => event.waitUntil(Promise.all(FIRST_VISIT_CACHES.map((name) => caches.delete(name)))));
}

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//],
  }),
);

// --- Share target: a receipt shared from the bank app opens the pay flow, offline too ---------
// Before Workbox's routes (which answer GETs only): the POST never reaches the network.
self.addEventListener('fetch', (event) => {
  if (!isShare(event.request, self.location.origin)) return;
  event.respondWith(receiveShare(event.request, (file, text) => keepSharedReceipt(file, text, new Date())));
});

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

// --- Web push: on the lock screen, one tap from the contribution ------------------------------
self.addEventListener('push', (event) => {
  const { title, options } = notificationFromPush(event.data?.text() ?? null);
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, options),
      // A push means the server has news: open pages pull it now, so the screen matches the
      // notification. With no page open, the next start syncs.
      self.clients.matchAll({ type: 'window' }).then((windows) => {
        for (const client of windows) client.postMessage({ type: 'sync-requested' });
      }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  event.waitUntil(openFromNotification(url, self.clients, self.location.origin));
});
