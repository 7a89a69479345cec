import { formatNaira } from '../../../shared/money';
import type { ContributionStats } from './contribution-stats';

/** The four cards of My Contributions (SPEC §2); placeholders while the phone's database answers. */
export function ContributionStatCards({ stats }: { stats: ContributionStats | undefined }) {
  const cards = [
    { label: 'Total Contributed', value: stats ? formatNaira(stats.confirmedKobo) : undefined, caption: 'Confirmed, all groups', accent: 'border-l-primary' },
    { label: 'Confirmed', value: stats?.confirmed, caption: 'Approved payments', accent: 'border-l-success' },
    { label: 'Pending', value: stats?.pending, caption: 'Awaiting approval', accent: 'border-l-warning' },
    { label: 'Total Payments', value: stats?.total, caption: 'All time', accent: 'border-l-base-300' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className={`flex flex-col rounded-box border border-l-4 border-base-300 bg-base-100 p-3 ${card.accent}`}>
          <dt className="text-sm font-medium text-base-content/80">{card.label}</dt>
          <dd className="my-1 text-xl font-bold break-words tabular-nums">
            {card.value === undefined ? <span className="inline-block h-7 w-16 animate-pulse rounded bg-base-300" aria-label="Loading" /> : card.value}
          </dd>
          <dd className="text-xs text-base-content/70">{card.caption}</dd>
        </div>
      ))}
    </dl>
  );
}
