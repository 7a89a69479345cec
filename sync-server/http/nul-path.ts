import { getPath } from 'hono/utils/url';

/**
 * The path the app routes on: Hono's (percent-decoded), with each NUL character (`%00`) made
 * U+FFFD. PostgreSQL text cannot hold a NUL, so a query naming one fails (a 500) where SQLite
 * finds nothing. No id, slug or link the server stores holds either character, so such a path
 * still names nothing, and each route answers its own "not found", on both engines.
 * @example new Hono({ getPath: routingPath }) // GET /api/groups/slug/ajo%00 -> 404 group-not-found
 */
export function routingPath(request: Request): string {
  return getPath(request).replaceAll('\u0000', '\uFFFD');
}
