import { createRouter, Link, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { getCurrentUser } from './features/auth/session';
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
  // Route chunks are small; fetching one on touch/hover makes the tap feel instant on 3G.
  defaultPreload: 'intent',
  // On and after the first load, except on the page the first paint handed over (see below).
  scrollRestoration: ({ location }) => location.href !== takenOverHref,
  Wrap: ({ children }: { children: ReactNode }) => <PageNavigationProvider value={routerNavigation}>{children}</PageNavigationProvider>,
});

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
