import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import { relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { publicAnswerPathOf } from '../../shared/embedded-answer';
import { SESSION_COOKIE } from './session-cookie';
import { NO_SHARED_RECEIPT, SHARE_PATH, sharedFlowUrl } from '../../shared/share-target';
import type { AppEnv } from './app-env';
import { homeLocale, publicPages } from './public-page';
import { LOCALE_COOKIE } from '../../shared/i18n/languages';

/**
 * Serves the built PWA from `webRoot` on the API's origin. Hashed files under /assets/ are cached
 * for a year; everything else (index.html, sw.js, the manifest) is revalidated so an update is
 * seen at once. Any other GET that is not an API call gets index.html: the client router decides.
 * Pre-compressed `.br` / `.gz` siblings written at build time are served when the browser accepts them.
 * The public pages get their own index.html (public-page.ts): preloads, and on group pages the group's summary.
 */
export function mountStatic(app: Hono<AppEnv>, webRoot: string): void {
  const root = relative(process.cwd(), webRoot) || '.';
  const pages = publicPages(webRoot);
  // `/` is one of six pages (with its sign-in screen in one of five languages, or without for a
  // session cookie), the same while the server runs: each is compressed once per encoding, at the
  // best ratio, and kept.
  const homePages = new Map<string, Uint8Array>();
  const cacheHeaders = (path: string, c: { header: (k: string, v: string) => void }) => {
    const immutable = /[/\\]assets[/\\]/.test(path);
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    // '/' is the sign-in page a visitor without the app opens: it gets its route's preloads below.
    if (pages && c.req.path === '/') return next();
    return serveStatic<AppEnv>({ root, precompressed: true, onFound: cacheHeaders })(c, next);
  });
  // A receipt shared into the app reaches the server only when no service worker took it (it keeps
  // the file on the phone): the flow then asks for the receipt; the body is never read.
  app.post(SHARE_PATH, (c) => c.redirect(sharedFlowUrl(NO_SHARED_RECEIPT), 303));
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api') return next();
    const answerPath = publicAnswerPathOf(c.req.path);
    if (pages && c.req.path === '/') {
      const locale = homeLocale(getCookie(c, LOCALE_COOKIE), c.req.raw);
      // Its sign-in screen is in the phone's language (public-page.ts homeLocale).
      return sendHtml(c, pages.render('/', null, { signedIn: getCookie(c, SESSION_COOKIE) !== undefined, locale }), homePages, 'Accept-Encoding, Cookie, Accept-Language');
    }
    if (pages && answerPath) {
      const json = await lookUpAnswer(app, c, answerPath);
      const signedIn = getCookie(c, SESSION_COOKIE) !== undefined;
      return sendHtml(c, pages.render(c.req.path, json === null ? null : { path: answerPath, json }, { signedIn }));
    }
    return serveStatic<AppEnv>({ root, path: 'index.html', precompressed: true, onFound: cacheHeaders })(c, next);
  });
}

/**
 * The public look-up's answer for `path`, asked of the app itself: the very answer the page would
 * fetch, through the same per-address limit and cache (the socket and X-Forwarded-For are passed
 * on, so the visitor is counted, not the server). Null when there is no group (or the visitor is
 * over the limit): the page then fetches and says so itself.
 */
async function lookUpAnswer(app: Hono<AppEnv>, c: Context<AppEnv>, path: string): Promise<string | null> {
  const headers = new Headers();
  const forwarded = c.req.header('x-forwarded-for');
  if (forwarded) headers.set('x-forwarded-for', forwarded);
  const res = await app.fetch(new Request(new URL(path, c.req.url), { headers }), c.env);
  return res.status === 200 ? res.text() : null;
}

/**
 * A page made per request is small (3-10 KB): compressed here, as the prebuilt files are. With
 * `kept`, a page that does not change: compressed once per encoding at the best ratio (brotli 11:
 * `/` with its sign-in screen, 9.5 KB, is 2.6 KB at quality 11 and 2.9 KB at 5), and the bytes kept in `kept`.
 * `vary`: the request headers the page depends on, for caches on the way.
 */
function sendHtml(c: Context<AppEnv>, html: string, kept?: Map<string, Uint8Array>, vary = 'Accept-Encoding') {
  const accepts = c.req.header('accept-encoding') ?? '';
  c.header('Content-Type', 'text/html; charset=utf-8');
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', vary);
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (encoding === null) return c.body(html);
  c.header('Content-Encoding', encoding);
  const key = `${encoding}\n${html}`;
  let body = kept?.get(key);
  if (body === undefined) {
    body = encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 11 : 5 } }) : gzipSync(html, { level: kept ? 9 : 6 });
    kept?.set(key, body);
  }
  return c.body(body as Uint8Array<ArrayBuffer>);
}
