import { createFileRoute } from '@tanstack/react-router';
import { ReportPage } from '../../features/report/ReportPage';

/** `?group=<id>` opens Generate Report on that group (from a group card, the history, the dashboard). */
export interface ReportSearch {
  group?: string;
}

/** Generate Report (issue 11 §5): the admin's nav, a partner's group card, a member's "My statement". */
export const Route = createFileRoute('/_auth/report')({
  validateSearch: (search: Record<string, unknown>): ReportSearch =>
    typeof search.group === 'string' && search.group.length > 0 && search.group.length <= 100 ? { group: search.group } : {},
  component: ReportRoute,
});

function ReportRoute() {
  const { group } = Route.useSearch();
  // A new group from a link starts a fresh choice.
  return <ReportPage key={group ?? ''} initialGroupId={group ?? null} />;
}
