import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { MESSAGES } from '../../../shared/errors';
import { useCurrentUser } from '../../session/use-current-user';
import { Page, PageHeading } from '../../ui/PageHeading';
import { share_accessRequired, share_goToLogin, share_loading, share_subtitle, share_title } from '../../../shared/i18n/paraglide/messages.js';

// The panel reads the device database; loading it lazily keeps Dexie off the logged-out screen.
const SharePanel = lazy(() => import('./SharePanel').then((module) => ({ default: module.SharePanel })));

/** /whatsapp (SPEC §2): the share page; logged out it asks to log in instead of redirecting. */
export function SharePage() {
  const user = useCurrentUser();
  if (!user) return <AccessRequired />;
  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <PageHeading title={share_title()} subtitle={share_subtitle()} />
        <Suspense fallback={<span className="loading loading-spinner text-primary" aria-label={share_loading()} />}>
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
          <h1 className="text-2xl font-bold">{share_accessRequired()}</h1>
          <p className="text-base-content/75">{MESSAGES.notSignedIn}</p>
          <Link to="/" className="btn btn-primary mt-2">
            {share_goToLogin()}
          </Link>
        </div>
      </div>
    </Page>
  );
}
