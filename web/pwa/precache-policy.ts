/**
 * Whether this visit may install the FULL service worker, which downloads the whole app (about
 * 400 KB) for offline use. A member opening a WhatsApp link on mobile data pays for every byte
 * before they even decide to join: there they get the light worker (pwa/first-visit-cache.ts: the
 * page they opened still opens offline) and the full one follows the sign-up (or a switch to
 * Wi-Fi). Signed in, or on a connection that is not metered, the full one installs at once.
 * Browsers that do not tell (no navigator.connection, or no type) count as unmetered unless the
 * connection is slow.
 * @example shouldInstallServiceWorker({ signedIn: false, connection: { type: 'cellular' } }) // false
 */
export interface ConnectionInfo {
  type?: string;
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW = new Set(['slow-2g', '2g', '3g']);

export function shouldInstallServiceWorker({ signedIn, connection }: { signedIn: boolean; connection: ConnectionInfo | undefined }): boolean {
  if (signedIn) return true;
  if (!connection) return true;
  if (connection.saveData) return false;
  if (connection.type === 'cellular') return false;
  return !SLOW.has(connection.effectiveType ?? '');
}
