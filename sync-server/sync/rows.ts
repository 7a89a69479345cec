/**
 * Database rows -> the wire rows of shared/sync-protocol.ts. Money stays in kobo, times become
 * ISO strings, removals become `deleted: true`.
 */
import { parseAllowedPaymentTypes } from '../../shared/payment-methods';
import type { ContributionRow, GroupRow, GroupUpdateRow, HistoryRow, MemberRow, NotificationRow, PartnerRow, PayoutRow, ProjectRow } from '../../shared/sync-protocol';
import type { HistoryEventType } from '../../shared/history';
import { duplicateFlagFor, receiptCheckFor } from '../contributions/present';
import type { accountabilityPartners, contributions, groupMembers, groups, groupUpdates, historyEntries, notifications, payouts, projects } from '../db/schema';
import { visibleData } from '../history/visible-data';

type Group = typeof groups.$inferSelect;
type Project = typeof projects.$inferSelect;
type Member = typeof groupMembers.$inferSelect;
type Partner = typeof accountabilityPartners.$inferSelect;
type Contribution = typeof contributions.$inferSelect;
type Notification = typeof notifications.$inferSelect;
type GroupUpdate = typeof groupUpdates.$inferSelect;
type Payout = typeof payouts.$inferSelect;
type HistoryEntry = typeof historyEntries.$inferSelect;
interface Person {
  fullName: string;
  username: string;
}

