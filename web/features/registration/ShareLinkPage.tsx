import { MESSAGES } from '../../../shared/errors';
import type { GroupSummary } from './group-summary';
import { LookupView } from './LookupStates';
import { fetchRegistration } from './registration-api';
import { resolveShareSlug } from './registration-calls';
import { PublicColumn, WizardCard } from './RegisterPage';
import { useLookup } from './use-lookup';

interface Resolved {
  link: string;
  purseId: string | null;
  group: GroupSummary;
}

// One lookup for both calls, keyed by the whole path, so the wizard appears in one step.
async function resolveAndFetch(key: string): Promise<Resolved> {
  const [groupSlug = '', projectSlug = ''] = JSON.parse(key) as string[];
  const target = await resolveShareSlug(groupSlug, projectSlug);
  const group = await fetchRegistration(target.registrationLink);
  return { link: target.registrationLink, purseId: target.projectId ?? null, group };
}

/**
 * /{group slug}/{purse slug}, the link the share page hands out (SPEC §9): the registration
 * wizard of that group, with the shared purse first and highlighted.
 */
export function ShareLinkPage({ groupSlug, projectSlug }: { groupSlug: string; projectSlug: string }) {
  const { lookup, retry } = useLookup(JSON.stringify([groupSlug, projectSlug]), resolveAndFetch);

  return (
    <PublicColumn>
      <LookupView
        lookup={lookup}
        retry={retry}
        notFoundMessage={MESSAGES.groupNotFoundRegister}
        found={(value) => <WizardCard group={value.group} link={value.link} highlightPurseId={value.purseId} />}
      />
    </PublicColumn>
  );
}
