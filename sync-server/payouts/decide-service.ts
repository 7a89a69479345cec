import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { groups, payouts, projects, type UserRow } from '../db/schema';
import { isActivePartner } from '../access/group-access';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { purseBalanceKobo } from '../ledger/balance';
import { notifyPayoutDecided, notifyPayoutMade } from './notify';
import { addToPaidOut, type PayoutRecord } from './record-service';

export type Decision = { status: 'approved'; reason: null } | { status: 'rejected'; reason: string };

const alreadyDecided = () => refuse('payout-already-decided');

/**
 * A partner decides a payout waiting for approval (issue 11 §1), in the caller's transaction.
 * Invariants:
 * - only a current accountability partner of the payout's group decides (403; the admin, members
 *   and other groups' partners are refused), and never the person who recorded it;
 * - only from 'pending', by one conditional update (`WHERE status = 'pending'`): of two partners
 *   deciding at once exactly one wins, the other gets 409 'payout-already-decided';
 * - an approval re-checks, with the group's and then the purse's row locked, that the purse still
 *   holds the amount (money may have been taken back since it was recorded: 422
 *   'payout-over-balance') and adds it to paidOutAmountKobo in the same transaction, so paid out
 *   is always the sum of the approved payouts and never above collected, however many approvals
 *   and reversals run at once;
 * - every refusal comes before the first write, so it changes nothing;
 * - the admin who recorded it is notified, and the decision is appended to the group's history.
 */
async function decide(tx: Tx, actor: UserRow, payoutId: string, decision: Decision, now: Date): Promise<Outcome<PayoutRecord>> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).limit(1);
  if (!row) return refuse('payout-not-found');
  return decideReadPayout(tx, actor, row, decision, now);
}

/**
 * `decide` after its read of the row: everything else it does, unchanged. Exported for
 * decide-guards.test.ts only, which hands it a row read before another decision committed (the
 * PostgreSQL race between the read and the update, which no request can be paused inside), so the
 * update's `WHERE status = 'pending'` has a test of its own. Call approvePayout / rejectPayout.
 */
export async function decideReadPayout(tx: Tx, actor: UserRow, row: PayoutRecord, decision: Decision, now: Date): Promise<Outcome<PayoutRecord>> {
  if (!(await isActivePartner(tx, row.groupId, actor.id))) return refuse('not-group-partner');
  if (row.recordedBy === actor.id) return refuse('partner-cannot-approve-own');
  // The group's row first, as every write of a group takes it (history appends, totals), then for
  // an approval the purse's, before its balance is read: a concurrent approval, payout or reversal
  // on this purse waits for this transaction, then reads the balance it left.
  await lockRow(tx, groups, groups.id, row.groupId);
  if (decision.status === 'approved') await lockRow(tx, projects, projects.id, row.projectId);
  // Answered before any write (a revision taken is a write), so a late decision changes nothing.
  if (row.status !== 'pending') return alreadyDecided();
  // The project row exists: a payout's purse is a foreign key, and purses are never deleted.
  const [project] = await tx.select().from(projects).where(eq(projects.id, row.projectId)).limit(1);
  if (decision.status === 'approved' && row.amountKobo > purseBalanceKobo(project!)) {
    return refuse('payout-over-balance', { field: 'amount' });
  }
  // The status changes only here, and only from 'pending', whatever was read above.
  const [decided] = await tx
    .update(payouts)
    .set({ status: decision.status, rejectionReason: decision.reason, decidedBy: actor.id, decidedAt: now, revision: await nextRevision(tx) })
    .where(and(eq(payouts.id, row.id), eq(payouts.status, 'pending')))
    .returning();
  if (!decided) return alreadyDecided();
  if (decided.status === 'approved') await addToPaidOut(tx, decided);
  await appendHistory(tx, {
    groupId: decided.groupId,
    type: decided.status === 'approved' ? 'payout.approved' : 'payout.rejected',
    actorId: actor.id,
    subjectId: null,
    at: now,
    data: { payoutId: decided.id, projectId: decided.projectId, amountKobo: decided.amountKobo, reason: decision.reason },
  });
  await notifyPayoutDecided(tx, decided, { deciderName: actor.fullName, purseName: project!.name }, now);
  // Approved money is out of the purse: the whole group hears of it, with who approved it.
  if (decided.status === 'approved') {
    const [group] = await tx.select({ name: groups.name }).from(groups).where(eq(groups.id, decided.groupId)).limit(1);
    await notifyPayoutMade(tx, decided, { purseName: project!.name, groupName: group?.name ?? '', approverName: actor.fullName }, now);
  }
  return ok(decided);
}

/**
 * Approves a pending payout: its money now counts as paid out of the purse.
 * @example await db.transaction((tx) => approvePayout(tx, partner, payoutId, now)) // ok(row) or refuse('payout-already-decided')
 */
export function approvePayout(tx: Tx, actor: UserRow, payoutId: string, now: Date): Promise<Outcome<PayoutRecord>> {
  return decide(tx, actor, payoutId, { status: 'approved', reason: null }, now);
}

/**
 * Rejects a pending payout with the partner's reason (required), told to the admin.
 * @example await db.transaction((tx) => rejectPayout(tx, partner, payoutId, 'The receipt is for another shop', now))
 */
export function rejectPayout(tx: Tx, actor: UserRow, payoutId: string, reason: string, now: Date): Promise<Outcome<PayoutRecord>> {
  return decide(tx, actor, payoutId, { status: 'rejected', reason }, now);
}
