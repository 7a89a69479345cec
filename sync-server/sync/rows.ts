/**
 * Database rows -> the wire rows of shared/sync-protocol.ts. Money stays in kobo, times become
 * ISO strings, removals become `deleted: true`.
 */
import { parseAllowedPaymentTypes } from '../../shared/payment-methods';
import type { GroupRow, MemberRow, PartnerRow, ProjectRow } from '../../shared/sync-protocol';
import type { accountabilityPartners, groupMembers, groups, projects } from '../db/schema';

type Group = typeof groups.$inferSelect;
type Project = typeof projects.$inferSelect;
type Member = typeof groupMembers.$inferSelect;
type Partner = typeof accountabilityPartners.$inferSelect;
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
