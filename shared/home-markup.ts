/**
 * The sign-in screen written into the HTML of `/` (issue 26 §5): a signed-out visitor sees it as
 * soon as the HTML and the stylesheet are in, instead of after the app's JavaScript (168 KiB
 * gzip, seconds on 2G) has downloaded and run. The build renders it (web/home-markup.tsx,
 * scripts/prerender-home.tsx), the server puts it into `/` for a visitor without a session cookie
 * (sync-server/http/public-page.ts), and the app, once its router has loaded the screen, renders
 * the same screen over it in one commit (web/main.tsx).
 *
 * Until then it is a picture of the screen: `inert` (no focus, no typing that the app's screen
 * would then drop) and `aria-disabled`. It is shown only where the app would show the same:
 * HOME_MARKUP_GUARD, in the page's head, hides it when someone is signed in on this phone
 * (the stored user) or the app would speak another language (one chosen here, or the browser's
 * first: paraglide's rule, web/lib/locale.ts). It marks the page (HOME_MARKUP_OFF_CLASS) before
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

/** The attribute on the markup's wrapper. */
export const HOME_MARKUP_ATTRIBUTE = 'data-home-markup';

/** The class on `<html>` that hides the markup (web/styles.css has the rule). */
export const HOME_MARKUP_OFF_CLASS = 'gp-home-markup-off';

/**
 * The script that hides the markup where the app would not show it (see above). Its exact text
 * is allowed by the pages' CSP through its hash (sync-server/http/security-headers.ts): written
 * once, here. Its storage keys are the session's and paraglide's (checked by web/home-markup.test.ts).
 */
export const HOME_MARKUP_GUARD =
  "(function(){try{var s=localStorage,l=s.getItem('gp-locale'),n=(navigator.languages&&navigator.languages[0])||navigator.language||'en';" +
  `if(s.getItem('currentUser')||(l?l!=='en':n.split('-')[0].toLowerCase()!=='en'))document.documentElement.classList.add('${HOME_MARKUP_OFF_CLASS}')}catch(e){}})()`;

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
