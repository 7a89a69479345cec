import { createFileRoute } from '@tanstack/react-router';
import { MakePaymentPage } from '../../features/contributions/pay/MakePaymentPage';

/** `?resubmit=<contributionId>` starts a new payment from a rejected one ('Fix and resubmit'). */
export interface MakePaymentSearch {
  resubmit?: string;
}

export const Route = createFileRoute('/_auth/make-payment')({
  validateSearch: (search: Record<string, unknown>): MakePaymentSearch =>
    typeof search.resubmit === 'string' && search.resubmit.length > 0 && search.resubmit.length <= 100 ? { resubmit: search.resubmit } : {},
  component: MakePaymentPage,
});
