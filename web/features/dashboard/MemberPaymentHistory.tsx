import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DeviceDb } from '../../data/db';
import { ContributionDetailsDialog, contributionsCsv, csvFileName, FixAndResubmit, fixKind, ContributionStatusBadge, NotSyncedBadge, StatusIcon } from '../contributions';
import type { ContributionView } from '../../data/contribution-views';
import { downloadTextFile } from '../../lib/download-file';
import { formatDate, formatNaira } from '../../lib/format';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { dashboard_export, dashboard_loadingPayments, dashboard_noPayments, dashboard_noPaymentsHint, dashboard_paymentHistory, dashboard_recentPayments, dashboard_viewAllPayments, groups_myStatement } from '../../../shared/i18n/paraglide/messages.js';

/** How many recent payments the dashboard lists; My Contributions has them all. */
const RECENT = 5;

/**
 * 'Payment History' on the member dashboard (SPEC §2): recent payments and an Export to CSV. A
 * payment to fix has 'Fix and resubmit' under its row; a refused one opens its edit form here.
 */
export function MemberPaymentHistory({ db, views }: { db: DeviceDb; views: ContributionView[] | undefined }) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = editingId ? views?.find((view) => view.row.id === editingId) : undefined;
  return (
    <section aria-labelledby="payment-history-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <div className="flex items-center gap-2">
          <h2 id="payment-history-title" className="card-title flex-1">
            {dashboard_paymentHistory()}
          </h2>
          <button
            type="button"
            className="btn btn-sm h-11"
            disabled={!views || views.length === 0}
            onClick={() => views && downloadTextFile(csvFileName(new Date()), contributionsCsv(views))}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
            </svg>
            {dashboard_export()}
          </button>
        </div>
        {views === undefined ? (
          <ListSkeleton label={dashboard_loadingPayments()} />
        ) : views.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 px-4 py-8 text-center">
            <p className="font-semibold">{dashboard_noPayments()}</p>
            <p className="text-sm text-base-content/80">{dashboard_noPaymentsHint()}</p>
          </div>
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-base-300" aria-label={dashboard_recentPayments()}>
              {views.slice(0, RECENT).map((view) => {
                const fix = fixKind(view, views);
                return (
                  <li key={view.row.id} className={fix ? 'flex flex-col pb-3' : undefined}>
                    <Link to="/my-contributions" search={{ c: view.row.id }} className="flex min-h-14 items-center gap-3 rounded-field py-2 hover:bg-base-200">
                      <StatusIcon status={view.status} className="size-6" />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="truncate font-medium">{view.projectName ?? view.groupName}</span>
                        <span className="flex flex-wrap items-center gap-1 text-xs text-base-content/75">
                          {formatDate(view.row.createdAt)} <ContributionStatusBadge status={view.status} />
                          {view.unsynced ? <NotSyncedBadge /> : null}
                        </span>
                      </span>
                      <span className="shrink-0 font-semibold tabular-nums">{formatNaira(view.row.amountKobo)}</span>
                    </Link>
                    {fix ? <FixAndResubmit id={view.row.id} fix={fix} onEdit={() => setEditingId(view.row.id)} className="ml-9 self-start" /> : null}
                  </li>
                );
              })}
            </ul>
            <div className="flex gap-2">
              <Link to="/my-contributions" className="btn btn-ghost h-11 flex-1 text-primary">
                {dashboard_viewAllPayments()}
              </Link>
              {/* Their own statement of a group, as a PDF to share or a CSV (issue 11 §5). */}
              <Link to="/report" className="btn btn-ghost h-11 flex-1 text-primary">
                {groups_myStatement()}
              </Link>
            </div>
          </>
        )}
      </div>
      {editing ? (
        <ContributionDetailsDialog key={editing.row.id} db={db} view={editing} fix={fixKind(editing, views ?? [])} startEditing onClose={() => setEditingId(null)} />
      ) : null}
    </section>
  );
}
