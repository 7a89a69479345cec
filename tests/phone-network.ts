import type { TestApp } from '../sync-server/testing/test-app';

/**
 * The network between test phones and the real server app: up, down, or losing the answer to
 * the next sync push on the way back (the server applied it; the phone never heard). Each phone's
 * fetch carries its own cookie; `requests` records what reached the server ('PUT /api/proofs/…').
 */
export function phoneNetwork(t: () => TestApp) {
  const net = { state: 'up' as 'up' | 'down' | 'lose-push-answer', requests: [] as string[] };
  function fetchFor(cookie: string): typeof fetch {
    return async (input, init) => {
      const url = String(input);
      if (net.state === 'down') throw new TypeError('Failed to fetch');
      net.requests.push(`${init?.method ?? 'GET'} ${url.split('?')[0]}`);
      const response = await t().app.request(url, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });
      if (net.state === 'lose-push-answer' && url.includes('/sync/push')) {
        net.state = 'up';
        throw new TypeError('network lost before the answer arrived');
      }
      return response;
    };
  }
  return Object.assign(net, { fetchFor });
}
