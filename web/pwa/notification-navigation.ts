/**
 * The page's half of a notification tap: when the service worker focuses this window it posts
 * { type: 'navigate', url } (web/push/notification-click.ts), and the router moves there without
 * reloading. It answers on the message's port; a page that does not answer (this listener starts
 * after the first render) is reloaded at the URL by the worker instead.
 */
import { sameOriginPath } from '../lib/same-origin-path';
import { isNavigateMessage } from '../sw/notification-click';

/** Starts listening; returns the function that stops. */
export function listenForNotificationNavigation(navigate: (path: string) => void): () => void {
  const container = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    if (!isNavigateMessage(event.data)) return;
    const path = sameOriginPath(event.data.url, window.location.origin);
    if (path === null) return;
    // The answer tells the worker not to reload this window at the URL itself.
    event.ports[0]?.postMessage('ok');
    navigate(path);
  };
  container.addEventListener('message', onMessage);
  return () => container.removeEventListener('message', onMessage);
}
