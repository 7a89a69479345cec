/**
 * Registers the service worker (web/sw.ts, built to /sw.js) with workbox-window. Imported
 * lazily after the first render so neither it nor workbox-window is on the critical path.
 *
 * Update flow ('prompt'): a new worker installs and waits; we offer the update; on 'Reload' we
 * ask it to skip waiting and reload once it controls the page, so every tab runs one version.
 *
 * It also starts the page's side of notification taps: the worker asks, the router navigates.
 */
import { Workbox } from 'workbox-window';
import { router } from '../router';
import { listenForNotificationNavigation } from './notification-navigation';
import { offerUpdate } from './update-store';

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  listenForNotificationNavigation((path) => void router.navigate({ href: path }));

  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  await wb.register();
}
