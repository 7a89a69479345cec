import { lazy, Suspense } from 'react';
import { payments_loadingPurses, payments_makeContributionSubtitle, payments_makeContributionTitle } from '../../../shared/i18n/paraglide/messages.js';
import { Page, PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../auth/use-current-user';
import { ListSkeleton } from '../groups/ListSkeleton';
import { NoProjectsAvailable } from './NoProjectsAvailable';

// The flow reads the device database: loading it lazily keeps Dexie off a logged-out visit.
const MemberPaymentFlow = lazy(() => import('./MemberPaymentFlow').then((module) => ({ default: module.MemberPaymentFlow })));

/** /member-payment (SPEC §2, 'Make Contribution'): open to everyone; paying needs a login. */
export function MemberPaymentPage() {
  const user = useCurrentUser();
  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <PageHeading title={payments_makeContributionTitle()} subtitle={payments_makeContributionSubtitle()} />
        {user ? (
          <Suspense fallback={<ListSkeleton label={payments_loadingPurses()} rows={1} />}>
            <MemberPaymentFlow user={user} />
          </Suspense>
        ) : (
          <NoProjectsAvailable signedIn={false} />
        )}
      </div>
    </Page>
  );
}
