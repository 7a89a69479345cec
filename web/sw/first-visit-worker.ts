/// <reference lib="webworker" />
/**
 * The light service worker (pwa/first-visit-cache.ts), built on its own into /sw-first-visit.js
 * by vite.config.ts: a signed-out visit on mobile data downloads about 1 KB of worker instead of
 * the full one. It does what the full worker's light mode did, without workbox:
 * - keeps index.html (so every page of the app opens offline, as the full worker's does),
 * - answers /assets/ from what this visit downloaded, keeping each file on first use,
 * - keeps the files the page names (KEEP_FILES), from the HTTP cache,
 * - waits for SKIP_WAITING to take over as an update, like the full one.
 * Push and Background Sync need a signed-in user, who gets the full worker.
 */
import { FIRST_VISIT_CACHE, FIRST_VISIT_SHELL_CACHE, keepFirstVisitFiles } from './first-visit-cache';

declare const self: ServiceWorkerGlobalScope;
/** A hash of the built index.html: a new build makes a new script, so the browser installs it and keeps the new shell. */
declare const __INDEX_REVISION__: string;

const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(FIRST_VISIT_SHELL_CACHE).then(async (cache) => {
      const response = await fetch(new Request(`${SHELL}?__rev=${__INDEX_REVISION__}`, { cache: 'no-cache' }));
      if (!response.ok) throw new Error(`index.html: ${response.status}`);
      await cache.put(SHELL, response);
    }),
  );
});

// Take control of the page that registered it, so a reload with the network off is answered.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || request.method !== 'GET') return;
  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    // As the full worker does: the kept index.html, and the router takes it from there.
    event.respondWith(caches.match(SHELL, { cacheName: FIRST_VISIT_SHELL_CACHE }).then((kept) => kept ?? fetch(request)));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(assetFirstFromCache(request));
  }
});

/** Hashed files never change: the kept copy if there is one, else the network's, kept for next time. */
async function assetFirstFromCache(request: Request): Promise<Response> {
  const cache = await caches.open(FIRST_VISIT_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data?.type === 'KEEP_FILES' && Array.isArray(event.data.urls)) event.waitUntil(keepFirstVisitFiles(event.data.urls, self.location.origin));
});
