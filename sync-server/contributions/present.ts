import { proofPath, type ContributionListItem } from '../../shared/contributions';
import { koboToDecimalString } from '../../shared/money';
import type { ContributionRecord } from './submit-service';

/** The names a listing joins onto a contribution row. */
export interface ContributionNames {
  username: string;
  fullName: string;
  groupName: string;
  projectName: string | null;
}

/**
 * The duplicate flag as a viewer who reviews `reviewedGroups` (their `visibilityOf(...).full`)
 * may see it. It says someone else in the group already used this image or reference: for the
 * group's admin and partners to weigh, never for a member, to whom it would tell of other people's
 * payments, so everyone else reads false. One rule for REST answers and sync rows.
 * @example duplicateFlagFor(row, visibilityOf(db, member.id).full) === false
 */
export function duplicateFlagFor(row: Pick<ContributionRecord, 'groupId' | 'possibleDuplicate'>, reviewedGroups: readonly string[]): boolean {
  return row.possibleDuplicate && reviewedGroups.includes(row.groupId);
}

/**
 * A contribution as the REST listings carry it (SPEC §3): the spec's field names and their
 * aliases (projectName/purseName, transactionRef/reference, paymentNotes/notes), money as a
 * decimal string, the proof as its authorised URL rather than the image itself, and the duplicate
 * flag only for a viewer who reviews the group (`reviewedGroups`, see duplicateFlagFor).
 * @example presentContribution(row, names, []).amount === '5000.00'
 */
export function presentContribution(row: ContributionRecord, names: ContributionNames, reviewedGroups: readonly string[]): ContributionListItem {
  const proofUrl = row.proofSha256 ? proofPath(row.id) : null;
  return {
    id: row.id,
    groupId: row.groupId,
    projectId: row.projectId,
    userId: row.userId,
    userName: names.username,
    userFullName: names.fullName,
    groupName: names.groupName,
    projectName: names.projectName,
    purseName: names.projectName,
    amount: koboToDecimalString(row.amountKobo),
    description: row.description,
    status: row.status,
    transactionRef: row.transactionRef,
    reference: row.transactionRef,
    paymentType: row.paymentType,
    paymentNotes: row.paymentNotes,
    notes: row.paymentNotes,
    adminNotes: row.adminNotes,
    possibleDuplicate: duplicateFlagFor(row, reviewedGroups),
    proofUrl,
    proofOfPayment: proofUrl,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    recordedBy: row.recordedBy,
    reversalReason: row.reversalReason,
    reversedAt: row.reversedAt ? row.reversedAt.toISOString() : null,
  };
}
