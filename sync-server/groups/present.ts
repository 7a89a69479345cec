import { koboToDecimalString } from '../../shared/money';
import { progressPercent } from '../../shared/progress';
import type { accountabilityPartners, groupMembers, projects } from '../db/schema';
import type { GroupRecord } from './access';
import type { GroupFigures } from './figures';
import { purseBalanceKobo } from '../payouts/balance';

/**
 * Rows as the REST answers carry them (SPEC §3 field names): money as decimal(15,2) strings,
 * times as ISO strings, allowedPaymentTypes as the JSON text the spec stores.
 */
type ProjectRecord = typeof projects.$inferSelect;
type MemberRecord = typeof groupMembers.$inferSelect;
type PartnerRecord = typeof accountabilityPartners.$inferSelect;
type Person = { fullName: string; username: string };

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

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
    projectCount: figures.projectCount,
    completionRate: progressPercent(figures.collectedKobo, figures.targetKobo),
    pendingPayments: figures.pendingPayments,
  };
}

/**
 * The fields anyone with a registration link may see: no account details, no people. The money
 * figures include what was paid out and what is left (issue 11): a group's books are open to
 * whoever is asked to pay into them.
 */
export function presentPublicProject(project: ProjectRecord) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    targetAmount: koboToDecimalString(project.targetAmountKobo),
    /** What each member owes, or null (issue 23 §1): public, as a levy is announced to whoever is asked to pay it. */
    amountPerMember: project.amountPerMemberKobo === null ? null : koboToDecimalString(project.amountPerMemberKobo),
    collectedAmount: koboToDecimalString(project.collectedAmountKobo),
    paidOutAmount: koboToDecimalString(project.paidOutAmountKobo),
    balance: koboToDecimalString(purseBalanceKobo(project)),
    deadline: iso(project.deadline),
    customSlug: project.customSlug,
    status: project.status,
  };
}

/** A project for the people of its group, with its payment details and display extras. */
export function presentProject(project: ProjectRecord, extras: { contributionCount: number; groupName: string }) {
  return {
    ...presentPublicProject(project),
    groupId: project.groupId,
    accountName: project.accountName,
    accountNumber: project.accountNumber,
    bankName: project.bankName,
    routingNumber: project.routingNumber,
    swiftCode: project.swiftCode,
    zelleEmail: project.zelleEmail,
    zellePhone: project.zellePhone,
    cashappHandle: project.cashappHandle,
    venmoHandle: project.venmoHandle,
    paypalEmail: project.paypalEmail,
    paymentInstructions: project.paymentInstructions,
    allowedPaymentTypes: project.allowedPaymentTypes,
    /** Issue 22: the accounts it used before, oldest first, each with when it was replaced. */
    previousAccounts: project.previousAccounts,
    createdAt: project.createdAt.toISOString(),
    contributionCount: extras.contributionCount,
    completionRate: progressPercent(project.collectedAmountKobo, project.targetAmountKobo),
    groupName: extras.groupName,
  };
}

/** One's own membership (the join answer). */
export function presentMembership(member: MemberRecord) {
  return {
    id: member.id,
    groupId: member.groupId,
    userId: member.userId,
    status: member.status,
    joinedAt: member.joinedAt.toISOString(),
    contributedAmount: koboToDecimalString(member.contributedAmountKobo),
  };
}

/** A member as the group's admin and partners list them (SPEC §7 members call). */
export function presentMember(member: MemberRecord, person: Person) {
  return {
    id: member.id,
    userId: member.userId,
    user: { fullName: person.fullName, username: person.username },
    joinedAt: member.joinedAt.toISOString(),
    contributedAmount: koboToDecimalString(member.contributedAmountKobo),
  };
}

/** A partner with the names the partners dialog shows (userFullName, userName). */
export function presentPartner(partner: PartnerRecord, person: Person) {
  return {
    id: partner.id,
    groupId: partner.groupId,
    userId: partner.userId,
    userFullName: person.fullName,
    userName: person.username,
    assignedAt: partner.assignedAt.toISOString(),
  };
}
