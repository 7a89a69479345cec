/**
 * Installs the service worker once the page is up (main.tsx imports this lazily, after the load
 * event and an idle moment): on a metered connection a signed-out visitor (a WhatsApp link) gets
 * the light worker, which keeps only what this visit downloaded; the full one (the whole app, most
 * of a first visit's bytes) follows the sign-up or a switch to Wi-Fi (pwa/precache-policy.ts).
 */
import { getCurrentUser, subscribeToSession } from '../session/session';
import { shouldInstallServiceWorker, type ConnectionInfo } from './precache-policy';

/**
 * Registers the worker this visit may have now, and again whenever that changes: a sign-in, a
 * change of connection, the signal back after a registration that did not finish.
 * `navigate` shows a screen for a notification tap (the router's: this layer sits below it).
 */
export function startWorker(navigate: (path: string) => void): void {
  let registered: 'none' | 'first-visit' | 'full' = 'none';
  const connection = (navigator as Navigator & { connection?: ConnectionInfo & EventTarget }).connection;
  const registerWhenAllowed = () => {
    const full = shouldInstallServiceWorker({ signedIn: getCurrentUser() !== null, connection });
    if (registered === 'full' || (registered === 'first-visit' && !full)) return;
    registered = full ? 'full' : 'first-visit';
    void import('./register-sw')
      .then((module) => module.registerServiceWorker({ firstVisit: !full, navigate }))
      .catch(() => {
        // The signal went before the worker's script (or this code) arrived: the page has no
        // worker, and would not open offline. Tried again when the signal comes back.
        registered = 'none';
      });
  };
  registerWhenAllowed();
  subscribeToSession(registerWhenAllowed);
  // Back online: also when the worker was registered but could not finish installing (the signal
  // went while it fetched the app), which leaves no registration at all: start again.
  window.addEventListener('online', () => {
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => {
        if (!registration?.active && !registration?.installing && !registration?.waiting) registered = 'none';
      })
      .catch(() => undefined)
      .finally(registerWhenAllowed);
  });
  connection?.addEventListener('change', registerWhenAllowed);
}
