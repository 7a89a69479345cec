import { createFileRoute } from '@tanstack/react-router';
import { ReconcilePage } from '../../features/reconcile/ReconcilePage';

/** A group's bank reconciliation (issue 13 §3), for its admin; `groups_` keeps it out of the groups page's layout. */
export const Route = createFileRoute('/_auth/groups_/$groupId/reconcile')({
  component: ReconcileRoute,
});

function ReconcileRoute() {
  const { groupId } = Route.useParams();
  return <ReconcilePage groupId={groupId} />;
}
