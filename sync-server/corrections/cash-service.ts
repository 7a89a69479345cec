import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RecordCash } from '../../shared/books';
import { MESSAGES } from '../../shared/errors';
import { addToTotals } from '../contributions/review-service';
import type { ContributionRecord } from '../contributions/submit-service';
import type { Db } from '../db/open';
import { nextRevision } from '../db/revision';
import { contributions, projects, type UserRow } from '../db/schema';
import { isActiveMember, requireGroupRole } from '../groups/access';
import { groupTotalRefusal } from '../groups/money-limits';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../http/outcome';
import { notifyCashRecorded } from './notify';

/** The text a cash record carries as its description: the day the money changed hands. */
export const cashDescription = (paidOnDay: string) => `Cash paid on ${paidOnDay}`;

/** The same record sent again under its client id (a lost answer, a device's retry). */
function isSameRecord(row: ContributionRecord, actor: UserRow, groupId: string, input: RecordCash, description: string): boolean {
  return (
    row.recordedBy === actor.id &&
    row.groupId === groupId &&
    row.userId === input.userId &&
    row.projectId === input.projectId &&
    row.amountKobo === input.amount &&
    row.paymentType === 'cash' &&
    row.description === description
  );
}

/**
 * The group's admin records cash a member handed over (issue 11 §2): a contribution with method
 * 'cash', no proof, confirmed at once by the admin. Rules:
 * - only the group's admin (403), for an active member of the group (422 otherwise);
 * - a named purse must be of this group; an active or a paused purse takes it (pausing stops new
 *   submissions, but cash already handed over is real money and belongs in the books), a
 *   completed purse does not (422: it is closed for good);
 * - the purse's allowed methods are not checked: they say what payers are offered, and this money
 *   has already changed hands;
 * - the paid-on day is kept in `description` ('Cash paid on 2026-11-20'), shown wherever a
 *   payment's description is, and `createdAt` is when it was recorded; the admin's notes are the
 *   payment notes. No column was added for the day;
 * - the amount joins the purse's collected and the member's contributed totals in the same
 *   transaction (addToTotals), within the group's limit (groupTotalRefusal);
 * - a client id is the row id: a replay answers the same row, another record under it is 409.
 * The member is notified, and 'cash.recorded' is appended to the group's history.
 * @example recordCash(db, admin, groupId, recordCashSchema.parse({ userId, amount: 5000, paidOn: '2026-11-20' }), now)
 */
export function recordCash(db: Db, actor: UserRow, groupId: string, input: RecordCash, now: Date): Outcome<ContributionRecord> {
  const paidOnDay = input.paidOn.slice(0, 10);
  const description = cashDescription(paidOnDay);
  return db.transaction(
    (tx) => {
      const checked = requireGroupRole(tx, groupId, actor.id, 'admin');
      if (!checked.ok) return checked;
      const group = checked.value.group;
      // Before the other rules: a replay answers its row even if the member left or the purse
      // closed since.
      const id = input.id ?? randomUUID();
      const existing = tx.select().from(contributions).where(eq(contributions.id, id)).get();
      if (existing) return isSameRecord(existing, actor, groupId, input, description) ? ok(existing) : refuse(409, 'id-taken', MESSAGES.idTaken);
      if (!isActiveMember(tx, groupId, input.userId)) return refuse(422, 'not-active-member', MESSAGES.cashMemberNotActive, 'userId');
      let projectName: string | null = null;
      if (input.projectId !== null) {
        const project = tx.select().from(projects).where(eq(projects.id, input.projectId)).get();
        if (!project) return refuse(404, 'project-not-found', MESSAGES.projectNotFound, 'projectId');
        if (project.groupId !== groupId) return refuse(422, 'project-not-in-group', MESSAGES.projectNotInGroup, 'projectId');
        if (project.status === 'completed') return refuse(422, 'project-completed', MESSAGES.purseCompletedNoMoney, 'projectId');
        projectName = project.name;
      }
      const overLimit = groupTotalRefusal(tx, groupId, input.amount);
      if (overLimit) return overLimit;

      const row = tx
        .insert(contributions)
        .values({
          id,
          groupId,
          projectId: input.projectId,
          userId: input.userId,
          amountKobo: input.amount,
          description,
          status: 'confirmed',
          transactionRef: null,
          proofSha256: null,
          paymentType: 'cash',
          paymentNotes: input.notes,
          recordedBy: actor.id,
          decidedBy: actor.id,
          decidedAt: now,
          createdAt: now,
          revision: nextRevision(tx),
        })
        .returning()
        .get();
      addToTotals(tx, row);
      appendHistory(tx, {
        groupId,
        type: 'cash.recorded',
        actorId: actor.id,
        subjectId: row.userId,
        at: now,
        data: { contributionId: row.id, projectId: row.projectId, amountKobo: row.amountKobo, paidOn: paidOnDay, notes: row.paymentNotes },
      });
      notifyCashRecorded(tx, row, paidOnDay, { group, projectName }, now);
      return ok(row);
    },
    { behavior: 'immediate' },
  );
}
