import { createFileRoute } from '@tanstack/react-router';
import { MemberPaymentPage } from '../features/payments/MemberPaymentPage';

export const Route = createFileRoute('/member-payment')({
  component: MemberPaymentPage,
});
