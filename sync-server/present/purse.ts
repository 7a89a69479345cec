/**
 * A purse (a project in the database and on the wire, SPEC: "also called purses") as it leaves
 * the server: `purseRow` for a sync pull, `presentPurse` and `presentPublicPurse` for the
 * REST answers.
 */
import { koboToDecimalString } from '../../shared/money';
import { parseAllowedPaymentTypes } from '../../shared/payment-methods';
import { progressPercent } from '../../shared/progress';
import type { PurseRow } from '../../shared/sync-protocol';
import { purseBalanceKobo } from '../ledger/balance';
import { iso, type PurseRecord } from './records';
import { takesGuests } from '../../shared/guest-gifts';

export function purseRow(project: PurseRecord): PurseRow {
  const { createdAt, deadline, allowedPaymentTypes, ...rest } = project;
  return {
    ...rest,
    deadline: deadline ? deadline.toISOString() : null,
    allowedPaymentTypes: parseAllowedPaymentTypes(allowedPaymentTypes),
    createdAt: createdAt.toISOString(),
  };
}

/**
 * The fields anyone with a registration link may see: no account details, no people. The money
 * figures include what was paid out and what is left (issue 11): a group's books are open to
 * whoever is asked to pay into them.
 */
export function presentPublicPurse(project: PurseRecord) {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    targetAmount: koboToDecimalString(project.targetAmountKobo),
    /** What each member owes, or null (issue 23 §1): public, as a levy is announced to whoever is asked to pay it. */
    amountPerMember: project.amountPerMemberKobo === null ? null : koboToDecimalString(project.amountPerMemberKobo),
    /** What it collects and on which calendar (issue 25 §1): public like the amount per member. */
    kind: project.kind,
    frequency: project.frequency,
    startsOn: project.startsOn,
    endsOn: project.endsOn,
    collectedAmount: koboToDecimalString(project.collectedAmountKobo),
    paidOutAmount: koboToDecimalString(project.paidOutAmountKobo),
    balance: koboToDecimalString(purseBalanceKobo(project)),
    deadline: iso(project.deadline),
    customSlug: project.customSlug,
    status: project.status,
    /** Whether anyone with the link may give (issue 27 §4): the public page then offers it. */
    guestsWelcome: takesGuests(project),
  };
}

/** A project for the people of its group, with its payment details and display extras. */
export function presentPurse(project: PurseRecord, extras: { contributionCount: number; groupName: string }) {
  return {
    ...presentPublicPurse(project),
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
    /** A rotation's order, with names: for the group's people, not the public page. */
    rotationOrder: project.rotationOrder,
    /** Issue 25 §6: the late fine rules, oldest first (none: an empty list). */
    lateFines: project.lateFines ?? [],
    /** Issue 25 §5: the places members took while they pick them; null when the picking is not open. */
    rotationPicks: project.rotationPicks ?? null,
    rotationSwaps: project.rotationSwaps ?? null,
    createdAt: project.createdAt.toISOString(),
    contributionCount: extras.contributionCount,
    completionRate: progressPercent(project.collectedAmountKobo, project.targetAmountKobo),
    groupName: extras.groupName,
  };
}
