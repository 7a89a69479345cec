import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/dashboard/HomePage';

export const Route = createFileRoute('/')({
  component: HomePage,
});
