import type { Tx } from '../db/database';
import type { payouts } from '../db/schema';
import { groupAudience } from '../access/audience';
import { addNotification } from '../notifications/write';
import { payoutDecidedPush, payoutMadePush, payoutPendingPush } from '../push/payloads';

/**
 * The notifications a payout's life writes, in the caller's transaction with their web pushes
 * queued beside them (as for contributions, contributions/notify.ts): 'payout_pending' to each
 * partner who may approve it, 'payout_approved' / 'payout_rejected' to the admin who recorded it,
 * and 'payout_made' to every member and partner once the money counts as paid out.
 */

type PayoutRecord = typeof payouts.$inferSelect;

/**
 * Asks each partner in `partnerIds` to approve or reject a payout that waits for them.
 * @example 'Ada Okafor paid ₦20,000 to Mama Chika from Xmas Party for the rice. Please approve or reject it.'
 */
export async function notifyPayoutPending(tx: Tx, payout: PayoutRecord, context: { partnerIds: readonly string[]; recorderName: string; purseName: string }, now: Date): Promise<void> {
  const params = { kind: 'payoutPending', recorder: context.recorderName, amountKobo: payout.amountKobo, recipient: payout.recipient, purse: context.purseName, purpose: payout.purpose } as const;
  for (const userId of context.partnerIds) {
    await addNotification(
      tx,
      { userId, groupId: payout.groupId, type: 'payout_pending', params, projectId: payout.projectId },
      payoutPendingPush(payout, context.purseName),
      now,
    );
  }
}

/**
 * Tells the admin who recorded a payout how a partner decided it; a rejection carries the reason.
 * @example 'Your payout of ₦20,000 to Mama Chika from Xmas Party was rejected by Pat Okafor. Reason: no receipt'
 */
export async function notifyPayoutDecided(tx: Tx, payout: PayoutRecord, context: { deciderName: string; purseName: string }, now: Date): Promise<void> {
  const what = { amountKobo: payout.amountKobo, recipient: payout.recipient, purse: context.purseName, decider: context.deciderName };
  const notice =
    payout.status === 'approved'
      ? { type: 'payout_approved' as const, params: { kind: 'payoutApproved' as const, ...what } }
      : { type: 'payout_rejected' as const, params: { kind: 'payoutRejected' as const, ...what, reason: payout.rejectionReason ?? '' } };
  const status = payout.status === 'approved' ? 'approved' : 'rejected';
  await addNotification(tx, { userId: payout.recordedBy, groupId: payout.groupId, projectId: payout.projectId, ...notice }, payoutDecidedPush(payout, status, context.purseName), now);
}

/**
 * Money left a purse (issue 23 §2): every active member and partner of the group is told, in their
 * language, with the amount, purse, recipient, purpose and who approved it, or that nobody did
 * (`approverName` null: recorded while the group had no partner who could approve it). Money
 * out is never silent. The admin who recorded it is not told of their own payout.
 * @example '₦60,000 was paid out of Xmas Party (Ajo Circle) to Chioma Nwosu for Hall. Not approved by anyone: the group has no accountability partner.'
 */
export async function notifyPayoutMade(tx: Tx, payout: PayoutRecord, context: { purseName: string; groupName: string; approverName: string | null }, now: Date): Promise<number> {
  const recipients = (await groupAudience(tx, payout.groupId)).filter((userId) => userId !== payout.recordedBy);
  const params = {
    kind: 'payoutMade',
    amountKobo: payout.amountKobo,
    recipient: payout.recipient,
    purse: `${context.purseName} (${context.groupName})`,
    purpose: payout.purpose,
    approver: context.approverName,
  } as const;
  for (const userId of recipients) {
    await addNotification(tx, { userId, groupId: payout.groupId, projectId: payout.projectId, type: 'payout_made', params }, payoutMadePush(payout, context.purseName, context.approverName), now);
  }
  return recipients.length;
}
