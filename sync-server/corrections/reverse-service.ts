import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import { addToTotals } from '../contributions/review-service';
import type { ContributionRecord } from '../contributions/submit-service';
import type { Db, Queryable } from '../db/open';
import { nextRevision } from '../db/revision';
import { contributions, payouts, projects, type UserRow } from '../db/schema';
import { findGroup } from '../groups/access';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome, type Refusal } from '../http/outcome';
import { notifyReversed } from './notify';

function notReversible(status: ContributionRecord['status']): Refusal {
  return status === 'reversed'
    ? refuse(409, 'already-reversed', MESSAGES.alreadyReversed)
    : refuse(409, 'not-confirmed', MESSAGES.onlyConfirmedReversed);
}

/**
 * Whether taking `amountKobo` out of the purse's collected money would leave less than has been
 * spent from it: the approved payouts (paidOutAmountKobo) and the pending ones too. A pending
 * payout is money the admin says has already left (it carries a paid-on date in the past) and
 * waits only for a partner's sign-off; reversing under it would make that approval impossible
 * and the books unable to show real spending. So the balance, pending payouts included, must stay
 * at or above zero.
 */
function overdraws(tx: Queryable, projectId: string, amountKobo: number): boolean {
  const purse = tx.select({ collected: projects.collectedAmountKobo, paidOut: projects.paidOutAmountKobo }).from(projects).where(eq(projects.id, projectId)).get();
  if (!purse) return false;
  const pending =
    tx
      .select({ total: sql<number>`coalesce(sum(${payouts.amountKobo}), 0)`.mapWith(Number) })
      .from(payouts)
      .where(and(eq(payouts.projectId, projectId), eq(payouts.status, 'pending')))
      .get()?.total ?? 0;
  return purse.collected - amountKobo < purse.paidOut + pending;
}

/**
 * The group's admin takes back a confirmed contribution with a reason (issue 11 §2: corrections,
 * never deletions). Invariants:
 * - only from 'confirmed', by one conditional update (`WHERE status = 'confirmed'`): of two
 *   reversals racing, one wins and the other gets 409 'already-reversed'; a pending or rejected
 *   one is 409 'not-confirmed'. A reversed contribution is never decided again (review-service
 *   answers 409 for anything not pending);
 * - the amount leaves the purse's collected and the member's contributed totals in the same
 *   transaction (addToTotals with the negative amount), so totals stay the sums of the confirmed;
 * - refused (422 'reversal-overdraws') when the purse has already paid out, or has payouts
 *   waiting for approval, more than it would then hold: that money is spent, and a balance below
 *   zero would hide it;
 * - only the group's admin (403), an unknown id 404.
 * The member is notified with the reason; 'contribution.reversed' is appended to the history.
 * @example reverseContribution(db, admin, id, 'The transfer bounced', now)
 */
export function reverseContribution(db: Db, actor: UserRow, contributionId: string, reason: string, now: Date): Outcome<ContributionRecord> {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(contributions).where(eq(contributions.id, contributionId)).get();
      if (!row) return refuse(404, 'contribution-not-found', MESSAGES.contributionNotFound);
      const group = findGroup(tx, row.groupId);
      if (!group || group.adminId !== actor.id) return refuse(403, 'not-group-admin', MESSAGES.notGroupAdmin);
      if (row.status !== 'confirmed') return notReversible(row.status);
      if (row.projectId && overdraws(tx, row.projectId, row.amountKobo)) return refuse(422, 'reversal-overdraws', MESSAGES.reversalOverdraws);

      const reversed = tx
        .update(contributions)
        .set({ status: 'reversed', reversalReason: reason, reversedBy: actor.id, reversedAt: now, revision: nextRevision(tx) })
        .where(and(eq(contributions.id, row.id), eq(contributions.status, 'confirmed')))
        .returning()
        .get();
      if (!reversed) {
        const current = tx.select({ status: contributions.status }).from(contributions).where(eq(contributions.id, row.id)).get();
        return notReversible(current?.status ?? 'reversed');
      }
      addToTotals(tx, reversed, -reversed.amountKobo);
      appendHistory(tx, {
        groupId: reversed.groupId,
        type: 'contribution.reversed',
        actorId: actor.id,
        subjectId: reversed.userId,
        at: now,
        data: { contributionId: reversed.id, projectId: reversed.projectId, amountKobo: reversed.amountKobo, reason },
      });
      const projectName = reversed.projectId
        ? (tx.select({ name: projects.name }).from(projects).where(eq(projects.id, reversed.projectId)).get()?.name ?? null)
        : null;
      notifyReversed(tx, reversed, reason, { group, projectName }, now);
      return ok(reversed);
    },
    { behavior: 'immediate' },
  );
}
