import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { relative } from 'node:path';
import type { AppEnv } from './app-env';

/**
 * Serves the built PWA from `webRoot` on the API's origin. Hashed files under /assets/ are cached
 * for a year; everything else (index.html, sw.js, the manifest) is revalidated so an update is
 * seen at once. Any other GET that is not an API call gets index.html: the client router decides.
 * Pre-compressed `.br` / `.gz` siblings written at build time are served when the browser accepts them.
 */
export function mountStatic(app: Hono<AppEnv>, webRoot: string): void {
  const root = relative(process.cwd(), webRoot) || '.';
  const cacheHeaders = (path: string, c: { header: (k: string, v: string) => void }) => {
    const immutable = /[/\\]assets[/\\]/.test(path);
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    return serveStatic<AppEnv>({ root, precompressed: true, onFound: cacheHeaders })(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    return serveStatic<AppEnv>({ root, path: 'index.html', precompressed: true, onFound: cacheHeaders })(c, next);
  });
}
