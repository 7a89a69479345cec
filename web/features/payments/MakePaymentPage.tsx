import { Page, PageHeading } from '../../ui/PageHeading';

/** /make-payment (SPEC §2). Content comes later. */
export function MakePaymentPage() {
  return (
    <Page>
      <PageHeading title="Make Payment" />
    </Page>
  );
}
