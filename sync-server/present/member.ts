/**
 * A group's people as they leave the server: members and accountability partners, as sync rows
 * (`memberRow`, `partnerRow`) and as the REST answers list them.
 */
import { koboToDecimalString } from '../../shared/money';
import type { MemberRow, PartnerRow } from '../../shared/sync-protocol';
import type { MemberRecord, PartnerRecord, Person } from './records';

/** A membership as a sync row; `contact` (phone, language) only for the group's admin. */
export function memberRow(member: MemberRecord, person: Person, contact?: MemberRow['contact']): MemberRow {
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
    duesTerms: member.duesTerms,
    payTag: member.payTag,
    ...(contact ? { contact } : {}),
    revision: member.revision,
  };
}

export function partnerRow(partner: PartnerRecord, person: Person): PartnerRow {
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
