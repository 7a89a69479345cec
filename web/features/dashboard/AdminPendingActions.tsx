

import { formatNaira, relativeTime } from '../../lib/format';
import type { ContributionView } from '../../data/contribution-views';
import { Icon } from '../../ui/Icon';
import { useNow } from '../../lib/use-now';
import { withMarkup } from '../../ui/with-markup';
import { dashboard_oldest, dashboard_paymentsWaiting, dashboard_pendingActions, dashboard_reviewOldest } from '../../../shared/i18n/paraglide/messages.js';

/** 'Pending Actions' (SPEC §2), shown while payments wait: how many, and the oldest to review first. */
export function AdminPendingActions({ count, oldest, onReview }: { count: number; oldest: ContributionView; onReview: (contributionId: string) => void }) {
  const now = useNow();
  const { row } = oldest;
  return (
    <section aria-labelledby="pending-actions-title" className="card border border-warning bg-warning/10">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="pending-actions-title" className="card-title">
          <Icon name="clock" className="size-5 text-warning" />
          {dashboard_pendingActions()}
        </h2>
        <p>
          {withMarkup((number) => dashboard_paymentsWaiting({ count, number }), <span className="font-semibold">{count}</span>)}
        </p>
        <p className="text-sm text-base-content/80">
          {dashboard_oldest({ name: row.userFullName || row.userName, amount: formatNaira(row.amountKobo), when: relativeTime(row.createdAt, now).toLowerCase() })}
        </p>
        <button type="button" onClick={() => onReview(row.id)} className="btn btn-primary">
          {dashboard_reviewOldest()}
        </button>
      </div>
    </section>
  );
}
