import { Page, PageHeading } from '../../ui/PageHeading';

/** /member-payment (SPEC §2, 'Make Contribution'): the payment-proof flow. Content comes later. */
export function MemberPaymentPage() {
  return (
    <Page>
      <PageHeading title="Make Contribution" />
    </Page>
  );
}
