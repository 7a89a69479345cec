/**
 * A payout as it leaves the server: `payoutRow` for a sync pull, `presentPayout` for the REST answers.
 */
import { payoutReceiptPath } from '../../shared/books';
import { koboToDecimalString } from '../../shared/money';
import type { PayoutRow } from '../../shared/sync-protocol';
import type { PayoutRecord } from './records';

/**
 * A payout as the REST answers carry it: money as a decimal string, the day paid as 'YYYY-MM-DD'
 * (and paidAt, its midnight UTC), the names of who recorded and who decided it, and the receipt
 * as its authorised URL rather than the image.
 * @example presentPayout(row, nameOf).amount === '20000.00'
 */
export function presentPayout(row: PayoutRecord, nameOf: (userId: string) => string) {
  return {
    id: row.id,
    groupId: row.groupId,
    projectId: row.projectId,
    amount: koboToDecimalString(row.amountKobo),
    recipient: row.recipient,
    purpose: row.purpose,
    paidOn: row.paidAt.toISOString().slice(0, 10),
    paidAt: row.paidAt.toISOString(),
    status: row.status,
    recordedBy: row.recordedBy,
    recordedByName: nameOf(row.recordedBy),
    decidedBy: row.decidedBy,
    decidedByName: row.decidedBy ? nameOf(row.decidedBy) : null,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    rejectionReason: row.rejectionReason,
    receiptUrl: row.proofSha256 ? payoutReceiptPath(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
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
    createdAt: payout.createdAt.toISOString(),
    revision: payout.revision,
  };
}
