import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../features/history/HistoryPage';

interface HistorySearch {
  /** A check code to check on opening (a link printed beside the code, issue 23 §5). */
  code?: string;
}

/** One group's history (issue 11 §4), for its admin, partners and members; `groups_` keeps it out of the groups page's layout. */
export const Route = createFileRoute('/_auth/groups_/$groupId/history')({
  // A plain check, not a zod schema: this part of a route ships with the router on every first screen.
  validateSearch: (search: Record<string, unknown>): HistorySearch =>
    typeof search.code === 'string' && search.code !== '' && search.code.length <= 40 ? { code: search.code } : {},
  component: HistoryRoute,
});

function HistoryRoute() {
  const { groupId } = Route.useParams();
  const { code } = Route.useSearch();
  return <HistoryPage groupId={groupId} code={code} />;
}
