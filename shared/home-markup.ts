/**
 * The sign-in screen written into the HTML of `/` (issue 26 §5): a signed-out visitor sees it as
 * soon as the HTML and the stylesheet are in, instead of after the app's JavaScript (168 KiB
 * gzip, seconds on 2G) has downloaded and run. The build renders it (web/home-markup.tsx,
 * scripts/prerender-home.tsx), the server puts it into `/` for a visitor without a session cookie
 * (sync-server/http/public-page.ts), and the app, once its router has loaded the screen, renders
 * the same screen over it in one commit (web/main.tsx).
 *
 * Until then it is a picture of the screen: `inert` (no focus, no typing that the app's screen
 * would then drop) and `aria-disabled`. It is written in each language (one file per language,
 * HOME_MARKUP_FILE), and the server picks the one the phone's app will speak: the language it
 * stored in its cookie (LOCALE_COOKIE, web/lib/locale.ts), else the browser's (Accept-Language,
 * as paraglide reads navigator.languages), else English; `<html>` names it (HOME_MARKUP_LOCALE_ATTRIBUTE).
 * It is shown only where the app would show the same:
 * HOME_MARKUP_GUARD, in the page's head, hides it when someone is signed in on this phone
 * (the stored user) or the app would speak another language than the markup's (one chosen here,
 * else the browser's: paraglide's rule, web/lib/locale.ts). It marks the page (HOME_MARKUP_OFF_CLASS) before
 * the markup is even parsed, and the app's stylesheet, which blocks the first paint, hides the
 * markup on a marked page (web/styles.css): no paint can show it, even when the HTML arrives in
 * pieces. The app's first render then replaces it.
 *
 * The guard goes before the stylesheet's link (HOME_MARKUP_HEAD, sync-server/http/public-page.ts):
 * an inline script after a stylesheet still loading stops the parser until it is in, so the
 * markup would be parsed only then, and painted a frame later, after the app's scripts, which
 * have arrived meanwhile and run first. Before it, the markup is parsed while the stylesheet
 * downloads and painted as soon as it is in.
 */

import { LOCALES, type Locale } from './i18n/languages';

/** The attribute on the markup's wrapper. */
export const HOME_MARKUP_ATTRIBUTE = 'data-home-markup';

/** The class on `<html>` that hides the markup (web/styles.css has the rule). */
export const HOME_MARKUP_OFF_CLASS = 'gp-home-markup-off';

/** The attribute on `<html>` that names the language the markup is written in. */
export const HOME_MARKUP_LOCALE_ATTRIBUTE = 'data-home-locale';

/** The markup in `locale`, under the build's .vite folder (scripts/prerender-home.tsx writes it). */
export const HOME_MARKUP_FILE = (locale: Locale) => `home-markup.${locale}.html`;

/**
 * The script that hides the markup where the app would not show it (see above). Its exact text
 * is allowed by the pages' CSP through its hash (sync-server/http/security-headers.ts): written
 * once, here. Its storage keys are the session's and paraglide's, and its language is paraglide's
 * choice: the one stored, else the first of the browser's languages that is ours, by its whole tag
 * or its first part, in any case (checked by web/home-markup.test.ts).
 */
export const HOME_MARKUP_GUARD =
  `(function(){try{var d=document.documentElement,s=localStorage,l=s.getItem('gp-locale'),a=navigator.languages||[navigator.language],o=${JSON.stringify(LOCALES)},i,t;` +
  "for(i=0;!l&&i<a.length;i++){t=String(a[i]).toLowerCase();l=o.indexOf(t)>=0?t:o.indexOf(t.split('-')[0])>=0?t.split('-')[0]:null}" +
  `if(s.getItem('currentUser')||(l||'en')!==(d.getAttribute('${HOME_MARKUP_LOCALE_ATTRIBUTE}')||'en'))d.classList.add('${HOME_MARKUP_OFF_CLASS}')}catch(e){}})()`;

/** The guard's element, for the page's head, before the stylesheet's link (see above). */
export const HOME_MARKUP_HEAD = `<script>${HOME_MARKUP_GUARD}</script>`;

/**
 * The fragment that goes inside `<div id="root">`: the rendered screen in a wrapper that adds no
 * box of its own (display: contents). Its guard (HOME_MARKUP_HEAD) goes into the head.
 * @example homeMarkupFragment('<main>…</main>')
 */
export function homeMarkupFragment(screenHtml: string): string {
  return `<div ${HOME_MARKUP_ATTRIBUTE} inert aria-disabled="true" style="display:contents">${screenHtml}</div>`;
}
