/**
 * The navigation's entry points to push, each loaded on first render (one small chunk) so none
 * of it is in the first load of the login screen.
 * @example <LazyPushLayer user={user} />  <LazyPushMenuButton user={user} variant="menu" />
 */
import { lazy, Suspense } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';

const PushLayer = lazy(() => import('./PushNav').then((module) => ({ default: module.PushLayer })));
const PushMenuButton = lazy(() => import('./PushNav').then((module) => ({ default: module.PushMenuButton })));

export function LazyPushLayer({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={null}>
      <PushLayer user={user} />
    </Suspense>
  );
}

export function LazyPushMenuButton({ user, variant }: { user: SessionUser; variant: 'menu' | 'bar' }) {
  return (
    <Suspense fallback={null}>
      <PushMenuButton user={user} variant={variant} />
    </Suspense>
  );
}
