import { Page, PageHeading } from '../../ui/PageHeading';

/** /updates (SPEC §2): notifications and announcements. Content comes later. */
export function UpdatesPage() {
  return (
    <Page>
      <PageHeading title="Updates & Notifications" />
    </Page>
  );
}
