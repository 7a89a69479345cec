/**
 * Where each member stands with a purse, from the rows on the admin's phone (the admin holds every
 * member and contribution of their groups), so Send Reminders shows it offline. The rule is
 * shared/member-dues.ts, the same as the server's (sync-server/notifications/reminders.ts):
 * - only confirmed money is paid; a pending payment awaits confirmation (shown, never counted), a
 *   rejected or reversed one is no payment;
 * - with an amount per member: paid in full, part-paid (with what is left) or not paid; without
 *   one: contributed or not, and never "everyone has paid";
 * - a reminder goes to who still owes after what is pending (asking twice for money on its way is wrong).
 * Statuses are as shown on this phone: a decision the admin made here counts at once.
 */
import { purseDues, type MemberDues, type MemberMoney, type PersonDues } from '../../../shared/member-dues';
import type { LocalContribution, LocalMember } from '../../data/db';
import { guestFirstName, type GuestGiving } from '../../../shared/guest-gifts';

export interface PayerBase {
  userId: string;
  fullName: string;
  username: string;
}

/** A member with what they have paid (confirmed), what awaits confirmation, and what is left. */
export type PaidMember = PersonDues;

export interface PursePayers {
  /** What each member owes, or null: the purse asks no set amount. */
  owedKobo: number | null;
  /** Paid in full (with a set amount) or gave anything confirmed (without); people who left the group with money in the purse too. */
  paid: PaidMember[];
  /** Some confirmed money, less than owed. */
  part: PaidMember[];
  /** Nothing confirmed, a payment awaiting confirmation. */
  awaiting: PaidMember[];
  /** Nothing confirmed or pending. */
  unpaid: PaidMember[];
  /** Who a reminder goes to: part-paid and unpaid members who still owe after what is pending. */
  toRemind: PaidMember[];
  /** The group's active members, and how many have any confirmed money in the purse. */
  members: number;
  contributed: number;
  /** Only with a set amount that every active member has paid in full. */
  everyonePaid: boolean;
  /**
   * Gifts from outside the group, confirmed (issue 27 §4): by first name and amount when the purse
   * lists them ('named'), else none. A guest is never among the members above, whatever the setting.
   */
  guests: { name: string; confirmedKobo: number }[];
}

type MemberInput = Pick<LocalMember, 'userId' | 'fullName' | 'username' | 'status' | 'deleted'>;
type ContributionInput = Pick<LocalContribution, 'userId' | 'userFullName' | 'userName' | 'status' | 'amountKobo' | 'projectId' | 'guest'>;

/**
 * Splits a group's members by where they stand with `projectId`, each list by name.
 * Someone who paid and has since left the group still shows among the paid (their money is in
 * the purse), but only the active members decide whether everyone has paid.
 * @example splitPayers(members, contributions, { id: 'p1', amountPerMemberKobo: 2_000_000 }).part.map((m) => m.leftKobo) // [1_000_000]
 */
export function splitPayers(
  members: readonly MemberInput[],
  contributions: readonly ContributionInput[],
  project: { id: string; amountPerMemberKobo?: number | null; guestGiving?: GuestGiving | null },
  duesOf?: (userId: string, money: MemberMoney) => MemberDues,
): PursePayers {
  const money = new Map<string, MemberMoney & { fullName: string; username: string }>();
  const guests = new Map<string, { name: string; confirmedKobo: number }>();
  for (const c of contributions) {
    if (c.projectId !== project.id || (c.status !== 'pending' && c.status !== 'confirmed')) continue;
    if (c.guest) {
      // Never by full name: the first name, and only when the admin allows it.
      if (c.status !== 'confirmed' || project.guestGiving !== 'named') continue;
      const guest = guests.get(c.userId) ?? { name: guestFirstName(c.userFullName || c.userName), confirmedKobo: 0 };
      guest.confirmedKobo += c.amountKobo;
      guests.set(c.userId, guest);
      continue;
    }
    const entry = money.get(c.userId) ?? { confirmedKobo: 0, pendingKobo: 0, fullName: c.userFullName || c.userName, username: c.userName };
    if (c.status === 'confirmed') entry.confirmedKobo += c.amountKobo;
    else entry.pendingKobo += c.amountKobo;
    money.set(c.userId, entry);
  }
  // The member row has the current name; a contribution keeps the name at the time it was made.
  const active = members.filter((m) => !m.deleted && m.status === 'active').map(({ userId, fullName, username }) => ({ userId, fullName, username }));
  const dues = purseDues(project.amountPerMemberKobo ?? null, active, money, duesOf);
  const activeIds = new Set(active.map((m) => m.userId));
  const departed = purseDues(
    null,
    [...money].filter(([userId, sum]) => !activeIds.has(userId) && sum.confirmedKobo > 0).map(([userId, sum]) => ({ userId, fullName: sum.fullName, username: sum.username })),
    money,
  ).inFull;
  const byName = (a: PaidMember, b: PaidMember) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' });
  return {
    owedKobo: dues.owedKobo,
    paid: [...dues.inFull, ...departed].sort(byName),
    part: dues.part,
    awaiting: dues.awaiting,
    unpaid: dues.none,
    toRemind: [...dues.part, ...dues.awaiting, ...dues.none].filter((p) => p.remind).sort(byName),
    members: dues.members,
    contributed: dues.contributed,
    everyonePaid: dues.everyonePaid,
    guests: [...guests.values()].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
  };
}
