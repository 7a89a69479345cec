import { createFileRoute } from '@tanstack/react-router';
import { JoinGroupPage } from '../../features/joining/find/JoinGroupPage';

export const Route = createFileRoute('/_auth/join-group')({
  component: JoinGroupPage,
});
