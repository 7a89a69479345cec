import { and, eq, sql } from 'drizzle-orm';
import { addToTotals } from '../contributions/review-service';
import type { ContributionRecord } from '../contributions/submit-service';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { contributions, groups, payouts, projects, type UserRow } from '../db/schema';
import { findGroup } from '../access/group-access';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome, type Refusal } from '../outcome/outcome';
import { notifyReversed } from './notify';

function notReversible(status: ContributionRecord['status']): Refusal {
  return status === 'reversed' ? refuse('already-reversed') : refuse('not-confirmed');
}

/**
 * Whether taking `amountKobo` out of the purse's collected money would leave less than has been
 * spent from it: the approved payouts (paidOutAmountKobo) and the pending ones too. A pending
 * payout is money the admin says has already left (it carries a paid-on date in the past) and
 * waits only for a partner's sign-off; reversing under it would make that approval impossible
 * and the books unable to show real spending. So the balance, pending payouts included, must stay
 * at or above zero. Read it with the purse's row locked (lockRow), the lock the payout services
 * take before they spend from it: else a payout recorded meanwhile could spend the same money.
 */
async function overdraws(tx: Tx, projectId: string, amountKobo: number): Promise<boolean> {
  const [purse] = await tx
    .select({ collected: projects.collectedAmountKobo, paidOut: projects.paidOutAmountKobo })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!purse) return false;
  const [pending] = await tx
    .select({ total: sql<number>`coalesce(sum(${payouts.amountKobo}), 0)`.mapWith(Number) })
    .from(payouts)
    .where(and(eq(payouts.projectId, projectId), eq(payouts.status, 'pending')));
  return purse.collected - amountKobo < purse.paidOut + (pending?.total ?? 0);
}

/**
 * The group's admin takes back a confirmed contribution with a reason (issue 11 §2: corrections,
 * never deletions), in the caller's transaction. Invariants:
 * - only from 'confirmed': the status is read under the group's lock (every change of a
 *   contribution's status takes it), so of two reversals racing one wins and the other gets
 *   'already-reversed'; a pending or rejected one is 'not-confirmed'. The update keeps its guard
 *   (`WHERE status = 'confirmed'`) and its returned row still decides, should a writer ever change
 *   a status without that lock. A reversed contribution is never decided again (review-service
 *   answers 'already-decided' for anything not pending);
 * - the amount leaves the purse's collected and the member's contributed totals in the same
 *   transaction (addToTotals with the negative amount), so totals stay the sums of the confirmed;
 * - refused ('reversal-overdraws') when the purse has already paid out, or has payouts waiting
 *   for approval, more than it would then hold: that money is spent, and a balance below zero
 *   would hide it. The group's row and then the purse's are locked before that check (the group
 *   first, as every write of a group does), so a payout recorded or approved at the same time
 *   waits for this reversal, or this one for it, and sees the other's money;
 * - only the group's admin ('not-group-admin'), an unknown id 'contribution-not-found'.
 * The member is notified with the reason; 'contribution.reversed' is appended to the history.
 * @example await reverseContribution(tx, admin, id, 'The transfer bounced', now)
 */
export async function reverseContribution(tx: Tx, actor: UserRow, contributionId: string, reason: string, now: Date): Promise<Outcome<ContributionRecord>> {
  const [row] = await tx.select().from(contributions).where(eq(contributions.id, contributionId)).limit(1);
  if (!row) return refuse('contribution-not-found');
  const group = await findGroup(tx, row.groupId);
  if (!group || group.adminId !== actor.id) return refuse('not-group-admin');
  await lockRow(tx, groups, groups.id, row.groupId);
  // Read again under the group's lock, which every change of a contribution's status takes: a
  // reversal that lost a race must answer 'already-reversed', not weigh the purse its winner emptied.
  const [current] = await tx.select({ status: contributions.status }).from(contributions).where(eq(contributions.id, row.id)).limit(1);
  const status = current?.status ?? row.status;
  if (status !== 'confirmed') return notReversible(status);
  if (row.projectId) {
    await lockRow(tx, projects, projects.id, row.projectId);
    if (await overdraws(tx, row.projectId, row.amountKobo)) return refuse('reversal-overdraws');
  }

  const [reversed] = await tx
    .update(contributions)
    .set({ status: 'reversed', reversalReason: reason, reversedBy: actor.id, reversedAt: now, revision: await nextRevision(tx) })
    .where(and(eq(contributions.id, row.id), eq(contributions.status, 'confirmed')))
    .returning();
  if (!reversed) {
    const [current] = await tx.select({ status: contributions.status }).from(contributions).where(eq(contributions.id, row.id)).limit(1);
    return notReversible(current?.status ?? 'reversed');
  }
  await addToTotals(tx, reversed, -reversed.amountKobo);
  await appendHistory(tx, {
    groupId: reversed.groupId,
    type: 'contribution.reversed',
    actorId: actor.id,
    subjectId: reversed.userId,
    at: now,
    data: { contributionId: reversed.id, projectId: reversed.projectId, amountKobo: reversed.amountKobo, reason, ...(reversed.guest ? { guest: true } : {}) },
  });
  const [project] = reversed.projectId ? await tx.select({ name: projects.name }).from(projects).where(eq(projects.id, reversed.projectId)).limit(1) : [];
  await notifyReversed(tx, reversed, reason, { group, projectName: project?.name ?? null }, now);
  return ok(reversed);
}
