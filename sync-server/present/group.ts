/**
 * A group as it leaves the server: `groupRow` for a sync pull (shared/sync-protocol.ts: kobo,
 * ISO times), `presentGroup` for the REST answers (SPEC §3 field names, money as decimal
 * strings). One file per entity, used by REST and sync alike.
 */
import { progressPercent } from '../../shared/progress';
import type { GroupRow } from '../../shared/sync-protocol';
import type { GroupFigures } from '../ledger/figures';
import type { GroupRecord } from './records';

export function groupRow(group: GroupRecord, adminName: string, memberCount: number): GroupRow {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    whatsappLink: group.whatsappLink,
    registrationLink: group.registrationLink,
    customSlug: group.customSlug,
    status: group.status,
    showMemberAmounts: group.showMemberAmounts,
    receiptMaxAgeDays: group.receiptMaxAgeDays,
    locale: group.locale,
    payoutApprovalRequired: group.payoutApprovalRequired,
    approvalRequest: group.approvalRequest ?? null,
    adminId: group.adminId,
    adminName,
    memberCount,
    createdAt: group.createdAt.toISOString(),
    revision: group.revision,
  };
}

/**
 * A group as the REST answers carry it: its sync row without what only phones keep (the
 * payout-approval state, the admin's name, the revision), with its figures; completionRate is
 * total collected over total target, in %.
 */
export function presentGroup(group: GroupRecord, figures: GroupFigures) {
  const { payoutApprovalRequired: _rule, approvalRequest: _request, adminName: _adminName, revision: _revision, ...shared } = groupRow(group, '', figures.memberCount);
  return {
    ...shared,
    purseCount: figures.purseCount,
    completionRate: progressPercent(figures.collectedKobo, figures.targetKobo),
    pendingPayments: figures.pendingPayments,
  };
}
