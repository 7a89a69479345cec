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

/** A group with its display extras; completionRate is total collected over total target, in %. */
export function presentGroup(group: GroupRecord, figures: GroupFigures) {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    whatsappLink: group.whatsappLink,
    registrationLink: group.registrationLink,
    customSlug: group.customSlug,
    status: group.status,
    /** Issue 11 §7: whether members see each other's amounts (admin and partners always do). */
    showMemberAmounts: group.showMemberAmounts,
    /** Issue 13: a receipt dated more than this many days before its proof is flagged as old. */
    receiptMaxAgeDays: group.receiptMaxAgeDays,
    /** Issue 15: the language of the group's WhatsApp messages. */
    locale: group.locale,
    adminId: group.adminId,
    createdAt: group.createdAt.toISOString(),
    memberCount: figures.memberCount,
    purseCount: figures.purseCount,
    completionRate: progressPercent(figures.collectedKobo, figures.targetKobo),
    pendingPayments: figures.pendingPayments,
  };
}
