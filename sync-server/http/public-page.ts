import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedAnswerElement } from '../../shared/embedded-answer';
import { HOME_MARKUP_FILE, HOME_MARKUP_HEAD, HOME_MARKUP_LOCALE_ATTRIBUTE } from '../../shared/home-markup';
import { BASE_LOCALE, LOCALES, htmlLang, isLocale, type Locale } from '../../shared/i18n/languages';
import { extractLocaleFromHeader } from '../../shared/i18n/paraglide/runtime.js';

/** A group's Custom URL, /{customSlug}: the one public page with a notice board. */
const CUSTOM_URL = /^\/[^/]+\/?$/;

/** Manifest keys (prefixes) of the code-split route each public page opens. */
const ROUTE_CHUNKS: { page: RegExp; key: string }[] = [
  { page: /^\/$/, key: 'routes/index.tsx?' },
  { page: /^\/register\/[^/]+\/?$/, key: 'routes/register/$link.tsx?' },
  { page: /^\/join\/[^/]+\/?$/, key: 'routes/join/$registrationId.tsx?' },
  { page: CUSTOM_URL, key: 'routes/$groupSlug/index.tsx?' },
];

/**
 * Manifest keys of the public group landing's first paint (web/public-first-paint), which a
 * signed-out visitor's page renders before the router, and of the router, which index.html
 * preloads for every other page (vite.config.ts preloadRouter).
 */
const FIRST_PAINT_CHUNK = 'first-paint'; // the chunk's name (vite.config.ts firstPaintChunks)
/** The Custom URL's notice board (issue 27 §2), which the landing imports when it has one to show. */
const NOTICE_BOARD_CHUNK = 'notice-board';
const ROUTER_KEY = 'router.tsx';

type ViteManifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/** Every file `keys` load statically, in load order. */
function chunksOf(manifest: ViteManifest, keys: string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.push(manifest[key].file);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * The HTML of the public pages (`/` and the group pages), built from the app's index.html: a modulepreload for
 * exactly the chunks of the page's route that index.html does not load already (the browser
 * fetches them beside the entry instead of after it has run), and the group's look-up answer
 * when there is one. A WhatsApp link on 2G otherwise waits for HTML, then the entry, then the
 * route's chunks, then the look-up: four round trips of about a second each.
 * Null when the build has no Vite manifest (then index.html is served as it is).
 */
