import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { Db } from '../db/open';
import { nextRevision } from '../db/revision';
import { payouts, projects, type UserRow } from '../db/schema';
import { isActivePartner } from '../groups/access';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../http/outcome';
import { purseBalanceKobo } from './balance';
import { notifyPayoutDecided } from './notify';
import { addToPaidOut, type PayoutRecord } from './record-service';

type Decision = { status: 'approved'; reason: null } | { status: 'rejected'; reason: string };

const alreadyDecided = () => refuse(409, 'payout-already-decided', MESSAGES.payoutAlreadyDecided);

/**
 * A partner decides a payout waiting for approval (issue 11 §1). Invariants:
 * - only a current accountability partner of the payout's group decides (403; the admin, members
 *   and other groups' partners are refused), and never the person who recorded it;
 * - only from 'pending', by one conditional update (`WHERE status = 'pending'`): of two partners
 *   deciding at once exactly one wins, the other gets 409 'payout-already-decided';
 * - an approval re-checks that the purse still holds the amount (money may have been taken back
 *   since it was recorded: 422 'payout-over-balance') and adds it to paidOutAmountKobo in the same
 *   transaction, so paid out is always the sum of the approved payouts and never above collected;
 * - every refusal comes before the first write, so it changes nothing;
 * - the admin who recorded it is notified, and the decision is appended to the group's history.
 */
function decide(db: Db, actor: UserRow, payoutId: string, decision: Decision, now: Date): Outcome<PayoutRecord> {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(payouts).where(eq(payouts.id, payoutId)).get();
      if (!row) return refuse(404, 'payout-not-found', MESSAGES.payoutNotFound);
      if (!isActivePartner(tx, row.groupId, actor.id)) return refuse(403, 'not-group-partner', MESSAGES.notGroupPartner);
      if (row.recordedBy === actor.id) return refuse(403, 'partner-cannot-approve-own', MESSAGES.partnerCannotApproveOwn);
      // Answered before any write (a revision taken is a write), so a late decision changes nothing.
      if (row.status !== 'pending') return alreadyDecided();
      // The project row exists: a payout's purse is a foreign key, and purses are never deleted.
      const project = tx.select().from(projects).where(eq(projects.id, row.projectId)).get()!;
      if (decision.status === 'approved' && row.amountKobo > purseBalanceKobo(project)) {
        return refuse(422, 'payout-over-balance', MESSAGES.payoutOverBalance, 'amount');
      }
      // The status changes only here, and only from 'pending', whatever was read above.
      const decided = tx
        .update(payouts)
        .set({ status: decision.status, rejectionReason: decision.reason, decidedBy: actor.id, decidedAt: now, revision: nextRevision(tx) })
        .where(and(eq(payouts.id, row.id), eq(payouts.status, 'pending')))
        .returning()
        .get();
      if (!decided) return alreadyDecided();
      if (decided.status === 'approved') addToPaidOut(tx, decided);
      appendHistory(tx, {
        groupId: decided.groupId,
        type: decided.status === 'approved' ? 'payout.approved' : 'payout.rejected',
        actorId: actor.id,
        subjectId: null,
        at: now,
        data: { payoutId: decided.id, projectId: decided.projectId, amountKobo: decided.amountKobo, reason: decision.reason },
      });
      notifyPayoutDecided(tx, decided, { deciderName: actor.fullName, purseName: project.name }, now);
      return ok(decided);
    },
    { behavior: 'immediate' },
  );
}

/**
 * Approves a pending payout: its money now counts as paid out of the purse.
 * @example approvePayout(db, partner, payoutId, now) // ok(row) or refuse(409, 'payout-already-decided', …)
 */
export function approvePayout(db: Db, actor: UserRow, payoutId: string, now: Date): Outcome<PayoutRecord> {
  return decide(db, actor, payoutId, { status: 'approved', reason: null }, now);
}

/**
 * Rejects a pending payout with the partner's reason (required), told to the admin.
 * @example rejectPayout(db, partner, payoutId, 'The receipt is for another shop', now)
 */
export function rejectPayout(db: Db, actor: UserRow, payoutId: string, reason: string, now: Date): Outcome<PayoutRecord> {
  return decide(db, actor, payoutId, { status: 'rejected', reason }, now);
}
