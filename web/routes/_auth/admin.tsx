import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminArea } from '../../features/dashboard/AdminArea';

/** The admin area; a member who opens it is sent to their own area (SPEC §6: admin-only). */
export const Route = createFileRoute('/_auth/admin')({
  beforeLoad: ({ context }) => {
    if (context.getCurrentUser()?.role !== 'admin') throw redirect({ to: '/member', replace: true });
  },
  component: AdminArea,
});