export function publicPages(webRoot: string) {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest;
  const indexHtml = readFileSync(join(webRoot, 'index.html'), 'utf8');
  // The sign-in screen of `/` for a visitor without a session (shared/home-markup.ts), in each language the build wrote it in.
  const homeMarkups = new Map<Locale, string>();
  for (const locale of LOCALES) {
    const file = join(webRoot, '.vite', HOME_MARKUP_FILE(locale));
    if (existsSync(file)) homeMarkups.set(locale, readFileSync(file, 'utf8'));
  }
  const inHtml = new Set([...indexHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));
  const linksTo = (files: string[]) => files.filter((file) => !inHtml.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  // The notice board is a dynamic import of the landing: preloaded on a Custom URL page beside the
  // chunks that import it, it comes in the same round trip instead of after the group shows.
  const noticeBoardKeys = Object.keys(manifest).filter((key) => manifest[key]!.name === NOTICE_BOARD_CHUNK);
  const withNoticeBoard = (page: RegExp, keys: string[]) => (page === CUSTOM_URL ? [...keys, ...noticeBoardKeys] : keys);
  const preloads = ROUTE_CHUNKS.map(({ page, key }) => ({
    page,
    links: linksTo(chunksOf(manifest, withNoticeBoard(page, Object.keys(manifest).filter((k) => k.startsWith(key))))),
  }));
  // A signed-out visitor on a group page with its answer sees the group before the router
  // downloads: the first paint's chunks are preloaded instead, and the router's preloads are
  // left out, so the first paint has the whole (2G) line to itself.
  const firstPaintKey = Object.keys(manifest).find((key) => manifest[key]!.name === FIRST_PAINT_CHUNK);
  const firstPaintFiles = chunksOf(manifest, firstPaintKey ? [firstPaintKey] : []);
  const routerOnly = new Set(chunksOf(manifest, [ROUTER_KEY]).filter((file) => !firstPaintFiles.includes(file)));
  const firstPaintHtml = firstPaintKey
    ? indexHtml.replace(/\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g, (link, file: string) => (routerOnly.has(file) ? '' : link))
    : indexHtml;
  const firstPaintLinks = linksTo(firstPaintFiles);
  // After the first paint's own, which the group needs first.
  const firstPaintNoticeLinks = firstPaintLinks + linksTo(chunksOf(manifest, noticeBoardKeys).filter((file) => !firstPaintFiles.includes(file)));

  return {
    /**
     * index.html for `pathname`, with `answer` (the look-up's JSON text) if given, and the
     * preloads of what the page renders first: on a group page with its answer, for a visitor
     * not `signedIn` (no session cookie), the first paint; otherwise the router and its route.
     * `/` for a visitor not `signedIn` carries the sign-in screen's markup too, in `locale` (the
     * phone's language: homeLocale), when the build wrote it.
     */
    render(pathname: string, answer: { path: string; json: string } | null, { signedIn = false, locale = BASE_LOCALE }: { signedIn?: boolean; locale?: Locale } = {}): string {
      const firstPaint = answer !== null && !signedIn && firstPaintKey !== undefined;
      const homeMarkup = pathname === '/' && !signedIn ? homeMarkups.get(locale) : undefined;
      const withHomeMarkup = homeMarkup !== undefined;
      let html = firstPaint ? firstPaintHtml : indexHtml;
      // `/` for a visitor without a session: the sign-in screen is in the HTML itself, and the
      // page says which language it is in (its guard and the screen readers read it).
      if (withHomeMarkup) {
        html = html
          .replace('<div id="root"></div>', () => `<div id="root">${homeMarkup}</div>`)
          .replace(/<html\b[^>]*>/, () => `<html lang="${htmlLang(locale)}" ${HOME_MARKUP_LOCALE_ATTRIBUTE}="${locale}">`);
      }
      const links = firstPaint
        ? CUSTOM_URL.test(pathname) ? firstPaintNoticeLinks : firstPaintLinks
        : (preloads.find(({ page }) => page.test(pathname))?.links ?? '');
      const summary = answer ? embeddedAnswerElement(answer.path, answer.json) : '';
      if (withHomeMarkup) {
        // The screen is painted from the HTML and the stylesheet alone: the app's scripts come
        // after the stylesheet rather than share the (2G) line with it, and its guard runs before
        // the stylesheet's link, so the parser never waits for it (shared/home-markup.ts).
        html = html.replace(/<script type="module"|<link rel="stylesheet"/, (tag) => `${HOME_MARKUP_HEAD}${tag}`);
      }
      // Before the entry script, so the answer is in the document when the app first renders.
      // A replacer function: the group's name may hold `$&` and the like, which a string would expand.
      html = html.replace(/<script type="module"/, () => `${summary}${links}<script type="module"`);
      return withHomeMarkup ? html.replace(/<script type="module" crossorigin|<link rel="modulepreload" crossorigin/g, (tag) => `${tag} fetchpriority="low"`) : html;
    },
  };
}

/**
 * The language the app on this phone will speak, as far as the server can tell: the one it keeps
 * in its cookie (web/lib/locale.ts), else the browser's (Accept-Language, negotiated as paraglide
 * negotiates navigator.languages on the phone), else English. The sign-in screen of `/` comes in
 * it; where the phone then decides otherwise, the screen's guard hides it (shared/home-markup.ts).
 */
export function homeLocale(cookie: string | undefined, request: Request): Locale {
  if (isLocale(cookie)) return cookie;
  const fromBrowser = extractLocaleFromHeader(request);
  return isLocale(fromBrowser) ? fromBrowser : BASE_LOCALE;
}
