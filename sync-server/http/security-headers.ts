import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { HOME_MARKUP_GUARD } from '../../shared/home-markup';

/** The one inline script a page may run: the guard of `/`'s sign-in markup (shared/home-markup.ts), allowed by its hash. */
const HOME_MARKUP_GUARD_HASH = `'sha256-${createHash('sha256').update(HOME_MARKUP_GUARD).digest('base64')}'`;

/**
 * The pages (the PWA's HTML, its scripts, the service worker): the full set, with the CSP that
 * keeps injected script from running.
 */
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", HOME_MARKUP_GUARD_HASH],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
  overwrite: false,
});

/**
 * What protects an API answer, which no browser renders as a page: never sniffed into HTML or
 * script (nosniff), never framed, and never readable by another site's <script>/<img> tags
 * (CORP). A CSP, HSTS, referrer and DNS-prefetch policies only matter for documents, and cost
 * ~800 bytes on every JSON answer of a phone on 2G.
 */
const API_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** The API's minimal set under /api, the pages' full set elsewhere; a header a route set itself (a proof's stricter CSP) is kept. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  if (!c.req.path.startsWith('/api/')) return pageHeaders(c, next);
  await next();
  for (const [name, value] of Object.entries(API_HEADERS)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
};
