import { Page, PageHeading } from '../../ui/PageHeading';

/** /register/{link} (SPEC §2): the group registration wizard. Steps come later. */
export function RegisterPage({ link: _link }: { link: string }) {
  return (
    <Page>
      <PageHeading title="Group Registration" />
    </Page>
  );
}
