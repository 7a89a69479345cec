/**
 * Background Sync in the service worker (Chrome on Android wakes it when a signal returns, even
 * with the app closed). If a page of the app is open, that page's engine does the work; otherwise
 * the worker runs the same engine itself, for the user the server's session says is signed in —
 * never another user's outbox with this cookie.
 */
import { sessionUserSchema } from '../../shared/auth-schemas';
import { openDeviceDb } from '../data/db';
import { createSyncEngine } from './engine';

export interface WorkerSyncDeps {
  windowClients: () => Promise<readonly { postMessage(message: unknown): void }[]>;
  fetch: typeof fetch;
}

export async function syncFromWorker(deps: WorkerSyncDeps): Promise<'delegated' | 'synced' | 'signed-out' | 'failed'> {
  const clients = await deps.windowClients();
  if (clients.length > 0) {
    for (const client of clients) client.postMessage({ type: 'sync-requested' });
    return 'delegated';
  }
  const me = await deps.fetch('/api/auth/me', { credentials: 'same-origin' });
  if (me.status === 401) return 'signed-out';
  if (!me.ok) throw new Error(`auth check failed: ${me.status}`); // the browser retries the sync event later
  const user = sessionUserSchema.parse(((await me.json()) as { user: unknown }).user);
  const db = openDeviceDb(user.id);
  try {
    const result = await createSyncEngine({ db, userId: user.id, fetch: deps.fetch }).syncNow();
    if (!result.ok && result.reason !== 'signed-out') throw new Error(`sync failed: ${result.reason}`);
    return result.ok ? 'synced' : 'signed-out';
  } finally {
    db.close();
  }
}
