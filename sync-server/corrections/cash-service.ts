import { eq } from 'drizzle-orm';
import type { RecordCash } from '../../shared/books';
import type { CanonicalValue } from '../../shared/history';
import { lagosDay } from '../../shared/lagos-day';
import { addToTotals } from '../contributions/review-service';
import type { ContributionRecord } from '../contributions/submit-service';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision } from '../db/revision';
import { contributions, groups, projects, type UserRow } from '../db/schema';
import { isActiveMember, requireGroupRole } from '../access/group-access';
import { groupTotalRefusal } from '../groups/money-limits';
import { appendHistory } from '../history/append';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { notifyCashRecorded } from './notify';
import { newRowId } from '../../shared/row-id';

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
  const id = input.id ?? newRowId();
  const [existing] = await tx.select().from(contributions).where(eq(contributions.id, id)).limit(1);
  if (existing) return isSameRecord(existing, actor, groupId, input, description) ? ok(existing) : refuse('id-taken');
  const allowed = await recordableFor(tx, groupId, input.userId, input.projectId, input.amount);
  if (!allowed.ok) return allowed;
  const row = await insertRecordedPayment(
    tx,
    actor,
    { id, groupId, projectId: input.projectId, userId: input.userId, amountKobo: input.amount, description, notes: input.notes, method: 'cash', paidOnDay },
    now,
  );
  await notifyCashRecorded(tx, row, paidOnDay, { group, projectName: allowed.value.projectName }, now);
  return ok(row);
}

/**
 * Whether the admin may record money for this member and purse (in the caller's transaction,
 * the group's row locked): an active member; a purse of this group that is not completed; within
 * the group's total. Gives the purse's name for the member's notice.
 */
export async function recordableFor(tx: Tx, groupId: string, userId: string, projectId: string | null, amountKobo: number): Promise<Outcome<{ projectName: string | null }>> {
  if (!(await isActiveMember(tx, groupId, userId))) return refuse('not-active-member', { field: 'userId' });
  let projectName: string | null = null;
  if (projectId !== null) {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1);
    if (!project) return refuse('project-not-found', { field: 'projectId' });
    if (project.groupId !== groupId) return refuse('project-not-in-group', { field: 'projectId' });
    if (project.status === 'completed') return refuse('project-completed', { field: 'projectId' });
    projectName = project.name;
  }
  const overLimit = await groupTotalRefusal(tx, groupId, amountKobo);
  if (overLimit) return overLimit;
  return ok({ projectName });
}

/** Money the admin records for a member: cash handed over, or a transfer found on the bank statement (issue 22 §6). */
export interface RecordedPayment {
  id: string;
  groupId: string;
  projectId: string | null;
  userId: string;
  amountKobo: number;
  description: string;
  notes: string | null;
  method: 'cash' | 'bank_transfer';
  /** The day the money changed hands (Lagos), as 'YYYY-MM-DD'; null when the statement's alert had no date. */
  paidOnDay: string | null;
  /** The statement line it was found on, for a transfer. */
  statementLine?: number;
}

/**
 * Writes a recorded payment once its rules passed (recordableFor): a confirmed contribution with no
 * proof, the purse's and the member's totals, and one 'cash.recorded' history entry (its `method`
 * says cash or bank transfer). The caller tells the member.
 */
export async function insertRecordedPayment(tx: Tx, actor: UserRow, payment: RecordedPayment, now: Date): Promise<ContributionRecord> {
  const [row] = await tx
    .insert(contributions)
    .values({
      id: payment.id,
      groupId: payment.groupId,
      projectId: payment.projectId,
      userId: payment.userId,
      amountKobo: payment.amountKobo,
      description: payment.description,
      status: 'confirmed',
      transactionRef: null,
      proofSha256: null,
      paymentType: payment.method,
      paymentNotes: payment.notes,
      recordedBy: actor.id,
      decidedBy: actor.id,
      decidedAt: now,
      createdAt: now,
      // The day the money changed hands judges a late fine (issue 25 §6), not the day it was recorded.
      sentOn: payment.paidOnDay ?? lagosDay(now.toISOString()),
      revision: await nextRevision(tx),
    })
    .returning();
  if (!row) throw new Error('recorded contribution not inserted');
  await addToTotals(tx, row);
  const data: Record<string, CanonicalValue> = { contributionId: row.id, projectId: row.projectId, amountKobo: row.amountKobo, paidOn: payment.paidOnDay, notes: row.paymentNotes };
  // Cash entries keep the shape they always had (and their hashes' inputs); a transfer says what it is.
  if (payment.method !== 'cash') Object.assign(data, { method: payment.method, statementLine: payment.statementLine ?? null });
  await appendHistory(tx, { groupId: payment.groupId, type: 'cash.recorded', actorId: actor.id, subjectId: row.userId, at: now, data });
  return row;
}
