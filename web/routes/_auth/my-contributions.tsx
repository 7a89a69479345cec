import { createFileRoute } from '@tanstack/react-router';
import { MyContributionsPage } from '../../features/contributions/MyContributionsPage';

export const Route = createFileRoute('/_auth/my-contributions')({
  component: MyContributionsPage,
});
