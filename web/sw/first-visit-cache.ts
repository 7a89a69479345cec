/**
 * The light service worker of a signed-out visit on mobile data (see precache-policy.ts): no
 * precache of the whole app, only the files this visit already has. They are immutable, hashed
 * assets the browser just downloaded, so keeping them costs (almost) no bytes: the HTTP cache
 * answers. It is its own small script (pwa/first-visit-worker.ts, about 1 KB) rather than the full
 * worker in a light mode: the full one carries workbox, the sync engine and the precache list
 * (about 65 KB on the wire), a third of what the visit downloads. The full worker, installed after
 * sign-up, drops these caches once it has its own.
 */
export const FIRST_VISIT_CACHE = 'gp-first-visit';
/** Where the light worker keeps index.html, which every navigation opens offline. */
export const FIRST_VISIT_SHELL_CACHE = 'gp-first-visit-shell';
/** Every cache of the light worker: what the full worker deletes. */
export const FIRST_VISIT_CACHES = [FIRST_VISIT_CACHE, FIRST_VISIT_SHELL_CACHE];
const FIRST_VISIT_SCRIPT = '/sw-first-visit.js';
/** Phones that met the light worker before it had its own script registered the full one with this. */
const LEGACY_FIRST_VISIT_PARAM = 'first-visit';

/** The script URL of the light worker. @example firstVisitWorkerUrl() === '/sw-first-visit.js' */
export function firstVisitWorkerUrl(): string {
  return FIRST_VISIT_SCRIPT;
}

/** Whether a worker script URL is the light one (its own script, or the older `/sw.js?first-visit`). */
export function isFirstVisitWorker(scriptUrl: string): boolean {
  const url = new URL(scriptUrl);
  return url.pathname === FIRST_VISIT_SCRIPT || url.searchParams.has(LEGACY_FIRST_VISIT_PARAM);
}

/** Same-origin hashed assets among `urls`: what a page may ask the light worker to keep. */
export function keepableAssets(urls: readonly unknown[], origin: string): string[] {
  const out = new Set<string>();
  for (const raw of urls) {
    if (typeof raw !== 'string') continue;
    try {
      const url = new URL(raw, origin);
      if (url.origin === origin && url.pathname.startsWith('/assets/')) out.add(url.pathname);
    } catch {
      // not a URL: ignore
    }
  }
  return [...out];
}

/** Puts the page's assets in the first-visit cache (from the HTTP cache where it has them). */
export async function keepFirstVisitFiles(urls: readonly unknown[], origin: string): Promise<void> {
  const cache = await caches.open(FIRST_VISIT_CACHE);
  for (const path of keepableAssets(urls, origin)) {
    if (await cache.match(path)) continue;
    try {
      const response = await fetch(path, { cache: 'force-cache' });
      if (response.ok) await cache.put(path, response);
    } catch {
      // offline now: the page keeps working online, and the next visit tries again
    }
  }
}
