import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { formatNaira } from '../../../shared/money';
import type { DeviceDb } from '../../data/db';
import { Icon } from '../../ui/Icon';
import type { GroupOverview } from '../groups/groups-overview';
import { ListSkeleton } from '../groups/ListSkeleton';
import { MemberPaymentDialog } from './MemberPaymentDialog';

/** 'My Groups' on the member dashboard (SPEC §2): each group with 'Make Payment'. */
export function MemberGroupsCard({ db, user, groups }: { db: DeviceDb; user: SessionUser; groups: GroupOverview[] | undefined }) {
  const [paying, setPaying] = useState<GroupOverview | null>(null);
  return (
    <section aria-labelledby="my-groups-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="my-groups-title" className="card-title">
          My Groups
        </h2>
        {groups === undefined ? (
          <ListSkeleton label="Loading your groups" />
        ) : groups.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 px-4 py-8 text-center">
            <Icon name="users" className="size-10 text-base-content/50" />
            <p className="font-semibold">No groups yet</p>
            <p className="text-sm text-base-content/80">Join a group with the link your group admin shared.</p>
            <Link to="/join-group" className="btn btn-primary mt-2">
              Join a Group
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-2">
            {groups.map((overview) => {
              const open = overview.projects.filter((p) => p.status === 'active').length;
              return (
                <li key={overview.group.id} className="flex items-center gap-3 rounded-box border border-base-300 p-3">
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold break-words">{overview.group.name}</h3>
                    <p className="text-sm text-base-content/75">
                      {open} {open === 1 ? 'purse' : 'purses'} · You paid {formatNaira(overview.myContributionKobo ?? 0)}
                    </p>
                  </div>
                  <button type="button" className="btn btn-primary btn-sm h-11 shrink-0" onClick={() => setPaying(overview)} aria-label={`Make Payment to ${overview.group.name}`}>
                    Make Payment
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {paying ? <MemberPaymentDialog db={db} user={user} overview={paying} onClose={() => setPaying(null)} /> : null}
    </section>
  );
}
