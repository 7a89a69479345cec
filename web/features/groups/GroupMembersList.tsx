import type { LocalMember } from '../../data/db';
import { formatDate, formatNaira } from '../../lib/format';
import { PendingBadge } from '../../ui/PendingBadge';
import { groups_contributed, groups_joinedOn, groups_membersHeading, groups_membersOf, groups_noMembers } from '../../../shared/i18n/paraglide/messages.js';

/** Admin only (SPEC §2, §6): each member's name, username, joined date and what they contributed (not synced yet: marked). */
export function GroupMembersList({ members, groupName }: { members: LocalMember[]; groupName: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h4 className="font-semibold">{groups_membersHeading({ count: members.length })}</h4>
      {members.length === 0 ? (
        <p className="rounded-box bg-base-200 p-3 text-sm text-base-content/80">{groups_noMembers()}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300" aria-label={groups_membersOf({ name: groupName })}>
          {members.map((member) => (
            <li key={member.id} className="flex items-center gap-2 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{member.fullName}</p>
                <p className="text-xs break-words text-base-content/75">
                  @{member.username} · {groups_joinedOn({ date: formatDate(member.joinedAt) })}
                </p>
              </div>
              <div className="flex flex-col items-end text-right">
                <span className="font-semibold tabular-nums">{formatNaira(member.contributedAmountKobo)}</span>
                <span className="text-xs text-base-content/75">{groups_contributed()}</span>
                {/* A confirmation made on this phone is in the amount before the server has it. */}
                {member._pending ? <PendingBadge /> : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
