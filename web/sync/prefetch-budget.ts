/**
 * How many receipts a sync run may download ahead of time, for an admin's offline review.
 *
 * Issue 12: forty receipts per run were 7.4 MB, nearly four minutes of 2G, paid by the megabyte.
 * Until the server makes small thumbnails (issue 13 brings image decoding), full receipts are
 * prefetched only where the bytes cost nothing: an unmetered connection (Wi-Fi or Ethernet, as the
 * Network Information API names it) without Save-Data, and even then with a count and a byte cap
 * per run. Anywhere else — a phone on mobile data, or a browser that does not say (desktop
 * Chrome, Safari, Firefox: unknown counts as metered) — a receipt is downloaded when the admin
 * opens it (the review screen says so when there is no signal: features/review/ProofImage.tsx).
 */

/** What the Network Information API tells about the connection (Chromium only, hence not in lib.dom). */
export interface NetworkConnection {
  type?: string;
  saveData?: boolean;
}

/** How many receipts and bytes this run may prefetch. */
export interface PrefetchBudget {
  count: number;
  bytes: number;
}

/** Most proofs fetched for offline review per sync run: a long queue fills over several runs. */
export const PREFETCH_PER_RUN = 40;
/** Most bytes of proofs fetched per run, even on Wi-Fi: about five receipts. */
export const PREFETCH_BYTES_PER_RUN = 1_000_000;

const NOTHING: PrefetchBudget = { count: 0, bytes: 0 };
const UNMETERED = new Set(['wifi', 'ethernet']);

/**
 * What this run may prefetch on `connection`: nothing with Save-Data on (the user asked for it)
 * or on a connection that is not known to be unmetered; else up to PREFETCH_PER_RUN receipts
 * and PREFETCH_BYTES_PER_RUN bytes.
 * @example prefetchBudget({ type: 'cellular' }) // { count: 0, bytes: 0 }
 */
export function prefetchBudget(connection: NetworkConnection | undefined): PrefetchBudget {
  if (!connection || connection.saveData || !UNMETERED.has(connection.type ?? '')) return NOTHING;
  return { count: PREFETCH_PER_RUN, bytes: PREFETCH_BYTES_PER_RUN };
}

/** The browser's `navigator.connection` where it has one (page or service worker), else undefined. */
export function networkConnection(): NetworkConnection | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as typeof navigator & { connection?: NetworkConnection }).connection;
}
