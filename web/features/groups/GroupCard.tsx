import { formatNaira } from '../../lib/format';
import { useId, useState } from 'react';
import { Icon } from '../../ui/Icon';
import { withMarkup } from '../../ui/with-markup';
import { useDeviceDb } from '../../session/use-device-db';
import { ManageGroupDialog } from './manage/ManageGroupDialog';
import { GroupMembersList } from './GroupMembersList';
import { GroupPursesList } from './GroupPursesList';
import { GroupShareActions } from './GroupShareActions';
import type { GroupOverview } from '../../data/groups-overview';
import { CardTitle } from '../../ui/CardTitle';
import { GroupBooksLinks } from './GroupBooksLinks';
import { GroupPartnerBadge } from '../partners';
import { groups_adminName, groups_hideDetails, groups_manageGroup, groups_memberCount, groups_projectCount, groups_viewDetails, groups_youContributed } from '../../../shared/i18n/paraglide/messages.js';

/** One group on the groups page: summary and share link, expanding to members (admin) and projects; its admin manages it. */
export function GroupCard({ overview, admin }: { overview: GroupOverview; admin: boolean }) {
  const { group, projects, members, memberCount, myContributionKobo } = overview;
  const [expanded, setExpanded] = useState(false);
  const [managing, setManaging] = useState(false);
  const detailsId = useId();
  const db = useDeviceDb();

  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3">
      <CardTitle level={3} title={group.name} status={group.status} pending={Boolean(group._pending)} />
      {group.description ? <p className="-mt-1 text-sm break-words text-base-content/80">{group.description}</p> : null}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-base-content/75">
        <span>
          {groups_memberCount({ count: memberCount })} · {groups_projectCount({ count: projects.length })}
        </span>
        {admin ? null : <span>{groups_adminName({ name: group.adminName })}</span>}
        {admin ? null : <GroupPartnerBadge groupId={group.id} />}
      </p>
      {myContributionKobo !== null ? (
        <p className="rounded-field bg-primary/10 px-3 py-2 text-sm">
          {withMarkup((amount) => groups_youContributed({ amount }), <span className="font-semibold">{formatNaira(myContributionKobo)}</span>)}
        </p>
      ) : null}
      <GroupShareActions group={group} />
      <GroupBooksLinks groupId={group.id} groupName={group.name} adminId={group.adminId} />
      <div className="flex gap-2">
        <button type="button" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded} aria-controls={detailsId} className="btn btn-sm h-11 flex-1">
          <Icon name="chevronDown" className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
          {expanded ? groups_hideDetails() : groups_viewDetails()}
        </button>
        {admin ? (
          <button type="button" onClick={() => setManaging(true)} className="btn btn-sm h-11 flex-1">
            <Icon name="settings" className="size-4" />
            {groups_manageGroup()}
          </button>
        ) : null}
      </div>
      <div id={detailsId} hidden={!expanded} className="flex flex-col gap-4">
        {admin ? <GroupMembersList members={members} groupName={group.name} /> : null}
        <GroupPursesList projects={projects} groupName={group.name} admin={admin} />
      </div>
      {managing && db ? <ManageGroupDialog db={db} group={group} onClose={() => setManaging(false)} /> : null}
    </li>
  );
}
