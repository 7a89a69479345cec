import type { GroupsSummary as Summary } from './groups-summary';
import { groups_groupsTile, groups_totalMembers, groups_totalProjects } from '../../../shared/i18n/paraglide/messages.js';

/** Groups, total members and total projects, as three small tiles (SPEC §2). */
export function GroupsSummary({ summary }: { summary: Summary }) {
  const tiles = [
    { label: groups_groupsTile({ count: summary.groups }), value: summary.groups },
    { label: groups_totalMembers(), value: summary.members },
    { label: groups_totalProjects(), value: summary.projects },
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
