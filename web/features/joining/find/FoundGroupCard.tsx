import { formatNaira } from '../../../lib/format';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { MESSAGES } from '../../../../shared/errors';
import {
  join_activeMembers,
  join_days,
  join_joinedGroup,
  join_joining,
  join_joinThisGroup,
  join_members,
  join_moreProjects,
  join_openMyGroups,
  join_progress,
  join_progressLabel,
  join_projects,
  join_raised,
  join_remaining,
  join_secure,
  join_targetGoal,
  join_timeRemaining,
  join_verifiedGroup,
  registration_noDeadline,
  registration_percentCollected,
} from '../../../../shared/i18n/paraglide/messages.js';
import { useDeviceDb } from '../../../session/use-device-db';
import { ProgressBar } from '../../../ui/ProgressBar';
import { toast } from '../../../ui/toast-store';
import { useCurrentUser } from '../../../session/use-current-user';
import { nearestDeadline, type GroupSummary } from '../register/group-summary';
import { joinAsSignedIn } from '../register/join-action';
import { loadGroupRelation } from './group-relation';

/** SPEC §9: the join page lists this many projects, then '+N more projects'. */
export const PROJECTS_SHOWN = 3;

/**
 * A group found from a pasted link (SPEC §2 'Join a Group'), with 'Join This Group'; for a group
 * the user is already in (known on the phone, or answered so by the server) it says so and
 * leads to it instead.
 */
export function FoundGroupCard({ group }: { group: GroupSummary }) {
  const user = useCurrentUser();
  const db = useDeviceDb();
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const relation = useLiveQuery(() => (db && user ? loadGroupRelation(db, group.id, user.id) : 'none'), [db, group.id, user?.id]);
  const [serverSaysIn, setServerSaysIn] = useState<string | null>(null);
  const alreadyIn =
    serverSaysIn ?? (relation === 'admin' ? MESSAGES.adminCannotJoinOwnGroup : relation === 'member' ? MESSAGES.alreadyMember : null);
  const deadline = nearestDeadline(group.purses, new Date());
  const more = group.purses.length - PROJECTS_SHOWN;

  const join = async () => {
    if (!user) return;
    setJoining(true);
    const joined = await joinAsSignedIn(group.id, user.id, {
      title: MESSAGES.joinGroupPageFailedTitle,
      fallback: MESSAGES.tryAgain,
    });
    setJoining(false);
    if (joined.status === 'already-in') setServerSaysIn(joined.message);
    if (joined.status !== 'joined') return;
    toast({ title: join_joinedGroup() });
    await navigate({ to: '/dashboard' });
  };

  return (
    <article className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="found-group-name">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div>
          <div className="mb-2 flex flex-wrap gap-2">
            <span className="badge badge-success badge-soft">{join_verifiedGroup()}</span>
            <span className="badge badge-soft badge-info">
              {join_activeMembers({ count: group.memberCount })}
            </span>
          </div>
          <h2 id="found-group-name" className="text-xl font-bold break-words">
            {group.name}
          </h2>
          {group.description ? <p className="mt-1 text-base-content/80">{group.description}</p> : null}
        </div>

        {/* First thing under the name: a member should not have to scroll to learn they are in. */}
        {alreadyIn !== null ? <AlreadyInGroup message={alreadyIn} /> : null}

        <div>
          <p className="text-sm text-base-content/70">{join_targetGoal()}</p>
          <p className="text-2xl font-bold">{formatNaira(group.targetKobo)}</p>
          <div className="mt-2 mb-1 flex justify-between text-sm">
            <span className="text-base-content/70">{join_progress()}</span>
            <span className="font-semibold">{group.percent}%</span>
          </div>
          <ProgressBar percent={group.percent} label={join_progressLabel({ name: group.name })} />
        </div>

        <dl className="grid grid-cols-2 gap-2 text-sm">
          <Figure label={join_raised()} value={formatNaira(group.collectedKobo)} />
          <Figure label={join_remaining()} value={formatNaira(group.remainingKobo)} />
          <Figure label={join_members()} value={String(group.memberCount)} />
          <Figure label={join_projects()} value={String(group.purses.length)} />
          <Figure
            label={join_timeRemaining()}
            value={deadline ? join_days({ count: deadline.days }) : registration_noDeadline()}
            wide
          />
        </dl>

        {group.purses.length > 0 ? (
          <section aria-labelledby="found-group-projects">
            <h3 id="found-group-projects" className="mb-2 font-semibold">
              {join_projects()}
            </h3>
            <ul className="flex flex-col gap-2">
              {group.purses.slice(0, PROJECTS_SHOWN).map((purse) => (
                <li key={purse.id} className="rounded-box border border-base-300 p-3">
                  <div className="flex justify-between gap-2 text-sm">
                    <span className="font-medium break-words">{purse.name}</span>
                    <span className="shrink-0 text-base-content/75">{formatNaira(purse.targetKobo)}</span>
                  </div>
                  <ProgressBar percent={purse.percent} label={join_progressLabel({ name: purse.name })} className="mt-2" />
                  <p className="mt-1 text-xs text-base-content/70">{registration_percentCollected({ percent: purse.percent })}</p>
                </li>
              ))}
            </ul>
            {more > 0 ? (
              <p className="mt-2 text-sm text-base-content/75">
                {join_moreProjects({ count: more })}
              </p>
            ) : null}
          </section>
        ) : null}

        {alreadyIn !== null ? null : (
          // Disabled for the instant the phone's database is read, so Join never flashes for a member.
          <button
            type="button"
            onClick={join}
            disabled={joining || relation === undefined}
            aria-busy={joining || undefined}
            className="btn btn-primary btn-block"
          >
            {joining ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
            {joining ? join_joining() : join_joinThisGroup()}
          </button>
        )}
        <p className="flex items-center justify-center gap-1 text-center text-xs text-base-content/70">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V7a4 4 0 0 1 8 0v4" />
          </svg>
          {join_secure()}
        </p>
      </div>
    </article>
  );
}

/** Under the group's name, and instead of 'Join This Group', for a group the user is already in. */
function AlreadyInGroup({ message }: { message: string }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-box border border-success/40 bg-success/10 p-3">
      <p className="flex items-center gap-2 font-semibold">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0 text-success" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {message}
      </p>
      <Link to="/groups" className="btn btn-primary btn-block">
        {join_openMyGroups()}
      </Link>
    </div>
  );
}

function Figure({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`rounded-box bg-base-200 p-3 ${wide ? 'col-span-2' : ''}`}>
      <dt className="text-base-content/70">{label}</dt>
      <dd className="text-base font-semibold">{value}</dd>
    </div>
  );
}
