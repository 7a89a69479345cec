import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { payments_loadingPurses, payments_makeContributionSubtitle, payments_makeContributionTitle } from '../../../../shared/i18n/paraglide/messages.js';
import { Page, PageHeading } from '../../../ui/PageHeading';
import { useCurrentUser } from '../../../session/use-current-user';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { NoPursesAvailable } from './NoPursesAvailable';
import { payPurseHref } from '../../joining';
import { sharedFlowUrl } from '../../../../shared/share-target';

const route = getRouteApi('/member-payment');

// The flow reads the device database: loading it lazily keeps Dexie off a logged-out visit.
const MemberPaymentFlow = lazy(() => import('./MemberPaymentFlow').then((module) => ({ default: module.MemberPaymentFlow })));

/**
 * /member-payment (SPEC §2, 'Make Contribution'): open to everyone; paying needs a login.
 * `?purse=ID` starts with that purse chosen, `?shared=ID` with a receipt shared from another app,
 * and a logged-out visitor's login comes back to either.
 */
export function MemberPaymentPage() {
  const user = useCurrentUser();
  const { purse, shared } = route.useSearch();
  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <PageHeading title={payments_makeContributionTitle()} subtitle={payments_makeContributionSubtitle()} />
        {user ? (
          <Suspense fallback={<ListSkeleton label={payments_loadingPurses()} rows={1} />}>
            <MemberPaymentFlow user={user} purseId={purse} sharedId={shared} />
          </Suspense>
        ) : (
          <NoPursesAvailable signedIn={false} backTo={shared ? sharedFlowUrl(shared) : purse ? payPurseHref(purse) : undefined} />
        )}
      </div>
    </Page>
  );
}
