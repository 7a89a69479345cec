import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '../../../shared/errors';
import { useCurrentUser } from '../auth/use-current-user';
import { Page, PageHeading } from '../../ui/PageHeading';

// The panel reads the device database; loading it lazily keeps Dexie off the logged-out screen.
const SharePanel = lazy(() => import('./SharePanel').then((module) => ({ default: module.SharePanel })));

/** /whatsapp (SPEC §2): the share page; logged out it asks to log in instead of redirecting. */
export function SharePage() {
  const user = useCurrentUser();
  if (!user) return <AccessRequired />;
  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <PageHeading title="Share to WhatsApp" subtitle="Invite people to your group or to one of its purses." />
        <Suspense fallback={<span className="loading loading-spinner text-primary" aria-label="Loading" />}>
          <SharePanel user={user} />
        </Suspense>
      </div>
    </Page>
  );
}

function AccessRequired() {
  return (
    <Page>
      <div className="card mx-auto max-w-md border border-base-300 bg-base-100">
        <div className="card-body items-center text-center">
          <h1 className="text-2xl font-bold">Access Required</h1>
          <p className="text-base-content/75">{MESSAGES.notSignedIn}</p>
          <Link to="/" className="btn btn-primary mt-2">
            Go to Login
          </Link>
        </div>
      </div>
    </Page>
  );
}
