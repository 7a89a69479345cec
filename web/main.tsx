import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getCurrentUser, subscribeToSession, verifySession } from './features/auth/session';
import { retryPendingLogout } from './features/auth/sign-in-out';
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
  const register = () => {
    void import('./pwa/register-sw').then((module) => module.registerServiceWorker());
  };
  window.addEventListener('load', () => {
    if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  });
}
