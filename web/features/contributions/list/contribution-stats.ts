import type { ContributionView } from '../../../data/contribution-views';

export interface ContributionStats {
  /** Sum of the confirmed amounts, in kobo: what the user has truly paid in (the user summary's totalContributed). */
  confirmedKobo: number;
  confirmed: number;
  pending: number;
  rejected: number;
  /** Confirmed payments the admin took back (issue 11): counted, never in the money. */
  reversed: number;
  total: number;
}

type Countable = Pick<ContributionView, 'status'> & { row: { amountKobo: number } };

/**
 * The figures of My Contributions, the member dashboard and the share page (SPEC §2).
 * @example contributionStats([]).confirmedKobo === 0
 */
export function contributionStats(views: readonly Countable[]): ContributionStats {
  const stats: ContributionStats = { confirmedKobo: 0, confirmed: 0, pending: 0, rejected: 0, reversed: 0, total: views.length };
  for (const view of views) {
    stats[view.status] += 1;
    // Kobo are integers, so the total is exact however many payments there are.
    if (view.status === 'confirmed') stats.confirmedKobo += view.row.amountKobo;
  }
  return stats;
}
