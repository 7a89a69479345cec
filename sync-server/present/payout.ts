/**
 * A payout as it leaves the server: `payoutRow` for a sync pull, `presentPayout` for the REST answers.
 */
import { payoutReceiptPath } from '../../shared/books';
import { koboToDecimalString } from '../../shared/money';
import type { PayoutRow } from '../../shared/sync-protocol';
import type { PayoutRecord } from './records';

/**
 * A payout as the REST answers carry it: its sync row (below) with money as a decimal string,
 * the day paid as 'YYYY-MM-DD' beside paidAt, and the receipt as its authorised URL rather than
 * the image's hash; no revision.
 * @example presentPayout(row, nameOf).amount === '20000.00'
 */
export function presentPayout(row: PayoutRecord, nameOf: (userId: string) => string) {
  const { amountKobo, proofSha256, revision: _revision, ...rest } = payoutRow(row, nameOf);
  return { ...rest, amount: koboToDecimalString(amountKobo), paidOn: rest.paidAt.slice(0, 10), receiptUrl: proofSha256 ? payoutReceiptPath(row.id) : null };
}

export type PayoutItem = ReturnType<typeof presentPayout>;

/** A payout with the names of who recorded and who decided it. */
export function payoutRow(payout: PayoutRecord, nameOf: (id: string) => string): PayoutRow {
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
    // Only for a round paid to a member: other payouts keep the shape they had before issue 25.
    ...(payout.recipientUserId ? { recipientUserId: payout.recipientUserId, acknowledgedAt: payout.acknowledgedAt ? payout.acknowledgedAt.toISOString() : null } : {}),
    createdAt: payout.createdAt.toISOString(),
    revision: payout.revision,
  };
}
