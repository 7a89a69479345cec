/**
 * This phone's push subscription and the server's copy of it (DESIGN "Server" web push):
 * GET /api/push/public-key, POST /api/push/subscriptions with PushSubscription.toJSON(),
 * DELETE /api/push/subscriptions { endpoint }.
 */
import * as z from 'zod';
import { apiRequest } from '../../lib/api';

/** The server's side, injectable for tests. */
export interface PushServer {
  publicKey(): Promise<string>;
  save(subscription: PushSubscriptionJSON): Promise<void>;
  remove(endpoint: string): Promise<void>;
}

const publicKeyAnswer = z.object({ publicKey: z.string().min(1) });

export const pushServer: PushServer = {
  publicKey: async () => (await apiRequest('GET', '/api/push/public-key', undefined, publicKeyAnswer)).publicKey,
  save: async (subscription) => void (await apiRequest('POST', '/api/push/subscriptions', subscription)),
  remove: async (endpoint) => void (await apiRequest('DELETE', '/api/push/subscriptions', { endpoint })),
};

/** The parts of a PushManager used here. */
export type PushManagerLike = Pick<PushManager, 'getSubscription' | 'subscribe'>;

/**
 * Subscribes this phone (reusing its subscription when it was made with the server's current
 * key) and sends it to the server. Needs the notification permission already granted.
 */
export async function subscribeToPush(pushManager: PushManagerLike, server: PushServer = pushServer): Promise<PushSubscription> {
  const key = base64UrlToBytes(await server.publicKey());
  let subscription = await pushManager.getSubscription();
  // A subscription made with an older server key would be refused by the push service.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await server.save(subscription.toJSON());
  return subscription;
}

/**
 * Stops pushes to this phone: tells the server (when it can) and drops the subscription in the
 * browser. The local unsubscribe is what counts: the push service then answers 410 and the server
 * forgets the endpoint by itself, so a failed DELETE (offline, logged out) leaks nothing.
 */
export async function unsubscribeFromPush(pushManager: Pick<PushManager, 'getSubscription'>, server: PushServer | null = pushServer): Promise<void> {
  const subscription = await pushManager.getSubscription();
  if (!subscription) return;
  if (server) await server.remove(subscription.endpoint).catch(() => {});
  await subscription.unsubscribe();
}

/** The service worker registration push uses; throws when the worker is not installed yet. */
export async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration())) throw new Error('The app is still installing on this phone.');
  return navigator.serviceWorker.ready;
}

/**
 * Decodes a VAPID key from base64url (no padding), as the server sends it.
 * @example base64UrlToBytes('AQID') // Uint8Array [1, 2, 3]
 */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (a === null || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}
