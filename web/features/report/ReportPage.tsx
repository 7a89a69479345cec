import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { report_generate, report_goToGroups, report_loadingGroups, report_making, report_myStatement, report_noGroups, report_subtitle, report_subtitleMine, report_viewHistory } from '../../../shared/i18n/paraglide/messages.js';
import { statementRangeSchema } from '../../../shared/statement';
import { useCurrentUser } from '../../session/use-current-user';
import { useDeviceDb } from '../../session/use-device-db';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Page, PageHeading } from '../../ui/PageHeading';
import { defaultReportGroup, loadReportGroups, loadStatementInput, makeStatement } from './report-data';
import { ReportPicker, type ReportChoice } from './ReportPicker';
import { StatementActions } from './StatementActions';
import { StatementView } from './StatementView';

/**
 * Generate Report (issue 11 §5): choose a group, a purse or the whole group, and dates; the
 * statement shows at once from the phone's rows, with Share PDF and the spreadsheet downloads.
 * A member's report is their own statement.
 */
export function ReportPage({ initialGroupId }: { initialGroupId: string | null }) {
  const user = useCurrentUser();
  const db = useDeviceDb();
  const groups = useLiveQuery(() => (db && user ? loadReportGroups(db, user.id) : []), [db, user?.id]);
  const [picked, setPicked] = useState<ReportChoice | null>(null);
  const first = groups?.find((g) => g.group.id === initialGroupId) ?? (groups ? defaultReportGroup(groups) : undefined);
  const choice: ReportChoice | null = picked ?? (first ? { groupId: first.group.id, purse: 'all', from: '', to: '' } : null);
  const chosen = groups?.find((g) => g.group.id === choice?.groupId);
  const mine = chosen?.role === 'member';

  const range = useMemo(() => statementRangeSchema.safeParse({ ...(choice?.from ? { from: choice.from } : {}), ...(choice?.to ? { to: choice.to } : {}) }), [choice?.from, choice?.to]);
  const purse = chosen && choice && (choice.purse === 'all' || chosen.projects.some((p) => p.id === choice.purse)) ? choice.purse : 'all';
  const statement = useLiveQuery(
    async () => (db && user && chosen && range.success ? makeStatement(await loadStatementInput(db, chosen, user.id, range.data, new Date().toISOString()), purse) : null),
    [db, user?.id, chosen, range, purse],
  );
  const purseNames = useMemo(() => new Map(chosen?.projects.map((p) => [p.id, p.name]) ?? []), [chosen]);

  const title = mine ? report_myStatement() : report_generate();
  if (groups === undefined) {
    return (
      <Page>
        <PageHeading title={title} />
        <ListSkeleton label={report_loadingGroups()} />
      </Page>
    );
  }
  if (!choice || !chosen) {
    return (
      <Page>
        <PageHeading title={title} subtitle={report_noGroups()} />
        <Link to="/groups" className="btn btn-primary">
          {report_goToGroups()}
        </Link>
      </Page>
    );
  }
  return (
    <Page>
      <PageHeading
        title={title}
        subtitle={mine ? report_subtitleMine() : report_subtitle()}
      />
      <div className="flex flex-col gap-4 md:grid md:grid-cols-[20rem_1fr] md:items-start">
        <div className="flex flex-col gap-4">
          <ReportPicker groups={groups} choice={{ ...choice, purse }} onChange={setPicked} error={range.success ? null : (range.error.issues[0]?.message ?? null)} />
          {statement ? <StatementActions statement={statement} mine={mine} purseId={purse === 'all' ? null : purse} purseNames={purseNames} /> : null}
          <Link to="/groups/$groupId/history" params={{ groupId: chosen.group.id }} className="btn btn-ghost h-11 text-primary">
            {report_viewHistory()}
          </Link>
        </div>
        {statement ? <StatementView statement={statement} mine={mine} purseNames={purseNames} /> : statement === undefined ? <ListSkeleton label={report_making()} /> : null}
      </div>
    </Page>
  );
}
