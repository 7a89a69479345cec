import { describe, expect, it } from 'vitest';
import type { LocalGroup, LocalMember, LocalPurse } from '../../data/db';
import type { GroupOverview } from '../../data/groups-overview';
import { contributionRow, contributionView, decisionEntry } from '../contributions/review/test-fixtures';
import { computeAdminStats, oldestPending, recentTransactions } from './admin-stats';

function overview(
  id: string,
  projects: Array<[collected: number, target: number]>,
  memberUserIds: string[],
  extraMembers: Partial<LocalMember>[] = [],
  unsyncedKobo = 0,
): GroupOverview {
  const group = { id, name: `Group ${id}` } as LocalGroup;
  return {
    group,
    projects: projects.map(([collected, target], i) => ({ id: `${id}-p${i}`, groupId: id, collectedAmountKobo: collected, targetAmountKobo: target }) as LocalPurse),
    members: [
      ...memberUserIds.map((userId, i) => ({ id: `${id}-m${i}`, groupId: id, userId, status: 'active', deleted: false }) as LocalMember),
      ...extraMembers.map((extra, i) => ({ id: `${id}-x${i}`, groupId: id, userId: `x${i}`, status: 'active', deleted: false, ...extra }) as LocalMember),
    ],
    memberCount: memberUserIds.length,
    myContributionKobo: null,
    unsyncedKobo,
  };
}

describe('computeAdminStats', () => {
  it('is all zeros for an admin with no groups', () => {
    expect(computeAdminStats([], [])).toEqual({
      totalCollectionsKobo: 0,
      activeMembers: 0,
      pendingPayments: 0,
      completionRate: 0,
      unsynced: { collections: false, pending: false },
    });
  });

  it('sums what every purse of every group collected, in kobo', () => {
    const groups = [overview('g1', [[150_050, 1_000_000], [20_000, 100_000]], []), overview('g2', [[1, 100]], [])];
    expect(computeAdminStats(groups, []).totalCollectionsKobo).toBe(170_051);
  });

  it('gives the completion rate as collected over target across all purses, rounded', () => {
    const groups = [overview('g1', [[250_000, 1_000_000]], []), overview('g2', [[0, 1_000_000]], [])];
    expect(computeAdminStats(groups, []).completionRate).toBe(13); // 12.5% rounds half up
  });

  it('gives 0% when no purse has a target', () => {
    expect(computeAdminStats([overview('g1', [], ['u1'])], []).completionRate).toBe(0);
  });

  it('counts a person in two groups once, and leaves out removed and inactive members', () => {
    const groups = [
      overview('g1', [], ['u1', 'u2'], [{ userId: 'gone', deleted: true }, { userId: 'paused', status: 'inactive' }]),
      overview('g2', [], ['u2', 'u3']),
    ];
    expect(computeAdminStats(groups, []).activeMembers).toBe(3);
  });

  it('counts pending payments, leaving out one decided on this phone', () => {
    const waiting = contributionView(contributionRow('c1'));
    const decidedHere = contributionView(contributionRow('c2'), {
      status: 'confirmed',
      unsynced: true,
      decision: { action: 'confirm', reason: null, entry: decisionEntry('c2', 'confirm') },
    });
    const confirmed = contributionView(contributionRow('c3', { status: 'confirmed' }));
    expect(computeAdminStats([], [waiting, decidedHere, confirmed]).pendingPayments).toBe(1);
  });

  it('marks the figures that include decisions made on this phone and not synced yet', () => {
    const queued = contributionView(contributionRow('c1'), { status: 'rejected', decision: { action: 'reject', reason: null, entry: decisionEntry('c1', 'reject') } });
    const applied = contributionView(contributionRow('c2', { status: 'confirmed', _decided: 1 }));
    const lost = contributionView(contributionRow('c3', { status: 'confirmed' }), {
      decision: { action: 'reject', reason: null, entry: decisionEntry('c3', 'reject', { status: 'conflict' }) },
    });
    const synced = [overview('g1', [[500_000, 1_000_000]], [])];
    const confirmedHere = [overview('g1', [[500_000, 1_000_000]], [], [], 200_000)];
    expect(computeAdminStats(synced, [lost]).unsynced).toEqual({ collections: false, pending: false });
    expect(computeAdminStats(synced, [queued]).unsynced).toEqual({ collections: false, pending: true });
    expect(computeAdminStats(synced, [applied]).unsynced).toEqual({ collections: false, pending: true });
    expect(computeAdminStats(confirmedHere, []).unsynced).toEqual({ collections: true, pending: false });
  });
});

describe('recentTransactions', () => {
  it('lists the first five of the newest-first list', () => {
    const views = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => contributionView(contributionRow(id)));
    expect(recentTransactions(views).map((view) => view.row.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lists them all when there are fewer', () => {
    expect(recentTransactions([contributionView(contributionRow('a'))])).toHaveLength(1);
  });
});

describe('oldestPending', () => {
  it('finds the payment that has waited longest', () => {
    const views = [
      contributionView(contributionRow('new', { createdAt: '2025-03-03T00:00:00Z' })),
      contributionView(contributionRow('done', { createdAt: '2025-03-01T00:00:00Z', status: 'confirmed' })),
      contributionView(contributionRow('old', { createdAt: '2025-03-02T00:00:00Z' })),
    ];
    expect(oldestPending(views)?.row.id).toBe('old');
  });

  it('is null when nothing waits', () => {
    expect(oldestPending([contributionView(contributionRow('c', { status: 'rejected' }))])).toBeNull();
  });
});
