/** Rows and views for the review and dashboard tests. */
import type { LocalContribution, OutboxEntry } from '../../../data/db';
import type { ContributionView } from '../../../data/contribution-views';

export function contributionRow(id: string, extra: Partial<LocalContribution> = {}): LocalContribution {
  return {
    id,
    groupId: 'g1',
    projectId: 'p1',
    userId: 'u1',
    userFullName: 'Ada Obi',
    userName: 'ada',
    amountKobo: 500_000,
    description: null,
    status: 'pending',
    transactionRef: 'TRX-1',
    paymentType: 'bank_transfer',
    paymentNotes: null,
    adminNotes: null,
    possibleDuplicate: false, receiptCheck: null,
    proofSha256: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    decidedAt: null,
    recordedBy: null,
    reversalReason: null,
    reversedAt: null,
    revision: 1,
    ...extra,
  };
}

export function decisionEntry(contributionId: string, action: 'confirm' | 'reject', extra: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    seq: 1,
    id: `m-${contributionId}`,
    type: action === 'confirm' ? 'contribution.confirm' : 'contribution.reject',
    payload: action === 'confirm' ? { contributionId } : { contributionId, reason: null },
    label: `${action} ${contributionId}`,
    target: { table: 'contributions', id: contributionId },
    createdAt: '2025-03-02T10:00:00.000Z',
    status: 'queued',
    attempts: 0,
    ...extra,
  };
}

/** A view as loadContributionViews builds it, without a database. */
export function contributionView(row: LocalContribution, extra: Partial<ContributionView> = {}): ContributionView {
  return {
    row,
    groupName: 'Class of 2010',
    projectName: 'Reunion Purse',
    status: row.status,
    unsynced: Boolean(row._pending),
    createEntry: null,
    decision: null,
    problem: null,
    ...extra,
  };
}
