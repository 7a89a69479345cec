import { createFileRoute } from '@tanstack/react-router';
import { MemberPaymentPage } from '../features/contributions/pay/MemberPaymentPage';

/** `?purse=<projectId>` opens the flow with that purse chosen (a purse's 'Pay here' link, a reminder). */
export interface MemberPaymentSearch {
  purse?: string;
}

export const Route = createFileRoute('/member-payment')({
  validateSearch: (search: Record<string, unknown>): MemberPaymentSearch =>
    typeof search.purse === 'string' && search.purse.length > 0 && search.purse.length <= 100 ? { purse: search.purse } : {},
  component: MemberPaymentPage,
});
