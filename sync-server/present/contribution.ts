/**
 * A contribution as it leaves the server: `contributionRow` for a sync pull, `presentContribution`
 * for the REST listings; what only its group's reviewers may see is decided here for both.
 */
import { proofPath, type ContributionListItem } from '../../shared/contributions';
import { koboToDecimalString } from '../../shared/money';
import type { ReceiptCheck } from '../../shared/receipt-reading';
import { lagosDay } from '../../shared/lagos-day';
import type { ContributionRow } from '../../shared/sync-protocol';
import type { ContributionRecord, Person } from './records';

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
 * @example duplicateFlagFor(row, (await visibilityOf(tx, member.id)).full) === false
 */
export function duplicateFlagFor(row: Pick<ContributionRecord, 'groupId' | 'possibleDuplicate'>, reviewedGroups: readonly string[]): boolean {
  return row.possibleDuplicate && reviewedGroups.includes(row.groupId);
}

/**
 * The server's check of the proof (what it read, what it matched) as a viewer may see it: only
 * the group's reviewers, like the duplicate flag; a member never learns what was found about
 * anyone's receipt, their own included (a flag is for the treasurer to weigh, not to argue with).
 * @example receiptCheckFor(row, (await visibilityOf(tx, admin.id)).full) // { reading, reuse } once read
 */
export function receiptCheckFor(row: Pick<ContributionRecord, 'groupId' | 'receiptCheck'>, reviewedGroups: readonly string[]): ReceiptCheck | null {
  return reviewedGroups.includes(row.groupId) ? (row.receiptCheck ?? null) : null;
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
    receiptCheck: receiptCheckFor(row, reviewedGroups),
    /** Given by someone outside the group (issue 27 §4). */
    guest: row.guest,
    proofUrl,
    proofOfPayment: proofUrl,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    recordedBy: row.recordedBy,
    reversalReason: row.reversalReason,
    reversedAt: row.reversedAt ? row.reversedAt.toISOString() : null,
  };
}

/**
 * A contribution with its payer's names; the decider and the proof's bytes stay on the server, and
 * the duplicate flag reaches only a user who reviews the group (`reviewedGroups`: scope.full).
 */
export function contributionRow(contribution: ContributionRecord, person: Person, reviewedGroups: readonly string[]): ContributionRow {
  return {
    id: contribution.id,
    groupId: contribution.groupId,
    projectId: contribution.projectId,
    userId: contribution.userId,
    userFullName: person.fullName,
    userName: person.username,
    amountKobo: contribution.amountKobo,
    period: contribution.period,
    // Only when it is not the day it was created (the phone's fallback): most payments are sent
    // the day they are submitted, and every byte of a first pull costs on 2G.
    ...sentOnField(contribution),
    description: contribution.description,
    status: contribution.status,
    transactionRef: contribution.transactionRef,
    paymentType: contribution.paymentType,
    paymentNotes: contribution.paymentNotes,
    adminNotes: contribution.adminNotes,
    possibleDuplicate: duplicateFlagFor(contribution, reviewedGroups),
    receiptCheck: receiptCheckFor(contribution, reviewedGroups),
    // Only when set: nearly every payment is a member's, and every byte of a first pull costs on 2G.
    ...(contribution.guest ? { guest: true } : {}),
    proofSha256: contribution.proofSha256,
    createdAt: contribution.createdAt.toISOString(),
    decidedAt: contribution.decidedAt ? contribution.decidedAt.toISOString() : null,
    recordedBy: contribution.recordedBy,
    reversalReason: contribution.reversalReason,
    reversedAt: contribution.reversedAt ? contribution.reversedAt.toISOString() : null,
    revision: contribution.revision,
  };
}

/** The day the money was sent (issue 25 §6), when it is not the Lagos day the row was created. */
function sentOnField(row: Pick<ContributionRecord, 'sentOn' | 'createdAt'>): { sentOn?: string } {
  return row.sentOn && row.sentOn !== lagosDay(row.createdAt.toISOString()) ? { sentOn: row.sentOn } : {};
}
