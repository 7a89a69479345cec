import { createFileRoute } from '@tanstack/react-router';
import { MakePaymentPage } from '../../features/payments/MakePaymentPage';

export const Route = createFileRoute('/_auth/make-payment')({
  component: MakePaymentPage,
});
