import { errors_groupNotFoundLanding } from '../../../../shared/i18n/paraglide/messages.js';
import { parseGroupSlug } from '../../../../shared/join-link';
import { Page } from '../../../ui/PageHeading';
import { NotFoundPage } from '../../../ui/NotFoundPage';
import { BrandHeader, LookupView } from '../register/LookupStates';
import { embeddedGroupBySlug, fetchGroupBySlug } from '../register/registration-api';
import { useLookup } from '../register/use-lookup';
import { GroupLanding } from './GroupLanding';

/**
 * /{customSlug}, the group's Custom URL on the admin dashboard: the public group landing, whose
 * 'Join Group' opens the registration wizard. One path segment is a group only when the server
 * knows the slug; anything else, and a segment no group slug can look like, is the spec's
 * 'Page Not Found' (SPEC §2 'anything else'). Offline, a group opened here before shows from the
 * copy kept on the phone; one never opened says it needs the connection, as it cannot be told
 * apart from a mistyped address.
 */
export function CustomSlugPage({ segment }: { segment: string }) {
  const slug = parseGroupSlug(segment);
  const { lookup, retry } = useLookup(slug, fetchGroupBySlug, embeddedGroupBySlug);

  if (slug === null || lookup.status === 'not-found') return <NotFoundPage />;
  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <BrandHeader />
        <LookupView
          lookup={lookup}
          retry={retry}
          notFoundMessage={errors_groupNotFoundLanding()}
          found={(found) => <GroupLanding group={found.group} link={found.link} />}
        />
      </div>
    </Page>
  );
}
