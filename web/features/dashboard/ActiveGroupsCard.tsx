import { useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import type { DeviceDb, LocalGroup } from '../../data/db';
import { Icon } from '../../ui/Icon';
import { CreateGroupDialog, CreatePurseDialog } from '../groups';
import type { GroupOverview } from '../../data/groups-overview';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PartnersDialog } from '../partners';
import { AdminGroupItem } from './AdminGroupItem';
import { dashboard_activeGroups, dashboard_loadingYourGroups, dashboard_noGroupsAdmin, groups_createGroup, groups_noGroups } from '../../../shared/i18n/paraglide/messages.js';

type OpenDialog = { kind: 'group' } | { kind: 'project'; group: LocalGroup } | { kind: 'partners'; group: LocalGroup } | null;

/** The dashboard's Active Groups card (SPEC §2): Create Group, then every group the admin owns. */
export function ActiveGroupsCard({ db, user, groups }: { db: DeviceDb; user: SessionUser; groups: GroupOverview[] | undefined }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);

  return (
    <section aria-labelledby="active-groups-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4 p-3 sm:p-4">
        <div className="flex items-center gap-2">
          <h2 id="active-groups-title" className="card-title flex-1">
            {dashboard_activeGroups()}
          </h2>
          <button type="button" onClick={() => setDialog({ kind: 'group' })} className="btn btn-primary">
            <Icon name="plus" className="size-5" />
            {groups_createGroup()}
          </button>
        </div>

        {groups === undefined ? (
          <ListSkeleton label={dashboard_loadingYourGroups()} />
        ) : groups.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 px-4 py-8 text-center">
            <Icon name="users" className="size-10 text-base-content/50" />
            <p className="font-semibold">{groups_noGroups()}</p>
            <p className="text-sm text-base-content/80">{dashboard_noGroupsAdmin()}</p>
            <button type="button" onClick={() => setDialog({ kind: 'group' })} className="btn btn-primary mt-2">
              {groups_createGroup()}
            </button>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {groups.map((overview) => (
              <AdminGroupItem
                key={overview.group.id}
                overview={overview}
                onAddPurse={(group) => setDialog({ kind: 'project', group })}
                onPartners={(group) => setDialog({ kind: 'partners', group })}
              />
            ))}
          </ul>
        )}
      </div>

      {dialog?.kind === 'group' ? <CreateGroupDialog db={db} user={user} onClose={close} /> : null}
      {dialog?.kind === 'project' ? <CreatePurseDialog db={db} group={dialog.group} onClose={close} /> : null}
      {dialog?.kind === 'partners' ? <PartnersDialog db={db} group={dialog.group} onClose={close} /> : null}
    </section>
  );
}
