import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id that ties log lines together: a request's id while it runs (its database work and the
 * jobs it queues carry it too), or a background job's own. Kept in AsyncLocalStorage so a service
 * several calls deep logs with its request's id without being handed one: the one process-wide
 * store of the server, holding nothing but what the current async call chain runs for.
 */
const current = new AsyncLocalStorage<string>();

/**
 * Runs `work` with `requestId` as the current id (and everything it awaits or schedules).
 * @example await withRequestId(c.get('requestId'), () => next())
 */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return current.run(requestId, work);
}

/**
 * The id of the request (or job) this code runs for, or null outside one (start-up, a timer).
 * @example await insert(tx).run({ …, requestId: currentRequestId() })
 */
export function currentRequestId(): string | null {
  return current.getStore() ?? null;
}
