import type { ReactNode } from 'react';
import { parseJoinLink } from '../../../../shared/join-link';
import { errors_groupNotFoundRegister } from '../../../../shared/i18n/paraglide/messages.js';
import { Page } from '../../../ui/PageHeading';
import { useCurrentUser } from '../../../session/use-current-user';
import { BrandHeader, LookupView } from './LookupStates';
import { embeddedRegistration, fetchRegistration } from './registration-api';
import { RegisterWizard, type PurseLink } from './RegisterWizard';
import type { GroupSummary } from './group-summary';
import { useLookup } from './use-lookup';

/**
 * /register/{link} (SPEC §2): looks the group up, then runs the registration wizard.
 * An unknown or expired link shows 'Group Not Found'; no network says so instead.
 */
export function RegisterPage({ link, highlightPurseId = null }: { link: string; highlightPurseId?: string | null }) {
  // Links pasted from apps that upper-case them name the same group.
  const registrationLink = parseJoinLink(link) ?? link;
  const { lookup, retry } = useLookup(registrationLink, fetchRegistration, embeddedRegistration);

  return (
    <PublicColumn>
      <LookupView
        lookup={lookup}
        retry={retry}
        notFoundMessage={errors_groupNotFoundRegister()}
        found={(group) => <WizardCard group={group} link={registrationLink} highlightPurseId={highlightPurseId} />}
      />
    </PublicColumn>
  );
}

/** The narrow column of the public group pages; the brand shows when there is no navigation bar. */
export function PublicColumn({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return (
    <Page>
      <div className="mx-auto w-full max-w-lg">
        {user ? null : <BrandHeader />}
        {children}
      </div>
    </Page>
  );
}

/** The wizard in its card. */
export function WizardCard(props: { group: GroupSummary; link: string; highlightPurseId: string | null; purseLink?: PurseLink | null }) {
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body p-4 sm:p-6">
        <RegisterWizard {...props} />
      </div>
    </div>
  );
}
