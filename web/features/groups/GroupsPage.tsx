import { useRef, useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { Page, PageHeading } from '../../ui/PageHeading';
import { useCurrentUser } from '../../session/use-current-user';
import { filterGroups } from './filter-groups';
import { GroupCard } from './GroupCard';
import { NoGroups, NoSearchResults } from './GroupsEmpty';
import { GroupsSearch } from './GroupsSearch';
import { summarizeGroups } from './groups-summary';
import { GroupsSummary } from './GroupsSummary';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { useGroupsOverview } from './use-groups-overview';
import { groups_adminSubtitle, groups_groups, groups_loadingGroups, groups_memberSubtitle, groups_myGroups, groups_myGroupsList } from '../../../shared/i18n/paraglide/messages.js';

/** /groups (SPEC §2): 'My Groups' for admins, 'Groups' for members, read from the device. */
export function GroupsPage() {
  const user = useCurrentUser();
  return user ? <GroupsView user={user} /> : null;
}

function GroupsView({ user }: { user: SessionUser }) {
  const admin = user.role === 'admin';
  const overview = useGroupsOverview(user);
  const [search, setSearch] = useState('');
  const searchInput = useRef<HTMLInputElement>(null);

  const matching = overview ? new Set(filterGroups(overview.map((item) => item.group), search)) : null;
  const shown = overview?.filter((item) => matching?.has(item.group)) ?? [];

  return (
    <Page>
      <PageHeading
        title={admin ? groups_myGroups() : groups_groups()}
        subtitle={admin ? groups_adminSubtitle() : groups_memberSubtitle()}
      />
      {overview === undefined ? (
        <ListSkeleton label={groups_loadingGroups()} rows={3} />
      ) : overview.length === 0 ? (
        <NoGroups admin={admin} />
      ) : (
        <div className="flex flex-col gap-4">
          <GroupsSummary summary={summarizeGroups(overview)} />
          <GroupsSearch ref={searchInput} value={search} onChange={setSearch} />
          {shown.length === 0 ? (
            <NoSearchResults
              search={search}
              onClear={() => {
                setSearch('');
                searchInput.current?.focus();
              }}
            />
          ) : (
            <ul className="flex flex-col gap-3" aria-label={admin ? groups_myGroupsList() : groups_groups()}>
              {shown.map((item) => (
                <GroupCard key={item.group.id} overview={item} admin={admin} />
              ))}
            </ul>
          )}
        </div>
      )}
    </Page>
  );
}
