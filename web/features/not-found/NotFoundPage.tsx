import { PageLink } from '../../ui/page-navigation';
import { MESSAGES } from '../../../shared/errors';
import { Page } from '../../ui/PageHeading';

/** The 404 page for any unknown route (SPEC §2). */
export function NotFoundPage() {
  return (
    <Page>
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-10 text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold">{MESSAGES.pageNotFoundTitle}</h1>
        <p className="text-base-content/75">The page you are looking for does not exist or has moved.</p>
        <PageLink href="/" className="btn btn-primary mt-2">
          Go Home
        </PageLink>
      </div>
    </Page>
  );
}
