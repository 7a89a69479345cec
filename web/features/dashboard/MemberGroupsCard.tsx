import { formatNaira } from '../../lib/format';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import type { DeviceDb } from '../../data/db';
import { Icon } from '../../ui/Icon';
import type { GroupOverview } from '../../data/groups-overview';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PartnerRoleBadge } from '../partners';
import { usePartnerGroups } from '../../session/use-partner-groups';
import { MemberPaymentDialog } from './MemberPaymentDialog';
import { dashboard_loadingYourGroups, dashboard_makePayment, dashboard_makePaymentTo, dashboard_openPurses, dashboard_youPaid, groups_joinAGroup, groups_myGroups, groups_noGroups, groups_noGroupsMember } from '../../../shared/i18n/paraglide/messages.js';

/** 'My Groups' on the member dashboard (SPEC §2): each group with 'Make Payment'. */
export function MemberGroupsCard({ db, user, groups }: { db: DeviceDb; user: SessionUser; groups: GroupOverview[] | undefined }) {
  // The group's id, not its overview at the tap: the dialog follows the live rows, so a purse a
  // pull brings while it is open (or just before) is there to pay into.
  const [payingId, setPayingId] = useState<string | null>(null);
  const paying = groups?.find((overview) => overview.group.id === payingId) ?? null;
  const partnerOf = usePartnerGroups(user.id);
  return (
    <section aria-labelledby="my-groups-title" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-3 sm:p-4">
        <h2 id="my-groups-title" className="card-title">
          {groups_myGroups()}
        </h2>
        {groups === undefined ? (
          <ListSkeleton label={dashboard_loadingYourGroups()} />
        ) : groups.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 px-4 py-8 text-center">
            <Icon name="users" className="size-10 text-base-content/50" />
            <p className="font-semibold">{groups_noGroups()}</p>
            <p className="text-sm text-base-content/80">{groups_noGroupsMember()}</p>
            <Link to="/join-group" className="btn btn-primary mt-2">
              {groups_joinAGroup()}
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
                    {partnerOf.some((g) => g.id === overview.group.id) ? <PartnerRoleBadge /> : null}
                    <p className="text-sm text-base-content/75">
                      {dashboard_openPurses({ count: open })} · {dashboard_youPaid({ amount: formatNaira(overview.myContributionKobo ?? 0) })}
                    </p>
                  </div>
                  <button type="button" className="btn btn-primary btn-sm h-11 shrink-0" onClick={() => setPayingId(overview.group.id)} aria-label={dashboard_makePaymentTo({ name: overview.group.name })}>
                    {dashboard_makePayment()}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {paying ? <MemberPaymentDialog db={db} user={user} overview={paying} onClose={() => setPayingId(null)} /> : null}
    </section>
  );
}
