import { createFileRoute } from '@tanstack/react-router';
import { PurseBooksPage } from '../../features/books/PurseBooksPage';

/** One purse's books (issue 11): collected, paid out, balance and every payout, for everyone in its group. */
export const Route = createFileRoute('/_auth/purses/$purseId')({
  component: PurseBooksRoute,
});

function PurseBooksRoute() {
  const { purseId } = Route.useParams();
  return <PurseBooksPage projectId={purseId} />;
}
