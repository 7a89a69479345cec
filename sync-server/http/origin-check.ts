import type { MiddlewareHandler } from 'hono';
import { refuse } from '../outcome/outcome';
import { answerRefusal } from './json';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a state-changing request whose Origin is another site, or
 * that the browser marks as cross-site, is refused. Requests without an Origin (non-browser
 * clients, which carry no ambient cookie risk) pass. `allowedOrigins` adds origins besides the
 * request's own host (e.g. the Vite dev server).
 */
export function originCheck(allowedOrigins: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const refused = () => answerRefusal(c, refuse('cross-site'));
    if (fetchSite === 'cross-site') return refused();
    if (origin !== undefined) {
      if (origin === 'null') return refused();
      const host = c.req.header('host');
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        return refused();
      }
      if (originHost !== host && !allowedOrigins.includes(origin)) return refused();
    }
    return next();
  };
}
