import { PageLink } from './page-navigation';
import { errors_pageNotFoundTitle, shell_goHome, shell_notFoundText } from '../../shared/i18n/paraglide/messages.js';
import { Page } from './PageHeading';

/** The 404 page for any unknown route (SPEC §2). */
export function NotFoundPage() {
  return (
    <Page>
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-10 text-center">
        <p className="text-6xl font-bold text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold">{errors_pageNotFoundTitle()}</h1>
        <p className="text-base-content/75">{shell_notFoundText()}</p>
        <PageLink href="/" className="btn btn-primary mt-2">
          {shell_goHome()}
        </PageLink>
      </div>
    </Page>
  );
}
