import { createFileRoute } from '@tanstack/react-router';
import { MemberPaymentPage } from '../features/contributions/pay/MemberPaymentPage';

/**
 * `?purse=<projectId>` opens the flow with that purse chosen (a purse's 'Pay here' link, a reminder);
 * `?shared=<id>` with a receipt shared from another app (issue 27 §1), kept on the phone by the
 * service worker ('none': the share brought no image).
 */
export interface MemberPaymentSearch {
  purse?: string;
  shared?: string;
}

const idLike = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 100;

export const Route = createFileRoute('/member-payment')({
  validateSearch: (search: Record<string, unknown>): MemberPaymentSearch => ({
    ...(idLike(search.purse) ? { purse: search.purse } : {}),
    ...(idLike(search.shared) ? { shared: search.shared } : {}),
  }),
  component: MemberPaymentPage,
});
