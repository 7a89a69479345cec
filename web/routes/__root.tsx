import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../ui/NotFoundPage';
import { RootLayout } from '../features/shell/RootLayout';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
