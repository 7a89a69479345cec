import { errors_groupNotFoundLanding } from '../../../../shared/i18n/paraglide/messages.js';
import { parseJoinLink } from '../../../../shared/join-link';
import { Page } from '../../../ui/PageHeading';
import { BrandHeader, LookupView } from '../register/LookupStates';
import { embeddedRegistration, fetchRegistration } from '../register/registration-api';
import { useLookup } from '../register/use-lookup';
import { GroupLanding } from './GroupLanding';

/**
 * /join/{registrationId or link} (SPEC §2): the public group landing page. The id is looked up
 * like a registration link; an upper-cased or whole pasted link is read by parseJoinLink.
 */
export function JoinLandingPage({ registrationId }: { registrationId: string }) {
  const link = parseJoinLink(registrationId) ?? registrationId;
  const { lookup, retry } = useLookup(link, fetchRegistration, embeddedRegistration);

  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        <BrandHeader />
        <LookupView
          lookup={lookup}
          retry={retry}
          notFoundMessage={errors_groupNotFoundLanding()}
          found={(group) => <GroupLanding group={group} link={link} />}
        />
      </div>
    </Page>
  );
}
