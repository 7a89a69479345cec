import { createFileRoute } from '@tanstack/react-router';
import { HistoryPage } from '../../features/history/HistoryPage';

/** One group's history (issue 11 §4), for its admin, partners and members; `groups_` keeps it out of the groups page's layout. */
export const Route = createFileRoute('/_auth/groups_/$groupId/history')({
  component: HistoryRoute,
});

function HistoryRoute() {
  const { groupId } = Route.useParams();
  return <HistoryPage groupId={groupId} />;
}
