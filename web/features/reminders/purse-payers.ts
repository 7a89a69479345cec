/**
 * Who has paid into a purse, whose payment awaits confirmation, and who has not paid, from the
 * rows on the admin's phone (the admin holds every member and contribution of their groups), so
 * Send Reminders shows them offline. The rule, the same as the server's (reminders.ts):
 * - paid: at least one confirmed contribution to the purse; only confirmed money is paid;
 * - awaiting confirmation: no confirmed one, but a pending one. Not reminded: their payment is
 *   on its way, and asking them to pay again would ask for the money twice;
 * - not paid: neither (a rejected contribution does not count). The reminder goes to them.
 * Statuses are as shown on this phone: a decision the admin made here counts at once.
 */
import type { LocalContribution, LocalMember } from '../../data/db';

export interface PayerBase {
  userId: string;
  fullName: string;
  username: string;
}

export interface PaidMember extends PayerBase {
  /** Confirmed: what the member has paid. */
  confirmedKobo: number;
  /** Submitted besides and not yet confirmed by the admin. */
  pendingKobo: number;
}

export interface AwaitingMember extends PayerBase {
  pendingKobo: number;
}

export type UnpaidMember = PayerBase;

export interface PursePayers {
  paid: PaidMember[];
  awaiting: AwaitingMember[];
  unpaid: UnpaidMember[];
  /** The group's active members. */
  members: number;
  /** The group has active members and every one of them has a confirmed contribution to the purse. */
  everyonePaid: boolean;
}

type MemberInput = Pick<LocalMember, 'userId' | 'fullName' | 'username' | 'status' | 'deleted'>;
type ContributionInput = Pick<LocalContribution, 'userId' | 'userFullName' | 'userName' | 'status' | 'amountKobo' | 'projectId'>;

const byName = (a: { fullName: string }, b: { fullName: string }) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' });

/**
 * Splits a group's members by what they have put into `projectId`, each list by name.
 * Someone who paid and has since left the group still shows (their money is in the purse), but
 * only the active members decide whether everyone has paid.
 * @example splitPayers(members, contributions, 'p1').unpaid.map((m) => m.fullName) // ['Chidi Obi']
 */
export function splitPayers(members: readonly MemberInput[], contributions: readonly ContributionInput[], projectId: string): PursePayers {
  const sums = new Map<string, PaidMember>();
  for (const contribution of contributions) {
    if (contribution.projectId !== projectId) continue;
    if (contribution.status !== 'pending' && contribution.status !== 'confirmed') continue;
    const entry = sums.get(contribution.userId) ?? {
      userId: contribution.userId,
      fullName: contribution.userFullName || contribution.userName,
      username: contribution.userName,
      confirmedKobo: 0,
      pendingKobo: 0,
    };
    if (contribution.status === 'confirmed') entry.confirmedKobo += contribution.amountKobo;
    else entry.pendingKobo += contribution.amountKobo;
    sums.set(contribution.userId, entry);
  }

  const unpaid: UnpaidMember[] = [];
  let active = 0;
  let activePaid = 0;
  for (const member of members) {
    if (member.deleted || member.status !== 'active') continue;
    active += 1;
    const sum = sums.get(member.userId);
    // The member row has the current name; a contribution keeps the name at the time it was made.
    if (sum) Object.assign(sum, { fullName: member.fullName, username: member.username });
    else unpaid.push({ userId: member.userId, fullName: member.fullName, username: member.username });
    if (sum && sum.confirmedKobo > 0) activePaid += 1;
  }

  const paid: PaidMember[] = [];
  const awaiting: AwaitingMember[] = [];
  for (const sum of sums.values()) {
    if (sum.confirmedKobo > 0) paid.push(sum);
    else awaiting.push({ userId: sum.userId, fullName: sum.fullName, username: sum.username, pendingKobo: sum.pendingKobo });
  }
  return { paid: paid.sort(byName), awaiting: awaiting.sort(byName), unpaid: unpaid.sort(byName), members: active, everyonePaid: active > 0 && activePaid === active };
}
