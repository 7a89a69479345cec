import type { Tx } from '../db/database';
import type { GroupRecord } from '../access/group-access';
import { addNotification } from '../notifications/write';
import { cashRecordedPush, paymentReversedPush } from '../push/payloads';

/**
 * What the admin's corrections tell the member they touch, written in the correction's own
 * transaction with the push queued beside it (see contributions/notify.ts).
 */

type Contribution = { id: string; groupId: string; projectId: string | null; userId: string; amountKobo: number };
type Place = { group: GroupRecord; projectName: string | null };

const purposeOf = ({ group, projectName }: Place) => (projectName === null ? group.name : `${projectName} (${group.name})`);

/**
 * The member's cash is counted: a 'payment_approved' notice (for the member it is a confirmed
 * payment like any other, so the updates page shows it with the approved icon).
 * @example 'Your cash payment of ₦5,000 for Xmas Party (Ajo Circle), paid on 2026-11-20, was recorded.'
 */
export async function notifyCashRecorded(tx: Tx, contribution: Contribution, paidOnDay: string, place: Place, now: Date): Promise<void> {
  await addNotification(
    tx,
    {
      userId: contribution.userId,
      groupId: contribution.groupId,
      type: 'payment_approved',
      params: { kind: 'cashRecorded', amountKobo: contribution.amountKobo, purpose: purposeOf(place), paidOn: paidOnDay },
      contributionId: contribution.id,
      projectId: contribution.projectId,
    },
    cashRecordedPush(contribution, place.projectName ?? place.group.name),
    now,
  );
}

/**
 * The member's confirmed payment no longer counts, with the admin's reason.
 * @example 'Your payment of ₦5,000 for Xmas Party (Ajo Circle) was reversed. Reason: the transfer bounced'
 */
export async function notifyReversed(tx: Tx, contribution: Contribution, reason: string, place: Place, now: Date): Promise<void> {
  await addNotification(
    tx,
    {
      userId: contribution.userId,
      groupId: contribution.groupId,
      type: 'payment_reversed',
      params: { kind: 'paymentReversed', amountKobo: contribution.amountKobo, purpose: purposeOf(place), reason },
      contributionId: contribution.id,
      projectId: contribution.projectId,
    },
    paymentReversedPush(contribution, place.projectName ?? place.group.name),
    now,
  );
}
