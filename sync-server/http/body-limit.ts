import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, without its cost on the common request: a body whose size the client declared
 * (Content-Length, no Transfer-Encoding) is judged by that header alone, which Node's HTTP parser
 * holds the client to, and a GET or HEAD carries none. Hono's own asks for `c.req.raw.body` first,
 * which makes @hono/node-server build a full Request and a web stream for every call; only a
 * chunked body, whose size nobody knows until it is read, still goes through it.
 * @example api.use('*', limitBody({ maxSize: 64 * 1024, onError: (c) => c.json({ … }, 413) }))
 */
export function limitBody(options: { maxSize: number; onError: (c: Context) => Response | Promise<Response> }): MiddlewareHandler {
  const streamed = bodyLimit(options);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number(declared) > options.maxSize) return options.onError(c);
    await next();
  };
}
