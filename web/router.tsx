import { createRouter, Link, RouterProvider } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import './lib/refusal-wording';
import { useLocale } from './lib/locale';
import { parseSearch, stringifySearch } from './lib/search-params';
import { getCurrentUser } from './session/session';
import { PageNavigationProvider, type PageNavigation } from './ui/page-navigation';
import { routeTree } from './routeTree.gen';

// The screens shared with the public landing's first paint link and navigate through this seam:
// in the router's tree they get the router's Link (client-side, preloaded on intent) and navigate.
const routerNavigation: PageNavigation = {
  Link: ({ href, className, children }) => (
    <Link to={href} className={className}>
      {children}
    </Link>
  ),
  navigate: (href) => void router.navigate({ href }),
};

export const router = createRouter({
  routeTree,
  context: { getCurrentUser },
  // Every `?…` value as the text it was (lib/search-params.ts): a check code of digits stays a code.
  parseSearch,
  stringifySearch,
  // Route chunks are small; fetching one on touch/hover makes the tap feel instant on 3G.
  defaultPreload: 'intent',
  // On and after the first load, except on the page the first paint handed over (see below).
  scrollRestoration: ({ location }) => location.href !== takenOverHref,
  Wrap: ({ children }: { children: ReactNode }) => <PageNavigationProvider value={routerNavigation}>{children}</PageNavigationProvider>,
});

// TanStack memoizes each route's element, so a screen re-renders only when its match changes:
// each route's components subscribe to the language here, so a switch re-renders every screen in
// its new language in place (no remount: what was typed stays). A code-split component keeps its
// `preload`, which the router calls to fetch the chunk ahead.
type RouteComponent = ComponentType & { preload?: () => Promise<void> };
function localized(Component: RouteComponent): RouteComponent {
  const Localized: RouteComponent = () => {
    useLocale();
    return <Component />;
  };
  Localized.preload = Component.preload;
  return Localized;
}
for (const route of Object.values(router.routesById)) {
  const options = route.options as Partial<Record<'component' | 'pendingComponent' | 'notFoundComponent', RouteComponent>>;
  for (const kind of ['component', 'pendingComponent', 'notFoundComponent'] as const) {
    const Component = options[kind];
    if (Component) options[kind] = localized(Component);
  }
}

// The page the public landing's first paint showed (main.tsx): the router takes it over where
// the visitor has scrolled it, rather than scrolling it to the top, until the first navigation.
let takenOverHref: string | null = null;
router.subscribe('onResolved', (event) => {
  if (event.hrefChanged) takenOverHref = null;
});

/** Called before the router renders over the first paint: its first render keeps the scroll. */
export function takeOverFirstPaint(): void {
  takenOverHref = router.state.location.href;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/** The app with its router, as main.tsx renders it. */
export function RouterApp() {
  return <RouterProvider router={router} />;
}
