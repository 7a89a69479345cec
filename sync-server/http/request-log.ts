import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { Log } from '../observe/log';
import { withRequestId } from '../observe/log-context';
import type { Metrics } from '../observe/metrics';
import type { AppEnv } from './app-env';

/** The header that carries a request's id: answered on every response, read from a trusted proxy only. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Gives every request an id (a proxy's X-Request-Id when the proxy is trusted, else a new UUID),
 * answers it in X-Request-Id, runs the request with it as the log context (its database work and
 * the jobs it queues log it too), and writes one line when it is answered: method, route pattern,
 * status, duration, user id. Never the path's ids, a query, a header, a body: no phone number,
 * code, cookie or proof can reach the log from here. The same numbers go to the metrics.
 * @example app.use('*', requestLog({ log, metrics, trustProxy: false }))
 */
export function requestLog(deps: { log: Log; metrics: Metrics; trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  const { log, metrics } = deps;
  // An id from the client itself is not taken: anyone could then write any id into our log.
  const assignId = requestId({ headerName: deps.trustProxy ? REQUEST_ID_HEADER : '', limitLength: 64 });
  return async (c, next) => {
    const started = performance.now();
    await assignId(c, async () => {
      c.header(REQUEST_ID_HEADER, c.var.requestId);
      await withRequestId(c.var.requestId, next);
    });
    const seconds = (performance.now() - started) / 1000;
    // The pattern of the handler that answered ('/api/groups/:id'), '' for a static file or 404 with no route.
    const route = routePath(c) || 'unmatched';
    const status = c.res.status;
    metrics.request(c.req.method, route, status, seconds);
    const line = { requestId: c.var.requestId, method: c.req.method, route, status, ms: Math.round(seconds * 10_000) / 10, userId: c.var.user?.id ?? null };
    if (status >= 500) log.error(line, 'request');
    else log.info(line, 'request');
  };
}
