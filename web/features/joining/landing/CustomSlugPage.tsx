import { errors_groupNotFoundLanding } from '../../../../shared/i18n/paraglide/messages.js';
import { parseGroupSlug } from '../../../../shared/join-link';
import { Page } from '../../../ui/PageHeading';
import { NotFoundPage } from '../../../ui/NotFoundPage';
import { BrandHeader, LookupView } from '../register/LookupStates';
import { embeddedGroupBySlug, fetchGroupBySlug } from '../register/registration-api';
import { useLookup } from '../register/use-lookup';
import { GroupLanding } from './GroupLanding';
import { showInLocaleUnlessChosen } from '../../../lib/locale';
import { useLayoutEffect } from 'react';

/**
 * /{customSlug}, the group's Custom URL on the admin dashboard: the public group landing, whose
 * 'Join Group' opens the registration wizard. One path segment is a group only when the server
 * knows the slug; anything else, and a segment no group slug can look like, is the spec's
 * 'Page Not Found' (SPEC §2 'anything else'). Offline, a group opened here before shows from the
 * copy kept on the phone; one never opened says it needs the connection, as it cannot be told
 * apart from a mistyped address. The page is also the group's notice board (issue 27 §2).
 */
export function CustomSlugPage({ segment, give = null }: { segment: string; give?: string | null }) {
  const slug = parseGroupSlug(segment);
  const { lookup, retry } = useLookup(slug, fetchGroupBySlug, embeddedGroupBySlug);
  // The notice board speaks the group's language to a visitor who chose none (issue 27 §2),
  // before the first paint shows, and without storing it as their choice.
  const groupLocale = lookup.status === 'found' ? lookup.value.notice?.locale : null;
  useLayoutEffect(() => {
    if (groupLocale) showInLocaleUnlessChosen(groupLocale);
  }, [groupLocale]);

  if (slug === null || lookup.status === 'not-found') return <NotFoundPage />;
  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <BrandHeader />
        <LookupView
          lookup={lookup}
          retry={retry}
          notFoundMessage={errors_groupNotFoundLanding()}
          found={(found) => <GroupLanding group={found.group} link={found.link} notice={found.notice} give={give} />}
        />
      </div>
    </Page>
  );
}
