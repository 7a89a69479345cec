import { createContext, useContext, type ReactNode } from 'react';

/** A link to a path of this app, and a way to go to one: the router's, or the page's own. */
export interface PageNavigation {
  Link: (props: { href: string; className?: string; children: ReactNode }) => ReactNode;
  navigate: (href: string) => void;
}

/**
 * Before the router is there (the public group landing's first paint, issue 12), a link is a
 * plain anchor and going somewhere is a page load: both work at any moment. The router's tree
 * provides its own (router.tsx), which the same components then use.
 */
const plain: PageNavigation = {
  Link: ({ href, className, children }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
  navigate: (href) => window.location.assign(href),
};

const PageNavigationContext = createContext<PageNavigation>(plain);

export const PageNavigationProvider = PageNavigationContext.Provider;

/** The link component of the tree this screen is in. */
export function PageLink(props: { href: string; className?: string; children: ReactNode }) {
  const { Link } = useContext(PageNavigationContext);
  return <Link {...props} />;
}

/** Goes to `href` the way the tree this screen is in goes: the router's navigate or a page load. */
export function usePageNavigate(): (href: string) => void {
  return useContext(PageNavigationContext).navigate;
}
