/**
 * Who has paid into a purse and who has not, from the rows on the admin's phone (the admin holds
 * every member and contribution of their groups), so Send Reminders shows them offline.
 * A member has paid once they have a pending or confirmed contribution to the purse; a rejected
 * one does not count.
 */
import type { LocalContribution, LocalMember } from '../../data/db';

export interface PaidMember {
  userId: string;
  fullName: string;
  username: string;
  confirmedKobo: number;
  /** Submitted and not yet confirmed by the admin. */
  pendingKobo: number;
}

export interface UnpaidMember {
  userId: string;
  fullName: string;
  username: string;
}

export interface PursePayers {
  paid: PaidMember[];
  unpaid: UnpaidMember[];
}

type MemberInput = Pick<LocalMember, 'userId' | 'fullName' | 'username' | 'status' | 'deleted'>;
type ContributionInput = Pick<LocalContribution, 'userId' | 'userFullName' | 'userName' | 'status' | 'amountKobo' | 'projectId'>;

const byName = (a: { fullName: string }, b: { fullName: string }) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' });

/**
 * Splits a group's members by whether they contributed to `projectId`, each list by name.
 * Someone who paid and has since left the group still shows as paid (their money is in the purse).
 * @example splitPayers(members, contributions, 'p1').unpaid.map((m) => m.fullName) // ['Chidi Obi']
 */
export function splitPayers(members: readonly MemberInput[], contributions: readonly ContributionInput[], projectId: string): PursePayers {
  const paid = new Map<string, PaidMember>();
  for (const contribution of contributions) {
    if (contribution.projectId !== projectId) continue;
    if (contribution.status !== 'pending' && contribution.status !== 'confirmed') continue;
    const entry = paid.get(contribution.userId) ?? {
      userId: contribution.userId,
      fullName: contribution.userFullName || contribution.userName,
      username: contribution.userName,
      confirmedKobo: 0,
      pendingKobo: 0,
    };
    if (contribution.status === 'confirmed') entry.confirmedKobo += contribution.amountKobo;
    else entry.pendingKobo += contribution.amountKobo;
    paid.set(contribution.userId, entry);
  }

  const unpaid: UnpaidMember[] = [];
  for (const member of members) {
    if (member.deleted || member.status !== 'active') continue;
    const payer = paid.get(member.userId);
    // The member row has the current name; a contribution keeps the name at the time it was made.
    if (payer) Object.assign(payer, { fullName: member.fullName, username: member.username });
    else unpaid.push({ userId: member.userId, fullName: member.fullName, username: member.username });
  }
  return { paid: [...paid.values()].sort(byName), unpaid: unpaid.sort(byName) };
}
