import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { BrandMark } from '../../ui/BrandMark';
import { useCurrentUser } from '../../session/use-current-user';
import { usePendingGroupJoin } from '../joining';
import { PageFrame } from './PageFrame';
import { loadSignedInSync } from '../sync-status';

// The navigation exists only for signed-in users; loading it lazily keeps it off the login
// screen's first load.
const TopNav = lazy(() => import('./nav/TopNav').then((module) => ({ default: module.TopNav })));
// The device database and sync engine start only for a signed-in user, also lazily.
const SignedInSync = lazy(() => loadSignedInSync().then((module) => ({ default: module.SignedInSync })));

/** Every page: skip link, the top navigation when logged in, the page, toasts, update prompt. */
export function RootLayout() {
  const user = useCurrentUser();
  usePendingGroupJoin();
  return (
    <PageFrame
      top={
        user ? (
          <>
            <Suspense fallback={<NavPlaceholder />}>
              <TopNav user={user} />
            </Suspense>
            <Suspense fallback={<div className="min-h-8" aria-hidden="true" />}>
              <SignedInSync userId={user.id} />
            </Suspense>
          </>
        ) : null
      }
    >
      <Outlet />
    </PageFrame>
  );
}

/** Same height as the navigation, so the page does not jump when it arrives. */
function NavPlaceholder() {
  return (
    <div className="sticky top-0 z-30 border-b border-base-300 bg-base-100" aria-hidden="true">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-2 px-4 md:px-4">
        <BrandMark className="ml-11 size-8 md:ml-0" />
        <span className="text-lg font-bold">GroupPurse</span>
      </div>
    </div>
  );
}
