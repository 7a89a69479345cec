/**
 * The light service worker of a signed-out visit on mobile data (see precache-policy.ts): no
 * precache of the whole app, only the files this visit already has. They are immutable, hashed
 * assets the browser just downloaded, so keeping them costs (almost) no bytes: the HTTP cache
 * answers. The full worker, installed after sign-up, drops this cache once it has its own.
 */
export const FIRST_VISIT_CACHE = 'gp-first-visit';
const FIRST_VISIT_PARAM = 'first-visit';

/** The script URL of the light worker. @example firstVisitWorkerUrl() === '/sw.js?first-visit' */
export function firstVisitWorkerUrl(): string {
  return `/sw.js?${FIRST_VISIT_PARAM}`;
}

/** Whether a worker script URL is the light one. */
export function isFirstVisitWorker(scriptUrl: string): boolean {
  return new URL(scriptUrl).searchParams.has(FIRST_VISIT_PARAM);
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
