import { Page, PageHeading } from '../../ui/PageHeading';

/** /join/{registrationId or link} (SPEC §2): the public group landing page. Content comes later. */
export function JoinLandingPage({ registrationId: _registrationId }: { registrationId: string }) {
  return (
    <Page>
      <PageHeading title="Group Invitation" />
    </Page>
  );
}
