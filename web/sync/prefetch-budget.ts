/**
 * How many receipts a sync run may download ahead of time, for an admin's offline review.
 *
 * Issue 12: forty receipts per run were 7.4 MB, nearly four minutes of 2G, paid by the megabyte.
 * The server's thumbnails (issue 26 §6, at most 20 KB) are prefetched on any connection unless the
 * phone asks to save data, so the review shows every pending receipt offline; full receipts are
 * prefetched only where the bytes cost nothing: an unmetered connection (Wi-Fi or Ethernet, as the
 * Network Information API names it) without Save-Data, and even then with a count and a byte cap
 * per run. Anywhere else — a phone on mobile data, or a browser that does not say (desktop
 * Chrome, Safari, Firefox: unknown counts as metered) — a full receipt is downloaded when the admin
 * opens it, and the thumbnail stands in when there is no signal (ui/ProofImage.tsx).
 */

/** What the Network Information API tells about the connection (Chromium only, hence not in lib.dom). */
export interface NetworkConnection {
  type?: string;
  saveData?: boolean;
}

/** How many receipts and bytes this run may prefetch, and how many of the server's thumbnails. */
export interface PrefetchBudget {
  count: number;
  bytes: number;
  /** Thumbnails (at most 20 KB each, made by the server) of the pending receipts not prefetched whole. */
  thumbnails: number;
}

/** Most proofs fetched for offline review per sync run: a long queue fills over several runs. */
export const PREFETCH_PER_RUN = 40;
/** Most bytes of proofs fetched per run, even on Wi-Fi: about five receipts. */
export const PREFETCH_BYTES_PER_RUN = 1_000_000;
/**
 * Most thumbnails fetched per run, on any connection: forty at 8–20 KB are under a megabyte (a
 * 10 KB receipt's thumbnail is a second of 2G), what one whole receipt costs.
 */
export const THUMBNAILS_PER_RUN = 40;

const NOTHING: PrefetchBudget = { count: 0, bytes: 0, thumbnails: 0 };
const UNMETERED = new Set(['wifi', 'ethernet']);

/**
 * What this run may prefetch on `connection`: nothing with Save-Data on (the user asked for it);
 * on a connection not known to be unmetered, thumbnails only (up to THUMBNAILS_PER_RUN); else
 * also up to PREFETCH_PER_RUN whole receipts and PREFETCH_BYTES_PER_RUN bytes.
 * @example prefetchBudget({ type: 'cellular' }) // { count: 0, bytes: 0, thumbnails: 40 }
 */
export function prefetchBudget(connection: NetworkConnection | undefined): PrefetchBudget {
  if (connection?.saveData) return NOTHING;
  if (!connection || !UNMETERED.has(connection.type ?? '')) return { ...NOTHING, thumbnails: THUMBNAILS_PER_RUN };
  return { count: PREFETCH_PER_RUN, bytes: PREFETCH_BYTES_PER_RUN, thumbnails: THUMBNAILS_PER_RUN };
}

/** The browser's `navigator.connection` where it has one (page or service worker), else undefined. */
export function networkConnection(): NetworkConnection | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as typeof navigator & { connection?: NetworkConnection }).connection;
}
