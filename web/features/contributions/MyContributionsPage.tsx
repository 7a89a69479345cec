import { Page, PageHeading } from '../../ui/PageHeading';

/** /my-contributions (SPEC §2). Stats, search and history come later. */
export function MyContributionsPage() {
  return (
    <Page>
      <PageHeading title="My Contributions" subtitle="Track your payment history and status across all groups." />
    </Page>
  );
}
