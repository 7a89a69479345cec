

import { formatNaira, relativeTime } from '../../lib/format';
import type { ContributionView } from '../../data/contribution-views';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { ContributionBadges } from '../contributions';
import { Icon } from '../../ui/Icon';
import { useNow } from '../../lib/use-now';
import { dashboard_loadingRecent, dashboard_noTransactions, dashboard_noTransactionsHint, dashboard_recentTransactions } from '../../../shared/i18n/paraglide/messages.js';

/** Recent Transactions (SPEC §2): the latest payments of the admin's groups; a tap opens the review. */
export function AdminRecentTransactions({ views, onOpen }: { views: ContributionView[] | undefined; onOpen: (contributionId: string) => void }) {
  const now = useNow();
  return (
    <section aria-labelledby="recent-transactions-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="recent-transactions-title" className="card-title">
          {dashboard_recentTransactions()}
        </h2>
        {views === undefined ? (
          <ListSkeleton label={dashboard_loadingRecent()} />
        ) : views.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 px-4 py-6 text-center">
            <Icon name="inbox" className="size-10 text-base-content/50" />
            <p className="font-semibold">{dashboard_noTransactions()}</p>
            <p className="text-sm text-base-content/80">{dashboard_noTransactionsHint()}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {views.map((view) => (
              <li key={view.row.id}>
                <TransactionButton view={view} now={now} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TransactionButton({ view, now, onOpen }: { view: ContributionView; now: Date; onOpen: (contributionId: string) => void }) {
  const { row } = view;
  const where = [view.projectName, view.groupName].filter(Boolean).join(' · ');
  return (
    <button
      type="button"
      onClick={() => onOpen(row.id)}
      className="flex min-h-11 w-full flex-col gap-1 rounded-box border border-base-300 p-3 text-left hover:bg-base-200 active:bg-base-200"
    >
      <span className="flex w-full items-baseline gap-2">
        <span className="min-w-0 flex-1 truncate font-semibold">{row.userFullName || row.userName}</span>
        <span className="shrink-0 font-semibold tabular-nums">{formatNaira(row.amountKobo)}</span>
      </span>
      {where ? <span className="w-full truncate text-sm text-base-content/75">{where}</span> : null}
      <span className="flex w-full flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <ContributionBadges status={view.status} unsynced={view.unsynced} possibleDuplicate={row.possibleDuplicate} guest={row.guest === true} />
        <span className="text-xs text-base-content/75">{relativeTime(row.createdAt, now)}</span>
      </span>
    </button>
  );
}
