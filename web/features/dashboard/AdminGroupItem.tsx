import { useId, useState } from 'react';
import type { LocalGroup } from '../../data/db';
import { Icon } from '../../ui/Icon';
import type { GroupOverview } from '../../data/groups-overview';
import { CardTitle } from '../../ui/CardTitle';
import { PurseItem } from '../groups';
import { PurseBooksLink } from '../books';
import { GroupLinks } from './GroupLinks';
import { dashboard_addProject, dashboard_hideProjects, dashboard_noProjects, dashboard_partners, dashboard_viewProjects, groups_memberCount, groups_projectCount, groups_projectsOf } from '../../../shared/i18n/paraglide/messages.js';

const actionClass = 'btn btn-sm h-11 flex-1 whitespace-nowrap';

/** One group on the dashboard: its details, links, actions and (expanded) its projects. */
export function AdminGroupItem({
  overview: { group, projects, memberCount },
  onAddPurse,
  onPartners,
}: {
  overview: GroupOverview;
  onAddPurse: (group: LocalGroup) => void;
  onPartners: (group: LocalGroup) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const projectsId = useId();

  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3">
      <CardTitle level={3} title={group.name} status={group.status} pending={Boolean(group._pending)} />
      {group.description ? <p className="-mt-1 text-sm break-words text-base-content/80">{group.description}</p> : null}
      <p className="flex items-center gap-1.5 text-sm text-base-content/75">
        <Icon name="users" className="size-4" />
        {groups_memberCount({ count: memberCount })} · {groups_projectCount({ count: projects.length })}
      </p>
      <GroupLinks group={group} />
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => onAddPurse(group)} className={`${actionClass} btn-primary`}>
          <Icon name="plus" className="size-4" />
          {dashboard_addProject()}
        </button>
        <button type="button" onClick={() => onPartners(group)} className={actionClass}>
          <Icon name="users" className="size-4" />
          {dashboard_partners()}
        </button>
        <button type="button" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded} aria-controls={projectsId} className={`${actionClass} basis-full`}>
          <Icon name="chevronDown" className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          {expanded ? dashboard_hideProjects() : dashboard_viewProjects({ count: projects.length })}
        </button>
      </div>
      <div id={projectsId} hidden={!expanded}>
        {projects.length === 0 ? (
          <p className="rounded-box bg-base-200 p-3 text-sm text-base-content/80">{dashboard_noProjects()}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={groups_projectsOf({ name: group.name })}>
            {projects.map((project) => (
              <PurseItem key={project.id} project={project} actions={<PurseBooksLink projectId={project.id} projectName={project.name} className="self-start" />} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
