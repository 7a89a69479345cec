import { and, count, countDistinct, eq, inArray, isNull, sql } from 'drizzle-orm';
import { koboToDecimalString } from '../../shared/money';
import { progressPercent } from '../../shared/progress';
import type { Tx } from '../db/database';
import { contributions, groupMembers, groups, projects } from '../db/schema';
import { activeMembership } from '../ledger/figures';

/**
 * The dashboards' stat cards (SPEC §3 Stats; the query shapes are ours, the spec shows none).
 * Both are about the session user only: an admin's own groups, a member's own money.
 */

const kobo = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * Admin dashboard: money collected over the admin's groups, the distinct people who are active
 * members of any of them, and the payments awaiting review. Confirming a payment adds it to its
 * purse's collectedAmountKobo, so the collected money is the purses' totals plus the confirmed
 * payments made to a group without naming a purse (the Make Payment page allows that); the
 * completion rate weighs only purse money against purse targets, as targets belong to purses.
 * @example await adminStats(tx, admin.id) // { totalCollections: '1500.00', activeMembers: 3, pendingPayments: 1, completionRate: 15 }
 */
export async function adminStats(tx: Tx, adminId: string) {
  const owned = tx.select({ id: groups.id }).from(groups).where(eq(groups.adminId, adminId));
  const [money] = await tx
    .select({ collected: kobo(sql`sum(${projects.collectedAmountKobo})`), target: kobo(sql`sum(${projects.targetAmountKobo})`) })
    .from(projects)
    .where(inArray(projects.groupId, owned));
  const [members] = await tx
    .select({ n: countDistinct(groupMembers.userId) })
    .from(groupMembers)
    .where(and(inArray(groupMembers.groupId, owned), activeMembership()));
  const [unassigned] = await tx
    .select({ total: kobo(sql`sum(${contributions.amountKobo})`) })
    .from(contributions)
    .where(and(inArray(contributions.groupId, owned), eq(contributions.status, 'confirmed'), isNull(contributions.projectId)));
  const [pending] = await tx
    .select({ n: count() })
    .from(contributions)
    .where(and(inArray(contributions.groupId, owned), eq(contributions.status, 'pending')));
  const collected = money?.collected ?? 0;
  return {
    totalCollections: koboToDecimalString(collected + (unassigned?.total ?? 0)),
    activeMembers: members?.n ?? 0,
    pendingPayments: pending?.n ?? 0,
    completionRate: progressPercent(collected, money?.target ?? 0),
  };
}

/**
 * Member dashboard: the sum of the user's confirmed contributions (pending and rejected ones are
 * not money the group has) and the number of groups they actively belong to.
 * @example await userStats(tx, member.id) // { totalContributions: '500.00', groupCount: 2 }
 */
export async function userStats(tx: Tx, userId: string) {
  const [confirmed] = await tx
    .select({ total: kobo(sql`sum(${contributions.amountKobo})`) })
    .from(contributions)
    .where(and(eq(contributions.userId, userId), eq(contributions.status, 'confirmed')));
  const [memberships] = await tx
    .select({ n: count() })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, userId), activeMembership()));
  return { totalContributions: koboToDecimalString(confirmed?.total ?? 0), groupCount: memberships?.n ?? 0 };
}
