import { useCallback, useEffect, useState } from 'react';
import { errors_tryLater } from '../../../../shared/i18n/paraglide/messages.js';
import { ApiError, errorMessage, OfflineError } from '../../../lib/api';
import { useOnline } from '../../../lib/use-online';

/** Where a public lookup stands. 'offline' is kept apart from 'not-found' on purpose. */
export type Lookup<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; value: T }
  | { status: 'not-found' }
  | { status: 'offline' }
  | { status: 'failed'; message: string };

/**
 * How a failed lookup reads. 404 (and 400, a link the server cannot read) mean no such group;
 * no answer at all means no network, which must not be shown as 'Group Not Found'.
 * @example classifyLookupError(new ApiError(404, '404: Not found', undefined)) // { status: 'not-found' }
 */
export function classifyLookupError(error: unknown): Lookup<never> {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { status: 'not-found' };
  if (error instanceof OfflineError) return { status: 'offline' };
  return { status: 'failed', message: errorMessage(error, errors_tryLater()) };
}

// Answers already seen in this page's life, per loader: going from the landing page to the
// wizard, or back, shows the group at once (and offline), while a fresh copy is fetched.
const seen = new WeakMap<object, Map<string, unknown>>();

function cacheOf(load: object): Map<string, unknown> {
  let cache = seen.get(load);
  if (!cache) {
    cache = new Map();
    seen.set(load, cache);
  }
  return cache;
}

interface Settled<T> {
  key: string;
  attempt: number;
  lookup: Lookup<T>;
  /** Settled with the browser offline: a 'found' is then the copy kept on the device. */
  whileOffline: boolean;
}

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Loads `key` with `load` (a module-level function, so it is stable) and follows the network:
 * a lookup that failed for lack of network, or was answered from the device's copy, runs again
 * when the browser comes back online.
 * `key` null means nothing to look up yet. `embedded` gives the answer the server wrote into the
 * page, if any: it is shown at once, and `load` still runs to refresh it.
 */
export function useLookup<T>(
  key: string | null,
  load: (key: string) => Promise<T>,
  embedded?: (key: string) => T | undefined,
): { lookup: Lookup<T>; retry: () => void } {
  if (key !== null && embedded && !cacheOf(load).has(key)) {
    const value = embedded(key);
    if (value !== undefined) cacheOf(load).set(key, value);
  }
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    const cache = cacheOf(load);
    load(key).then(
      (value) => {
        cache.set(key, value);
        if (current) setSettled({ key, attempt, lookup: { status: 'found', value }, whileOffline: browserOffline() });
      },
      (error: unknown) => {
        const lookup = classifyLookupError(error);
        if (lookup.status === 'not-found') cache.delete(key);
        if (current) setSettled({ key, attempt, lookup, whileOffline: browserOffline() });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, load]);

  const refreshWhenOnline = settled?.key === key && (settled.lookup.status === 'offline' || settled.whileOffline);
  useEffect(() => {
    if (online && refreshWhenOnline) setAttempt((n) => n + 1);
  }, [online, refreshWhenOnline]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { lookup: current(key, attempt, settled, load), retry };
}

function current<T>(key: string | null, attempt: number, settled: Settled<T> | null, load: object): Lookup<T> {
  if (key === null) return { status: 'idle' };
  const cached = cacheOf(load).get(key) as T | undefined;
  const mine = settled?.key === key ? settled : null;
  // A known group stays on screen while it is refreshed or when the refresh fails offline.
  if (cached !== undefined && (mine === null || mine.attempt !== attempt || mine.lookup.status !== 'not-found')) {
    return { status: 'found', value: cached };
  }
  if (mine === null || mine.attempt !== attempt) return { status: 'loading' };
  return mine.lookup;
}
