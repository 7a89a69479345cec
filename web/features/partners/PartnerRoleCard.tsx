import { partners_roleCardTitle, partners_roleDuties, partners_roleName, partners_roleOf } from '../../../shared/i18n/paraglide/messages.js';
import { Icon } from '../../ui/Icon';
import { useCurrentUser } from '../../session/use-current-user';
import { usePartnerGroups } from '../../session/use-partner-groups';

/**
 * On the member dashboard of an accountability partner (issue 23 §3): the groups they are a partner
 * of and what that means, so nobody holds the role without knowing it. Nothing for a plain member.
 */
export function PartnerRoleCard({ userId }: { userId: string }) {
  const groups = usePartnerGroups(userId);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="partner-role-title" className="card border border-primary/40 bg-primary/5">
      <div className="card-body gap-2 p-3 sm:p-4">
        <h2 id="partner-role-title" className="card-title text-base">
          <Icon name="users" className="size-5 text-primary" />
          {partners_roleCardTitle()}
        </h2>
        <ul className="flex flex-col gap-1">
          {groups.map((group) => (
            <li key={group.id} className="font-semibold break-words">
              {partners_roleOf({ group: group.name })}
            </li>
          ))}
        </ul>
        <p className="text-sm text-base-content/80">{partners_roleDuties()}</p>
      </div>
    </section>
  );
}

/** A group's row says the user is its accountability partner (issue 23 §3: the role per group). */
export function PartnerRoleBadge() {
  return <span className="badge h-auto min-h-6 border-primary/40 bg-primary/10 py-0.5 text-xs font-medium text-primary">{partners_roleName()}</span>;
}

/** The badge on a group's card for the signed-in user when they are its partner; nothing otherwise. */
export function GroupPartnerBadge({ groupId }: { groupId: string }) {
  const user = useCurrentUser();
  const partnerOf = usePartnerGroups(user?.id ?? null);
  return partnerOf.some((group) => group.id === groupId) ? <PartnerRoleBadge /> : null;
}
