import { send, type Reply } from '../sync-server/security/crash-server';

/**
 * A client of several server processes behind a load balancer, for tests/two-processes.test.ts:
 * each request names the process (port) it goes to and carries the client's address in
 * X-Forwarded-For, as a proxy in front would (the servers run with TRUST_PROXY=1).
 */

export interface Client {
  id: string;
  cookie: string;
  /** The address the load balancer puts in X-Forwarded-For. */
  ip: string;
}

/**
 * One request as the load balancer forwards it; an answer must come back.
 * @example const me = await call(ports[1], 'GET', '/api/auth/me', { who: admin })
 */
export async function call(port: number, method: string, path: string, opts: { who?: Client; ip?: string; body?: unknown; key?: string } = {}): Promise<Reply> {
  const reply = await send(port, method, path, {
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    ...(opts.who ? { cookie: opts.who.cookie } : {}),
    ...(opts.key ? { key: opts.key } : {}),
    headers: { 'x-forwarded-for': opts.who?.ip ?? opts.ip ?? '10.9.9.9' },
  });
  if (!reply) throw new Error(`${method} ${path} on ${port}: no answer`);
  return reply;
}

/** The reply, when its status is `status`; else throws with its body. @example expectStatus(reply, 201, 'register') */
export function expectStatus(reply: Reply, status: number, what: string): Reply {
  if (reply.status !== status) throw new Error(`${what}: expected ${status}, got ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply;
}

/** The session cookie a sign-in set, as a Cookie header. @example cookieOf(registered) // 'gp_session=…' */
export const cookieOf = (reply: Reply) => {
  const setCookie = reply.headers['set-cookie'];
  return ((Array.isArray(setCookie) ? setCookie[0] : setCookie) ?? '').split(';')[0] ?? '';
};

/** A request whose body or answer is bytes (a proof image). @example await fetchBytes(port, 'PUT', `/api/proofs/${sha}`, member, bytes) */
export function fetchBytes(port: number, method: 'GET' | 'PUT', path: string, who: Client, body?: Uint8Array<ArrayBuffer>): Promise<Response> {
  const headers: Record<string, string> = { cookie: who.cookie, 'x-forwarded-for': who.ip, ...(body ? { 'content-type': 'application/octet-stream' } : {}) };
  return fetch(`http://127.0.0.1:${port}${path}`, { method, headers, ...(body ? { body } : {}) });
}
