import type { GroupsSummary as Summary } from './groups-summary';

/** Groups, total members and total projects, as three small tiles (SPEC §2). */
export function GroupsSummary({ summary }: { summary: Summary }) {
  const tiles = [
    { label: summary.groups === 1 ? 'Group' : 'Groups', value: summary.groups },
    { label: 'Total Members', value: summary.members },
    { label: 'Total Projects', value: summary.projects },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {tiles.map((tile) => (
        <div key={tile.label} className="flex flex-col-reverse rounded-box border border-base-300 bg-base-100 p-3 text-center">
          <dt className="text-xs text-base-content/75">{tile.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
