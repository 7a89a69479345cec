/**
 * The share target (issue 27 §1): where the manifest's share_target posts a receipt shared from
 * another app, for the service worker (web/sw/share-target.ts) and for the server, which answers it
 * only when no worker did (web/sw.ts keeps the file; the server has no session to keep it for).
 */

/** Where the manifest's share_target posts (multipart/form-data). */
export const SHARE_PATH = '/share-receipt';
/** The form field the manifest names for the shared files. */
export const SHARE_FIELD = 'receipt';
/** The `shared` search value when no image came: the flow asks for the receipt. */
export const NO_SHARED_RECEIPT = 'none';

/**
 * Where the pay flow opens: with the shared receipt's id on the phone, or NO_SHARED_RECEIPT.
 * @example sharedFlowUrl('abc') === '/member-payment?shared=abc'
 */
export const sharedFlowUrl = (shared: string) => `/member-payment?shared=${encodeURIComponent(shared)}`;
