/**
 * Database rows -> the wire rows of shared/sync-protocol.ts. Money stays in kobo, times become
 * ISO strings, removals become `deleted: true`.
 */
import { parseAllowedPaymentTypes } from '../../shared/payment-methods';
import type { ContributionRow, GroupRow, GroupUpdateRow, MemberRow, NotificationRow, PartnerRow, ProjectRow } from '../../shared/sync-protocol';
import { duplicateFlagFor } from '../contributions/present';
import type { accountabilityPartners, contributions, groupMembers, groups, groupUpdates, notifications, projects } from '../db/schema';

type Group = typeof groups.$inferSelect;
type Project = typeof projects.$inferSelect;
type Member = typeof groupMembers.$inferSelect;
type Partner = typeof accountabilityPartners.$inferSelect;
type Contribution = typeof contributions.$inferSelect;
type Notification = typeof notifications.$inferSelect;
type GroupUpdate = typeof groupUpdates.$inferSelect;
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
    proofSha256: contribution.proofSha256,
    createdAt: contribution.createdAt.toISOString(),
    decidedAt: contribution.decidedAt ? contribution.decidedAt.toISOString() : null,
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
