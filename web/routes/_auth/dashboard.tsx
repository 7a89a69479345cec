import { createFileRoute } from '@tanstack/react-router';
import { DashboardForRole } from '../../features/dashboard/DashboardForRole';

export const Route = createFileRoute('/_auth/dashboard')({
  component: DashboardForRole,
});
