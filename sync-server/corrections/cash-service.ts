import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RecordCash } from '../../shared/books';
import { addToTotals } from '../contributions/review-service';
import type { ContributionRecord } from '../contributions/submit-service';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { contributions, groups, projects, type UserRow } from '../db/schema';
import { isActiveMember, requireGroupRole } from '../groups/access';
import { groupTotalRefusal } from '../groups/money-limits';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../outcome';
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
 * The group's admin records cash a member handed over (issue 11 §2), in the caller's transaction:
 * a contribution with method 'cash', no proof, confirmed at once by the admin. Rules:
 * - only the group's admin ('not-group-admin'), for an active member of the group
 *   ('not-active-member' otherwise);
 * - a named purse must be of this group; an active or a paused purse takes it (pausing stops new
 *   submissions, but cash already handed over is real money and belongs in the books), a
 *   completed purse does not ('project-completed': it is closed for good);
 * - the purse's allowed methods are not checked: they say what payers are offered, and this money
 *   has already changed hands;
 * - the paid-on day is kept in `description` ('Cash paid on 2026-11-20'), shown wherever a
 *   payment's description is, and `createdAt` is when it was recorded; the admin's notes are the
 *   payment notes. No column was added for the day;
 * - the amount joins the purse's collected and the member's contributed totals in the same
 *   transaction (addToTotals), within the group's limit (groupTotalRefusal);
 * - a client id is the row id: a replay answers the same row, another record under it is 'id-taken'.
 * The group's row is locked before the client id is looked up and the limit checked: on
 * PostgreSQL a replay racing its first send waits for it and finds its row, and two records (or a
 * record and a confirmation) cannot both pass the limit on the same sum.
 * The member is notified, and 'cash.recorded' is appended to the group's history.
 * @example await recordCash(tx, admin, groupId, recordCashSchema.parse({ userId, amount: 5000, paidOn: '2026-11-20' }), now)
 */
export async function recordCash(tx: Tx, actor: UserRow, groupId: string, input: RecordCash, now: Date): Promise<Outcome<ContributionRecord>> {
  const paidOnDay = input.paidOn.slice(0, 10);
  const description = cashDescription(paidOnDay);
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  const group = checked.value.group;
  await lockRow(tx, groups, groups.id, groupId);
  // Before the other rules: a replay answers its row even if the member left or the purse
  // closed since.
  const id = input.id ?? randomUUID();
  const [existing] = await tx.select().from(contributions).where(eq(contributions.id, id)).limit(1);
  if (existing) return isSameRecord(existing, actor, groupId, input, description) ? ok(existing) : refuse('id-taken');
  if (!(await isActiveMember(tx, groupId, input.userId))) return refuse('not-active-member', { field: 'userId' });
  let projectName: string | null = null;
  if (input.projectId !== null) {
    const [project] = await tx.select().from(projects).where(eq(projects.id, input.projectId)).limit(1);
    if (!project) return refuse('project-not-found', { field: 'projectId' });
    if (project.groupId !== groupId) return refuse('project-not-in-group', { field: 'projectId' });
    if (project.status === 'completed') return refuse('project-completed', { field: 'projectId' });
    projectName = project.name;
  }
  const overLimit = await groupTotalRefusal(tx, groupId, input.amount);
  if (overLimit) return overLimit;

  const [row] = await tx
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
      revision: await nextRevision(tx),
    })
    .returning();
  if (!row) throw new Error('cash contribution not inserted');
  await addToTotals(tx, row);
  await appendHistory(tx, {
    groupId,
    type: 'cash.recorded',
    actorId: actor.id,
    subjectId: row.userId,
    at: now,
    data: { contributionId: row.id, projectId: row.projectId, amountKobo: row.amountKobo, paidOn: paidOnDay, notes: row.paymentNotes },
  });
  await notifyCashRecorded(tx, row, paidOnDay, { group, projectName }, now);
  return ok(row);
}
