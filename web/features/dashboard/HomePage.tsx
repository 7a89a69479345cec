import { lazy, Suspense } from 'react';
import { AuthScreen } from '../auth';
import { useCurrentUser } from '../../session/use-current-user';

// Dashboards load only once someone is signed in, keeping them off the login screen's first load.
const DashboardForRole = lazy(() =>
  import('./DashboardForRole').then((module) => ({ default: module.DashboardForRole })),
);

/** '/': the dashboard by role when logged in, the login / sign-up landing otherwise. */
export function HomePage() {
  const user = useCurrentUser();
  if (!user) return <AuthScreen />;
  return (
    <Suspense fallback={null}>
      <DashboardForRole />
    </Suspense>
  );
}
