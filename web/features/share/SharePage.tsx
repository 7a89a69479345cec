import { Link } from '@tanstack/react-router';
import { MESSAGES } from '../../../shared/errors';
import { useCurrentUser } from '../auth/use-current-user';
import { Page, PageHeading } from '../../ui/PageHeading';

/** /whatsapp (SPEC §2): the share page; logged out it asks to log in instead of redirecting. */
export function SharePage() {
  const user = useCurrentUser();
  if (!user) return <AccessRequired />;
  return (
    <Page>
      <PageHeading title="Share to WhatsApp" />
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
