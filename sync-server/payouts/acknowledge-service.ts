/**
 * The member a rotation's round was paid to says "I have received ₦X" (issue 25 §5): recorded on
 * the payout and in the history, so the group sees the pot reached them. Only that member may say
 * it, and only of money recorded as paid (approved); saying it again changes nothing.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { groups, payouts, type UserRow } from '../db/schema';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import type { PayoutRecord } from './record-service';

export async function acknowledgePayout(tx: Tx, actor: UserRow, payoutId: string, now: Date): Promise<Outcome<PayoutRecord>> {
  const [found] = await tx.select({ groupId: payouts.groupId }).from(payouts).where(eq(payouts.id, payoutId)).limit(1);
  if (!found) return refuse('payout-not-found');
  await lockRow(tx, groups, groups.id, found.groupId);
  const payout = (await tx.select().from(payouts).where(eq(payouts.id, payoutId)).limit(1))[0]!; // ! : payouts are never deleted
  if (payout.recipientUserId !== actor.id) return refuse('forbidden');
  if (payout.status !== 'approved') return refuse('payout-not-paid');
  // Said before: a new revision all the same, so the phone that said it again pulls the server's row (its first time) back.
  if (payout.acknowledgedAt) return ok((await tx.update(payouts).set({ revision: await nextRevision(tx) }).where(eq(payouts.id, payoutId)).returning())[0] ?? payout);
  const [updated] = await tx.update(payouts).set({ acknowledgedAt: now, revision: await nextRevision(tx) }).where(eq(payouts.id, payoutId)).returning();
  await appendHistory(tx, {
    groupId: payout.groupId,
    type: 'payout.acknowledged',
    actorId: actor.id,
    subjectId: actor.id,
    at: now,
    data: { payoutId, projectId: payout.projectId, amountKobo: payout.amountKobo },
  });
  return ok(updated!); // ! : read (and its group locked) in this transaction
}
