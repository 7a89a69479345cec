/**
 * What a tap on a push notification does (DESIGN "Web"): bring the app forward at the
 * notification's deep link. Plain functions with the service worker's `clients` passed in, so
 * tests can drive them: the DevTools protocol cannot fire `notificationclick`.
 */
import { sameOriginPath } from '../lib/same-origin-path';

/**
 * The message the worker posts to an open page, which navigates with its router (no reload) and
 * answers on the message's port.
 */
export interface NavigateMessage {
  type: 'navigate';
  url: string;
}

/** The parts of a WindowClient used here. */
export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  /** Reloads the window at a URL; only for windows this worker controls. */
  navigate(url: string): Promise<unknown>;
  postMessage(message: NavigateMessage, transfer: Transferable[]): void;
}

/** The parts of the worker's `self.clients` used here. */
export interface ClientsLike {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** How long an open page has to say it took the navigate message before the window is reloaded there. */
export const NAVIGATE_ACK_TIMEOUT_MS = 1500;

/**
 * Focuses an open window of the app and shows `url` in it, or opens a new window there when none
 * is open. A foreign or missing URL opens (or just focuses) the app at its home instead.
 *
 * An open page is asked to navigate with its router (no reload, nothing to download); a page
 * that does not answer in time (still starting, or an old version) is reloaded at the URL.
 * Call it inside `event.waitUntil` of `notificationclick`: browsers allow focus and openWindow
 * only while the click is being handled.
 */
export async function openFromNotification(
  url: unknown,
  clients: ClientsLike,
  origin: string,
  ackTimeoutMs = NAVIGATE_ACK_TIMEOUT_MS,
): Promise<'focused' | 'opened'> {
  const path = sameOriginPath(url, origin);
  // includeUncontrolled: a tab opened before this worker took control is still our app.
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => sameOriginPath(client.url, origin) !== null);
  if (!open) {
    await clients.openWindow(path ?? '/');
    return 'opened';
  }
  // Focus first, while the click still allows it; a refused focus must not stop the navigation.
  await open.focus().catch(() => {});
  if (path !== null && !(await askToNavigate(open, path, ackTimeoutMs))) {
    await open.navigate(path).catch(() => {}); // refused for a window this worker does not control
  }
  return 'focused';
}

/** Posts the navigate message with a reply port; true once the page answers, false after the timeout. */
function askToNavigate(client: WindowClientLike, path: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (answered: boolean) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(answered);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    channel.port1.onmessage = () => finish(true);
    client.postMessage({ type: 'navigate', url: path }, [channel.port2]);
  });
}

/** True for the worker's navigate message; the page checks the URL again before using it. */
export function isNavigateMessage(data: unknown): data is NavigateMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'navigate' && typeof (data as { url?: unknown }).url === 'string';
}
