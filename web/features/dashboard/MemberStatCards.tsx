import { formatNaira } from '../../../shared/money';

/** The member dashboard's stats (SPEC §2): confirmed total, groups, and the fixed 'Up to Date'. */
export function MemberStatCards({ confirmedKobo, groupCount }: { confirmedKobo: number | undefined; groupCount: number | undefined }) {
  const loading = <span className="inline-block h-7 w-16 animate-pulse rounded bg-base-300" aria-label="Loading" />;
  const cards = [
    { label: 'Total Contributions', value: confirmedKobo === undefined ? loading : formatNaira(confirmedKobo), caption: 'Confirmed payments' },
    { label: 'Active Groups', value: groupCount ?? loading, caption: groupCount === 1 ? 'Group joined' : 'Groups joined' },
    { label: 'Payment Status', value: <span className="text-success">Up to Date</span>, caption: null },
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 md:grid-cols-3">
      {cards.map((card, index) => (
        <div key={card.label} className={`flex flex-col rounded-box border border-base-300 bg-base-100 p-3 ${index === 0 ? 'col-span-2 md:col-span-1' : ''}`}>
          <dt className="text-sm font-medium text-base-content/80">{card.label}</dt>
          <dd className="my-1 text-xl font-bold break-words tabular-nums">{card.value}</dd>
          {card.caption ? <dd className="text-xs text-base-content/70">{card.caption}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
