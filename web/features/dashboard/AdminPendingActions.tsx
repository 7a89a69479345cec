import { formatNaira } from '../../../shared/money';
import { relativeTime } from '../../../shared/progress';
import type { ContributionView } from '../contributions/contribution-views';
import { Icon } from '../../ui/Icon';
import { useNow } from '../../lib/use-now';

/** 'Pending Actions' (SPEC §2), shown while payments wait: how many, and the oldest to review first. */
export function AdminPendingActions({ count, oldest, onReview }: { count: number; oldest: ContributionView; onReview: (contributionId: string) => void }) {
  const now = useNow();
  const { row } = oldest;
  return (
    <section aria-labelledby="pending-actions-title" className="card border border-warning bg-warning/10">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="pending-actions-title" className="card-title">
          <Icon name="clock" className="size-5 text-warning" />
          Pending Actions
        </h2>
        <p>
          <span className="font-semibold">{count}</span> {count === 1 ? 'payment is' : 'payments are'} waiting for your review.
        </p>
        <p className="text-sm text-base-content/80">
          Oldest: {row.userFullName || row.userName}, {formatNaira(row.amountKobo)}, {relativeTime(row.createdAt, now).toLowerCase()}.
        </p>
        <button type="button" onClick={() => onReview(row.id)} className="btn btn-primary">
          Review Oldest Payment
        </button>
      </div>
    </section>
  );
}
