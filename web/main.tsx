import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { getCurrentUser, subscribeToSession, verifySession } from './session/session';
import { retryPendingLogout } from './session/sign-in-out';
import { whenHandoverAllowed } from './lib/handover-gate';
import { firstPaintLanding } from './public-first-paint/landing-of';
import { HOME_MARKUP_ATTRIBUTE, HOME_MARKUP_OFF_CLASS } from '../shared/home-markup';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

// A signed-out visitor on a public group page whose answer the server wrote into the HTML (the
// WhatsApp link) sees the group before the router has downloaded (about a third of the JS):
// the first paint renders the same screens, and the router takes the page over when it is
// ready. Everyone else starts with the router, which index.html preloads beside this entry.
const landing = getCurrentUser() ? null : firstPaintLanding(window.location.pathname, document);
const firstPaint = landing
  ? import('./public-first-paint/FirstPaint')
      .then(({ FirstPaint }) =>
        // Rendered now (flushSync), so the frame waited for below is the one that shows it.
        flushSync(() =>
          root.render(
            <StrictMode>
              <FirstPaint landing={landing} />
            </StrictMode>,
          ),
        ),
      )
      // Until the group is on the screen: the router's download and run would otherwise come
      // between the render and its frame.
      .then(afterNextPaint)
    // Should it not load, the router shows the page as before.
    .catch(() => undefined)
  : null;

/** Resolves once the next frame has been painted (a task after its animation frame). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves in a task of its own: what follows does not lengthen the task that ran before. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// `/` of a signed-out visitor came with its sign-in screen in the HTML (shared/home-markup.ts),
// a still picture until the app renders the same screen over it, in one commit, once loaded.
// Where its guard hid it (HOME_MARKUP_OFF_CLASS), the app starts as it would without it; its first render replaces it.
const homeMarkup = document.querySelector(`[${HOME_MARKUP_ATTRIBUTE}]`) !== null && !document.documentElement.classList.contains(HOME_MARKUP_OFF_CLASS);

// After the first paint, so that has the (2G) line to itself.
void (firstPaint ?? Promise.resolve()).then(() => import('./router')).then(async ({ router, RouterApp, takeOverFirstPaint }) => {
  // Login, logout and other tabs change the session: re-run the route guards.
  subscribeToSession(() => {
    void router.invalidate();
  });
  // The router's module ran in this task, its screen's loading and its render each get their
  // own: one long task would hold a tap on the page for all three.
  await nextTask();
  if (firstPaint) {
    // The route's screen is loaded before the router renders, so it replaces the first paint's
    // markup with the same in one commit; a wizard the visitor has begun keeps the page until
    // it is back on its first step (lib/handover-gate.ts).
    await router.load();
    await nextTask();
    await whenHandoverAllowed();
    takeOverFirstPaint();
  } else if (homeMarkup) {
    // The screen's chunks are in before the first render, so it never shows a blank page between.
    // Should they fail (the signal gone), the router renders what it has rather than leave the picture.
    await router.load().catch(() => undefined);
    await nextTask();
  }
  const app = (
    <StrictMode>
      <RouterApp />
    </StrictMode>
  );
  // Over a first paint, rendered in the task that found no press under way (lib/handover-gate.ts):
  // rendered a task later, a press could begin on the first paint's elements and end on the
  // router's, and make no click. The route's screen is loaded (router.load), so nothing suspends.
  if (firstPaint || homeMarkup) flushSync(() => root.render(app));
  else root.render(app);
  // The router has the page from here on: a browser test waits for this before it relies on it.
  document.documentElement.dataset.router = 'ready';
});

// The stored user opens the app at once (offline too); the server then confirms or ends it.
if (getCurrentUser()) void verifySession();
else void retryPendingLogout();

if (import.meta.env.PROD) {
  // After the page is up and idle: the service worker is not needed to show the first screen,
  // nor is the code that installs it (pwa/start-worker.ts), which is not in this entry's chunk.
  // Should it not load (the signal gone), it is tried again when the signal comes back.
  const start = () =>
    void import('./pwa/start-worker')
      .then(({ startWorker }) => startWorker((path) => void import('./router').then(({ router }) => router.navigate({ href: path }))))
      .catch(() => window.addEventListener('online', start, { once: true }));
  window.addEventListener('load', () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000)));
}
