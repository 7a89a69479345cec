/**
 * Registers the service worker (web/sw.ts, built to /sw.js) with workbox-window. Imported
 * lazily after the first render so neither it nor workbox-window is on the critical path.
 *
 * Update flow ('prompt'): a new worker installs and waits; we offer the update; on 'Reload' we
 * ask it to skip waiting and reload once it controls the page, so every tab runs one version.
 *
 * It also starts the page's side of notification taps: the worker asks, and `navigate` (the
 * router's, passed in by main.tsx: this layer sits below the router) shows the screen.
 */
import { Workbox } from 'workbox-window';
import { listenForNotificationNavigation } from './notification-navigation';
import { offerUpdate } from './update-store';
import { firstVisitWorkerUrl, isFirstVisitWorker } from '../sw/first-visit-cache';

let listening = false;

/**
 * `firstVisit`: the light worker (pwa/first-visit-cache.ts) for a signed-out visit on mobile data;
 * otherwise the full one. Going from the light worker to the full one is no new version of the
 * app: it takes over at once, with no 'New version available' prompt and no reload.
 */
export async function registerServiceWorker({ firstVisit = false, navigate }: { firstVisit?: boolean; navigate: (path: string) => void }): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (!listening) listenForNotificationNavigation(navigate);
  listening = true;

  const wb = new Workbox(firstVisit ? firstVisitWorkerUrl() : '/sw.js');
  const replacingLight = () => {
    const current = navigator.serviceWorker.controller?.scriptURL;
    return !firstVisit && current !== undefined && isFirstVisitWorker(current);
  };
  wb.addEventListener('waiting', () => {
    if (replacingLight()) {
      wb.messageSkipWaiting();
      return;
    }
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
  if (firstVisit) {
    // The files this visit already downloaded, for the light worker to keep (from the HTTP cache).
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    const worker = (await navigator.serviceWorker.ready).active;
    worker?.postMessage({ type: 'KEEP_FILES', urls: [...urls, ...[...document.scripts].map((script) => script.src).filter(Boolean)] });
  }
}
