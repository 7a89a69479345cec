import { createFileRoute } from '@tanstack/react-router';
import { UpdatesPage } from '../../features/updates/UpdatesPage';

export const Route = createFileRoute('/_auth/updates')({
  component: UpdatesPage,
});
