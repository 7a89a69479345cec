/**
 * How many reverse proxies in front of the server append to `X-Forwarded-For`: `TRUST_PROXY=1`
 * (or `true`) for one nginx, `2` for a load balancer and nginx, unset/`0`/`false` for none.
 * @example trustedHops('true') === 1; trustedHops('2') === 2; trustedHops(undefined) === 0
 */
export function trustedHops(setting: string | undefined): number {
  const value = (setting ?? '').trim().toLowerCase();
  if (value === 'true') return 1;
  return /^\d{1,2}$/.test(value) ? Number(value) : 0;
}

/**
 * The client's address from `X-Forwarded-For` behind `hops` trusted proxies, or null when the
 * header cannot say (no proxy trusted, or fewer entries than proxies).
 *
 * Each proxy APPENDS the address it received the request from (nginx's
 * `$proxy_add_x_forwarded_for`), so everything left of what our own proxies wrote came from the
 * client and is forgeable: the client is the entry `hops` places from the right, never the
 * left-most one.
 * @example forwardedClient('6.6.6.6, 102.89.1.1', 1) === '102.89.1.1'
 */
export function forwardedClient(header: string | undefined, hops: number): string | null {
  if (hops < 1 || !header) return null;
  const entries = header.split(',').map((entry) => entry.trim());
  const client = entries[entries.length - hops];
  return client ? client : null;
}
