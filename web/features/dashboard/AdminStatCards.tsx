import { formatNaira } from '../../../shared/money';
import { PendingBadge } from '../groups/PendingBadge';
import type { AdminStats } from './admin-stats';

/**
 * The four stat cards of the admin dashboard (SPEC §2); placeholders while the device answers.
 * A figure that includes a decision made on this phone and not yet synced says so.
 */
export function AdminStatCards({ stats }: { stats: AdminStats | undefined }) {
  const cards = [
    { label: 'Total Collections', value: stats && formatNaira(stats.totalCollectionsKobo), note: 'Confirmed across all purses', unsynced: stats?.unsynced.collections },
    { label: 'Active Members', value: stats && String(stats.activeMembers), note: 'In your groups', unsynced: false },
    { label: 'Pending Payments', value: stats && String(stats.pendingPayments), note: 'Awaiting your review', unsynced: stats?.unsynced.pending },
    { label: 'Completion Rate', value: stats && `${stats.completionRate}%`, note: 'Of all purse targets', unsynced: stats?.unsynced.collections },
  ];
  return (
    <section aria-label="Statistics">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {cards.map((card) => (
          <li key={card.label} className="flex min-w-0 flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-3">
            <p className="text-sm font-medium text-base-content/75">{card.label}</p>
            {card.value === undefined ? (
              <p className="h-8 w-2/3 animate-pulse rounded bg-base-300" aria-hidden="true" />
            ) : (
              // Long naira totals step down a size rather than break across lines in a half-width card.
              <p className={`leading-8 font-bold tabular-nums ${card.value.length > 9 ? 'text-lg break-all' : 'text-2xl'}`}>{card.value}</p>
            )}
            <p className="text-xs text-base-content/75">{card.note}</p>
            {card.unsynced ? (
              <span className="self-start">
                <PendingBadge />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
