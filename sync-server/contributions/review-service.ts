import { and, eq, sql } from 'drizzle-orm';
import { alreadyDecidedMessage } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import type { Db, Queryable, Tx } from '../db/open';
import { nextRevision } from '../db/revision';
import { appendHistory } from '../history/append';
import { contributions, groupMembers, projects, type UserRow } from '../db/schema';
import { findGroup } from '../groups/access';
import { groupTotalRefusal } from '../groups/money-limits';
import { ok, refuse, type Outcome } from '../http/outcome';
import { readNoticesAbout } from '../notifications/write';
import { notifyDecided } from './notify';
import type { ContributionRecord } from './submit-service';

/** A confirm may say which bank-statement line showed the money (issue 13: recorded in history). */
type Decision = { status: 'confirmed'; reason: null; statementLine?: number } | { status: 'rejected'; reason: string | null };

function alreadyDecided(status: ContributionRecord['status']) {
  return refuse(409, 'already-decided', alreadyDecidedMessage(status));
}

/**
 * Adds a confirmed amount to the purse's and the member's totals, new revisions so devices pull
 * them. `deltaKobo` is the contribution's amount, or its negative when a reversal takes it back
 * (corrections/reverse-service.ts): one function moves the totals both ways, so they stay the
 * sums of the confirmed contributions.
 */
export function addToTotals(
  tx: Queryable,
  row: Pick<ContributionRecord, 'groupId' | 'projectId' | 'userId' | 'amountKobo'>,
  deltaKobo: number = row.amountKobo,
): void {
  if (row.projectId) {
    tx.update(projects)
      .set({ collectedAmountKobo: sql`${projects.collectedAmountKobo} + ${deltaKobo}`, revision: nextRevision(tx) })
      .where(eq(projects.id, row.projectId))
      .run();
  }
  // The membership row exists: submitting (or the admin's cash record) needed it, and memberships
  // are never deleted, only set aside; a member who left and rejoins finds their total kept.
  tx.update(groupMembers)
    .set({ contributedAmountKobo: sql`${groupMembers.contributedAmountKobo} + ${deltaKobo}`, revision: nextRevision(tx) })
    .where(and(eq(groupMembers.groupId, row.groupId), eq(groupMembers.userId, row.userId)))
    .run();
}

/**
 * The group's admin decides a pending contribution (SPEC §4: pending -> confirmed | rejected, and
 * only from pending). Invariants:
 * - the status changes by one conditional update (`WHERE status = 'pending'`), so of two admins'
 *   actions (two devices, two tabs) exactly one wins and the other gets 409 'already-decided'
 *   with the spec's 'Already Confirmed' / 'Rejected';
 * - a confirmation adds the amount to the purse's collectedAmountKobo and the member's
 *   contributedAmountKobo in the same transaction: the totals are always the sums of the
 *   confirmed contributions, and a confirmation that would take the group's confirmed money past
 *   MAX_GROUP_TOTAL_KOBO is refused (422 'group-total-limit') so no total can lose precision;
 * - partners may look but not decide (403), and an unknown id is 404;
 * - the deciding admin's unread notifications about it are read, on every device of theirs.
 */
function decide(db: Db | Tx, actor: UserRow, contributionId: string, decision: Decision, now: Date): Outcome<ContributionRecord> {
  return db.transaction(
    (tx) => {
      const row = tx.select().from(contributions).where(eq(contributions.id, contributionId)).get();
      if (!row) return refuse(404, 'contribution-not-found', MESSAGES.contributionNotFound);
      const group = findGroup(tx, row.groupId);
      if (!group || group.adminId !== actor.id) return refuse(403, 'not-group-admin', MESSAGES.notGroupAdmin);
      if (row.status !== 'pending') return alreadyDecided(row.status);
      if (decision.status === 'confirmed') {
        const overLimit = groupTotalRefusal(tx, row.groupId, row.amountKobo);
        if (overLimit) return overLimit;
      }

      const decided = tx
        .update(contributions)
        .set({
          status: decision.status,
          adminNotes: decision.status === 'rejected' ? decision.reason : row.adminNotes,
          decidedBy: actor.id,
          decidedAt: now,
          revision: nextRevision(tx),
        })
        .where(and(eq(contributions.id, row.id), eq(contributions.status, 'pending')))
        .returning()
        .get();
      if (!decided) {
        const current = tx.select({ status: contributions.status }).from(contributions).where(eq(contributions.id, row.id)).get();
        return alreadyDecided(current?.status ?? 'confirmed');
      }
      if (decided.status === 'confirmed') addToTotals(tx, decided);
      appendHistory(tx, {
        groupId: decided.groupId,
        type: decided.status === 'confirmed' ? 'contribution.confirmed' : 'contribution.rejected',
        actorId: actor.id,
        subjectId: decided.userId,
        at: now,
        data: {
          contributionId: decided.id,
          projectId: decided.projectId,
          amountKobo: decided.amountKobo,
          reason: decision.reason,
          ...(decision.status === 'confirmed' && decision.statementLine !== undefined ? { statementLine: decision.statementLine } : {}),
        },
      });
      const projectName = decided.projectId
        ? (tx.select({ name: projects.name }).from(projects).where(eq(projects.id, decided.projectId)).get()?.name ?? null)
        : null;
      notifyDecided(tx, decided, decision, { group, projectName }, now);
      readNoticesAbout(tx, actor.id, decided.id);
      return ok(decided);
    },
    { behavior: 'immediate' },
  );
}

/**
 * Confirms a pending contribution and counts its money; inside an outer transaction (`Tx`) it
 * commits with it. `matched` names the bank-statement line that showed the money (reconciliation).
 * @example confirmContribution(db, admin, id, now) // ok(row) or refuse(409, 'already-decided', 'Already Confirmed')
 */
export function confirmContribution(db: Db | Tx, actor: UserRow, contributionId: string, now: Date, matched?: { statementLine: number }): Outcome<ContributionRecord> {
  return decide(db, actor, contributionId, { status: 'confirmed', reason: null, ...matched }, now);
}

/**
 * Rejects a pending contribution; the reason (optional) is kept as adminNotes and told to the contributor.
 * @example rejectContribution(db, admin, id, 'The receipt is for another account', now)
 */
export function rejectContribution(db: Db, actor: UserRow, contributionId: string, reason: string | null, now: Date): Outcome<ContributionRecord> {
  return decide(db, actor, contributionId, { status: 'rejected', reason }, now);
}
