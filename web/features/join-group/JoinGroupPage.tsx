import { Page, PageHeading } from '../../ui/PageHeading';

/** /join-group (SPEC §2): join by a pasted group link. Content comes later. */
export function JoinGroupPage() {
  return (
    <Page>
      <PageHeading title="Join a Group" />
    </Page>
  );
}
