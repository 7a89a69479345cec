import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { HistoryPage } from '../../features/history/HistoryPage';

/** `?code=`: a check code to check on opening (a link printed beside the code, issue 23 §5). */
const historySearchSchema = z.object({ code: z.string().max(40).optional().catch(undefined) });

/** One group's history (issue 11 §4), for its admin, partners and members; `groups_` keeps it out of the groups page's layout. */
export const Route = createFileRoute('/_auth/groups_/$groupId/history')({
  validateSearch: historySearchSchema,
  component: HistoryRoute,
});

function HistoryRoute() {
  const { groupId } = Route.useParams();
  const { code } = Route.useSearch();
  return <HistoryPage groupId={groupId} code={code} />;
}
