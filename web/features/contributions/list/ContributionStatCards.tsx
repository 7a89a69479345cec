import { formatNaira } from '../../../lib/format';
import {
  contributions_allTime,
  contributions_confirmedCaption,
  contributions_loading,
  contributions_pendingCaption,
  contributions_statusConfirmed,
  contributions_statusPending,
  contributions_totalCaption,
  contributions_totalContributed,
  contributions_totalPayments,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { ContributionStats } from './contribution-stats';

/** The four cards of My Contributions (SPEC §2); placeholders while the phone's database answers. */
export function ContributionStatCards({ stats }: { stats: ContributionStats | undefined }) {
  const cards = [
    { label: contributions_totalContributed(), value: stats ? formatNaira(stats.confirmedKobo) : undefined, caption: contributions_totalCaption(), accent: 'border-l-primary' },
    { label: contributions_statusConfirmed(), value: stats?.confirmed, caption: contributions_confirmedCaption(), accent: 'border-l-success' },
    { label: contributions_statusPending(), value: stats?.pending, caption: contributions_pendingCaption(), accent: 'border-l-warning' },
    { label: contributions_totalPayments(), value: stats?.total, caption: contributions_allTime(), accent: 'border-l-base-300' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className={`flex flex-col rounded-box border border-l-4 border-base-300 bg-base-100 p-3 ${card.accent}`}>
          <dt className="text-sm font-medium text-base-content/80">{card.label}</dt>
          <dd className="my-1 text-xl font-bold break-words tabular-nums">
            {card.value === undefined ? <span className="inline-block h-7 w-16 animate-pulse rounded bg-base-300" aria-label={contributions_loading()} /> : card.value}
          </dd>
          <dd className="text-xs text-base-content/70">{card.caption}</dd>
        </div>
      ))}
    </dl>
  );
}
