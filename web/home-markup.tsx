/**
 * The HTML of `/` as a signed-out visitor's phone first shows it (shared/home-markup.ts): the
 * app's own router and screens, rendered once at build time in each language with nobody signed
 * in (scripts/prerender-home.tsx). Run under Node, where there is no window and no storage.
 */
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../shared/i18n/languages';
import { getLocale, overwriteGetLocale } from '../shared/i18n/paraglide/runtime.js';
import { endPageLocale, showInLocaleUnlessChosen } from './lib/locale';
import { parseSearch, stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';

/** The sign-in screen in `locale` (English by default). */
export async function renderHomeScreen(locale: Locale = 'en'): Promise<string> {
  // The texts in `locale`, and the app's own language (its picker) too, as a page in a language
  // nobody chose shows it (nothing is stored: there is no storage here); for this render only,
  // whatever language function the process had.
  const languageBefore = getLocale;
  overwriteGetLocale(() => locale);
  showInLocaleUnlessChosen(locale);
  try {
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: ['/'] }),
      context: { getCurrentUser: () => null },
      parseSearch,
      stringifySearch,
      isServer: true,
    });
    await router.load();
    return renderToStaticMarkup(<RouterProvider router={router} />);
  } finally {
    overwriteGetLocale(languageBefore);
    endPageLocale();
  }
}
