import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getCurrentUser, subscribeToSession, verifySession } from './features/auth/session';
import { retryPendingLogout } from './features/auth/sign-in-out';
import { shouldInstallServiceWorker, type ConnectionInfo } from './pwa/precache-policy';
import { router } from './router';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Login, logout and other tabs change the session: re-run the route guards.
subscribeToSession(() => {
  void router.invalidate();
});

// The stored user opens the app at once (offline too); the server then confirms or ends it.
if (getCurrentUser()) void verifySession();
else void retryPendingLogout();

if (import.meta.env.PROD) {
  // After the page is up and idle: the service worker is not needed to show the first screen.
  // On a metered connection a signed-out visitor (a WhatsApp link) gets the light worker, which
  // keeps only what this visit downloaded; the full one (the whole app, most of a first visit's
  // bytes) follows the sign-up or a switch to Wi-Fi (pwa/precache-policy.ts).
  let registered: 'none' | 'first-visit' | 'full' = 'none';
  const connection = (navigator as Navigator & { connection?: ConnectionInfo & EventTarget }).connection;
  const registerWhenAllowed = () => {
    const full = shouldInstallServiceWorker({ signedIn: getCurrentUser() !== null, connection });
    if (registered === 'full' || (registered === 'first-visit' && !full)) return;
    registered = full ? 'full' : 'first-visit';
    void import('./pwa/register-sw').then((module) => module.registerServiceWorker({ firstVisit: !full }));
  };
  window.addEventListener('load', () => {
    if ('requestIdleCallback' in window) requestIdleCallback(registerWhenAllowed, { timeout: 5000 });
    else setTimeout(registerWhenAllowed, 1000);
  });
  subscribeToSession(registerWhenAllowed);
  connection?.addEventListener('change', registerWhenAllowed);
}