export function groupRow(group: Group, adminName: string, memberCount: number): GroupRow {
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

export function projectRow(project: Project): ProjectRow {
  const { createdAt, deadline, allowedPaymentTypes, ...rest } = project;
  return {
    ...rest,
    deadline: deadline ? deadline.toISOString() : null,
    allowedPaymentTypes: parseAllowedPaymentTypes(allowedPaymentTypes),
    createdAt: createdAt.toISOString(),
  };
}

export function memberRow(member: Member, person: Person): MemberRow {
  return {
    id: member.id,
    groupId: member.groupId,
    userId: member.userId,
    fullName: person.fullName,
    username: person.username,
    contributedAmountKobo: member.contributedAmountKobo,
    status: member.status,
    joinedAt: member.joinedAt.toISOString(),
    deleted: member.deletedAt !== null,
    revision: member.revision,
  };
}

export function partnerRow(partner: Partner, person: Person): PartnerRow {
  return {
    id: partner.id,
    groupId: partner.groupId,
    userId: partner.userId,
    fullName: person.fullName,
    username: person.username,
    assignedAt: partner.assignedAt.toISOString(),
    deleted: partner.deletedAt !== null,
    revision: partner.revision,
  };
}

/**
 * A contribution with its payer's names; the decider and the proof's bytes stay on the server, and
 * the duplicate flag reaches only a user who reviews the group (`reviewedGroups`: scope.full).
 */
export function contributionRow(contribution: Contribution, person: Person, reviewedGroups: readonly string[]): ContributionRow {
  return {
    id: contribution.id,
    groupId: contribution.groupId,
    projectId: contribution.projectId,
    userId: contribution.userId,
    userFullName: person.fullName,
    userName: person.username,
    amountKobo: contribution.amountKobo,
    description: contribution.description,
    status: contribution.status,
    transactionRef: contribution.transactionRef,
    paymentType: contribution.paymentType,
    paymentNotes: contribution.paymentNotes,
    adminNotes: contribution.adminNotes,
    possibleDuplicate: duplicateFlagFor(contribution, reviewedGroups),
    receiptCheck: receiptCheckFor(contribution, reviewedGroups),
    proofSha256: contribution.proofSha256,
    createdAt: contribution.createdAt.toISOString(),
    decidedAt: contribution.decidedAt ? contribution.decidedAt.toISOString() : null,
    recordedBy: contribution.recordedBy,
    reversalReason: contribution.reversalReason,
    reversedAt: contribution.reversedAt ? contribution.reversedAt.toISOString() : null,
    revision: contribution.revision,
  };
}

/** One of the user's own notifications; its group's name is joined on the device. */
export function notificationRow(notification: Notification): NotificationRow {
  return {
    id: notification.id,
    userId: notification.userId,
    groupId: notification.groupId,
    type: notification.type,
    title: notification.title,
    message: notification.message,
    params: notification.params,
    contributionId: notification.contributionId,
    projectId: notification.projectId,
    read: notification.read,
    createdAt: notification.createdAt.toISOString(),
    revision: notification.revision,
  };
}

/** An announcement of a group the user can see. */
export function groupUpdateRow(update: GroupUpdate): GroupUpdateRow {
  return {
    id: update.id,
    groupId: update.groupId,
    authorId: update.authorId,
    title: update.title,
    message: update.message,
    priority: update.priority,
    createdAt: update.createdAt.toISOString(),
    revision: update.revision,
  };
}

/** A payout with the names of who recorded and who decided it. */
export function payoutRow(payout: Payout, nameOf: (id: string) => string): PayoutRow {
  return {
    id: payout.id,
    groupId: payout.groupId,
    projectId: payout.projectId,
    amountKobo: payout.amountKobo,
    recipient: payout.recipient,
    purpose: payout.purpose,
    paidAt: payout.paidAt.toISOString(),
    proofSha256: payout.proofSha256,
    status: payout.status,
    recordedBy: payout.recordedBy,
    recordedByName: nameOf(payout.recordedBy),
    decidedBy: payout.decidedBy,
    decidedByName: payout.decidedBy ? nameOf(payout.decidedBy) : null,
    decidedAt: payout.decidedAt ? payout.decidedAt.toISOString() : null,
    rejectionReason: payout.rejectionReason,
    createdAt: payout.createdAt.toISOString(),
    revision: payout.revision,
  };
}

/** Who reads a history entry: whether they review its group, and which groups show members only totals. */
export interface HistoryReader {
  userId: string;
  reviewedGroups: readonly string[];
  totalsOnlyGroups: ReadonlySet<string>;
}

/**
 * Whether `reader` is denied an entry's details: it is about another member's money in a group
 * that shows members only totals, and the reader does not review the group (admin or partner).
 */
export function detailsWithheld(entry: Pick<HistoryEntry, 'groupId' | 'subjectId' | 'type'>, reader: HistoryReader): boolean {
  return (
    reader.totalsOnlyGroups.has(entry.groupId) &&
    !reader.reviewedGroups.includes(entry.groupId) &&
    entry.subjectId !== null &&
    entry.subjectId !== reader.userId &&
    MEMBER_MONEY_EVENTS.has(entry.type)
  );
}

/** A history entry whole, as `reader` may see it: withheld details are null, their hash kept so the chain still verifies. */
export function historyRow(entry: HistoryEntry, nameOf: (id: string) => string, reader: HistoryReader): HistoryRow {
  const hidden = detailsWithheld(entry, reader);
  return {
    id: entry.id,
    groupId: entry.groupId,
    seq: entry.seq,
    type: entry.type as HistoryEventType,
    actorId: entry.actorId,
    actorName: entry.actorId ? nameOf(entry.actorId) : null,
    subjectId: entry.subjectId,
    subjectName: entry.subjectId ? nameOf(entry.subjectId) : null,
    at: entry.at.toISOString(),
    data: hidden ? null : visibleData(entry, { userId: reader.userId, reviews: reader.reviewedGroups.includes(entry.groupId) }),
    dataHash: entry.dataHash,
    prevHash: entry.prevHash,
    hash: entry.hash,
    revision: entry.revision,
  };
}

/** Events that carry one member's own amount: hidden from other members in a totals-only group. */
const MEMBER_MONEY_EVENTS: ReadonlySet<string> = new Set(['contribution.submitted', 'contribution.confirmed', 'contribution.rejected', 'contribution.reversed', 'cash.recorded']);
