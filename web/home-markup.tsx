/**
 * The HTML of `/` as a signed-out visitor's phone first shows it (shared/home-markup.ts): the
 * app's own router and screens, rendered once at build time in English with nobody signed in
 * (scripts/prerender-home.tsx). Run under Node, where there is no window and no storage.
 */
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseSearch, stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';

export async function renderHomeScreen(): Promise<string> {
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
}
