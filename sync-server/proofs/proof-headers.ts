/**
 * The headers a proof image is served with (a contribution's proof, a payout's receipt): never
 * sniffed into anything but its stored type, never able to run script, cached for a year by the
 * browser only (the bytes under a hash never change, and they are not for shared caches).
 */
export const PROOF_RESPONSE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cache-Control': 'private, max-age=31536000, immutable',
} as const;
