import { formatNaira } from '../../lib/format';
import { PendingBadge } from '../../ui/PendingBadge';
import type { AdminStats } from './admin-stats';
import { dashboard_activeMembers, dashboard_activeMembersNote, dashboard_completionRate, dashboard_completionRateNote, dashboard_pendingPayments, dashboard_pendingPaymentsNote, dashboard_statistics, dashboard_totalCollections, dashboard_totalCollectionsNote } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The four stat cards of the admin dashboard (SPEC §2); placeholders while the device answers.
 * A figure that includes a decision made on this phone and not yet synced says so.
 */
export function AdminStatCards({ stats }: { stats: AdminStats | undefined }) {
  const cards = [
    { label: dashboard_totalCollections(), value: stats && formatNaira(stats.totalCollectionsKobo), note: dashboard_totalCollectionsNote(), unsynced: stats?.unsynced.collections },
    { label: dashboard_activeMembers(), value: stats && String(stats.activeMembers), note: dashboard_activeMembersNote(), unsynced: false },
    { label: dashboard_pendingPayments(), value: stats && String(stats.pendingPayments), note: dashboard_pendingPaymentsNote(), unsynced: stats?.unsynced.pending },
    { label: dashboard_completionRate(), value: stats && `${stats.completionRate}%`, note: dashboard_completionRateNote(), unsynced: stats?.unsynced.collections },
  ];
  return (
    <section aria-label={dashboard_statistics()}>
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
