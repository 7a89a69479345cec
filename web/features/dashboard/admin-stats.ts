/**
 * The admin dashboard's figures (SPEC §2, §3 "Stats: admin"), computed on the device from the
 * admin's own groups so they show offline. Money stays in integer kobo.
 */
import { progressPercent } from '../../../shared/progress';
import { decidedHereUnsynced } from '../../data/decision-overlay';
import type { ContributionView } from '../../data/contribution-views';
import type { GroupOverview } from '../../data/groups-overview';

export interface AdminStats {
  /** Collected across every purse of the admin's groups. */
  totalCollectionsKobo: number;
  /** People (not memberships) in the admin's groups: someone in two groups counts once. */
  activeMembers: number;
  /** Payments waiting for a decision; one decided on this phone no longer waits. */
  pendingPayments: number;
  /** Collected over target across those purses, a whole percentage (0 with no target). */
  completionRate: number;
  /**
   * Which figures include decisions made on this phone that the server's rows do not hold yet
   * (data/decision-overlay.ts), to mark them 'Not synced yet': collections and completion move
   * with a confirmation, pending payments with any decision.
   */
  unsynced: { collections: boolean; pending: boolean };
}

/** How many transactions the dashboard lists (SPEC §9). */
export const RECENT_TRANSACTIONS = 5;

/**
 * The four stat cards from the admin's groups (their purses and members, with the confirmations
 * made on this phone already added: groups-overview.ts) and their contributions.
 * @example computeAdminStats([], []).completionRate === 0
 */
export function computeAdminStats(groups: readonly GroupOverview[], views: readonly ContributionView[]): AdminStats {
  let collected = 0;
  let target = 0;
  let unsyncedKobo = 0;
  const people = new Set<string>();
  for (const { projects, members, unsyncedKobo: groupUnsynced } of groups) {
    unsyncedKobo += groupUnsynced;
    for (const project of projects) {
      collected += project.collectedAmountKobo;
      target += project.targetAmountKobo;
    }
    for (const member of members) {
      if (!member.deleted && member.status === 'active') people.add(member.userId);
    }
  }
  return {
    totalCollectionsKobo: collected,
    activeMembers: people.size,
    pendingPayments: views.filter((view) => view.status === 'pending').length,
    completionRate: progressPercent(collected, target),
    unsynced: { collections: unsyncedKobo > 0, pending: views.some((view) => decidedHereUnsynced(view.row, view.decision)) },
  };
}

/**
 * The first contributions of the (newest-first) list, for Recent Transactions.
 * @example recentTransactions(views).length <= 5
 */
export function recentTransactions(views: readonly ContributionView[], count = RECENT_TRANSACTIONS): ContributionView[] {
  return views.slice(0, count);
}

/**
 * The payment that has waited longest: what 'Pending Actions' opens first. null when none waits.
 * @example oldestPending(views)?.row.status === 'pending'
 */
export function oldestPending(views: readonly ContributionView[]): ContributionView | null {
  let oldest: ContributionView | null = null;
  for (const view of views) {
    if (view.status !== 'pending') continue;
    if (!oldest || view.row.createdAt < oldest.row.createdAt) oldest = view;
  }
  return oldest;
}
