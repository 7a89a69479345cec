import { lazy, Suspense, useState } from 'react';
import { MESSAGES } from '../../../../shared/errors';
import { useCurrentUser } from '../../../session/use-current-user';
import type { GroupSummary } from './group-summary';
import { LookupLoading, LookupView } from './LookupStates';
import { fetchRegistration } from './registration-api';
import { resolveShareSlug } from './registration-calls';
import { PublicColumn, WizardCard } from './RegisterPage';
import { useLookup } from './use-lookup';

// Reads the device database: loaded only for someone signed in, never on a visitor's first screen.
const SignedInPurseLink = lazy(() => import('./SignedInPurseLink').then((module) => ({ default: module.SignedInPurseLink })));

interface Resolved {
  link: string;
  purseId: string | null;
  group: GroupSummary;
}

// One lookup for both calls, keyed by the whole path, so the wizard appears in one step.
async function resolveAndFetch(key: string): Promise<Resolved> {
  const [groupSlug = '', purseSlug = ''] = JSON.parse(key) as string[];
  const target = await resolveShareSlug(groupSlug, purseSlug);
  const group = await fetchRegistration(target.registrationLink);
  return { link: target.registrationLink, purseId: target.projectId ?? null, group };
}

/**
 * /{group slug}/{purse slug}, the link the share page hands out and the roll-call's and reminders'
 * 'Pay here' (SPEC §9): for someone signed in who is in the group, paying that purse; otherwise the
 * registration wizard of that group, with the purse first and highlighted. Whether to look for the
 * group on the phone is decided when the page opens: signing up or logging in inside the wizard
 * keeps the wizard (its success card), unless that login shows a member, who goes on to pay.
 */
export function ShareLinkPage({ groupSlug, purseSlug }: { groupSlug: string; purseSlug: string }) {
  const user = useCurrentUser();
  const [lookOnPhone, setLookOnPhone] = useState(user !== null);
  const wizard = <ShareLinkWizard groupSlug={groupSlug} purseSlug={purseSlug} onMemberLoggedIn={() => setLookOnPhone(true)} />;
  return (
    <PublicColumn>
      {user && lookOnPhone ? (
        <Suspense fallback={<LookupLoading />}>
          <SignedInPurseLink userId={user.id} groupSlug={groupSlug} purseSlug={purseSlug} join={wizard} />
        </Suspense>
      ) : (
        wizard
      )}
    </PublicColumn>
  );
}

function ShareLinkWizard({ groupSlug, purseSlug, onMemberLoggedIn }: { groupSlug: string; purseSlug: string; onMemberLoggedIn: () => void }) {
  const { lookup, retry } = useLookup(JSON.stringify([groupSlug, purseSlug]), resolveAndFetch);
  return (
    <LookupView
      lookup={lookup}
      retry={retry}
      notFoundMessage={MESSAGES.groupNotFoundRegister}
      found={(value) => (
        <WizardCard group={value.group} link={value.link} highlightPurseId={value.purseId} purseLink={{ groupSlug, purseSlug, onMemberLoggedIn }} />
      )}
    />
  );
}
