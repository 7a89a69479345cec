/**
 * The admin's exceptions to a levy's or dues' schedule for one member (issue 25 §2): excusing them
 * from a period, with a reason, and making a member who joined late owe from the first period
 * (or not), and recording that a member left: they owe nothing from a period on. Kept on the membership (shared/dues-terms.ts), so they reach the member, the admin and
 * the partners in the next pull, and every phone's ledger follows them at once; each change is a
 * history entry; and waiving a member's late fine for a period (issue 25 §6). The same change again answers the membership unchanged (a device's retry).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { periodAt } from '../../shared/dues-schedule';
import { withExcuse, withOwesFromStart, withStopsFrom, withWaiver } from '../../shared/dues-terms';
import { fineRuleOn } from '../../shared/late-fines';
import { scheduleOf } from '../../shared/purse-schedule';
import type { Tx } from '../db/database';
import { nextRevision } from '../db/revision';
import { groupMembers, type UserRow } from '../db/schema';
import { requireGroupRole } from '../access/group-access';
import { purseForChange } from '../groups/purse-for-change';
import { appendHistory } from '../history/append';
import { scheduleFieldsOf } from '../ledger/schedule';
import { ok, refuse, type Outcome } from '../outcome/outcome';

type MembershipRecord = typeof groupMembers.$inferSelect;
type PurseRow = NonNullable<Awaited<ReturnType<typeof purseForChange>>>;

export interface ExcuseInput {
  projectId: string;
  userId: string;
  period: number;
  reason: string;
}

export interface OwesFromStartInput {
  projectId: string;
  userId: string;
  owesFromStart: boolean;
}

export interface StopsFromInput {
  projectId: string;
  userId: string;
  /** The first period they no longer owe; null: they owe on. */
  period: number | null;
}

/** The purse (a levy or dues), checked for its group's admin, and the member's active membership. */
async function purseAndMember(tx: Tx, actor: UserRow, projectId: string, userId: string) {
  const project = await purseForChange(tx, projectId);
  if (!project) return refuse('project-not-found', { field: 'projectId' });
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  const schedule = scheduleOf(scheduleFieldsOf(project));
  if (!schedule) return refuse('period-invalid', { field: 'projectId' });
  const [member] = await tx
    .select()
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, project.groupId), eq(groupMembers.userId, userId), eq(groupMembers.status, 'active'), isNull(groupMembers.deletedAt)))
    .limit(1);
  if (!member) return refuse('dues-member-not-active', { field: 'userId' });
  return ok({ project, schedule, member });
}

/** A change that changes nothing still gives the membership a new revision: the phone that asked pulls the server's row back (see unchangedPurse). */
async function unchangedMember(tx: Tx, member: MembershipRecord): Promise<MembershipRecord> {
  const [touched] = await tx.update(groupMembers).set({ revision: await nextRevision(tx) }).where(eq(groupMembers.id, member.id)).returning();
  return touched ?? member;
}

async function saveTerms(tx: Tx, member: MembershipRecord, duesTerms: MembershipRecord['duesTerms']): Promise<MembershipRecord> {
  const [updated] = await tx.update(groupMembers).set({ duesTerms, revision: await nextRevision(tx) }).where(eq(groupMembers.id, member.id)).returning();
  return updated!; // ! : read (and its group locked) in this transaction
}

/**
 * Excuses a member from one period of a levy or dues purse, with a reason: the period is then
 * owed nothing (what they paid goes to their other periods). Appends 'dues.excused'; the reason
 * is for the member, the admin and the partners (history/visible-data.ts).
 * @example await excusePeriod(tx, admin, { projectId, userId, period: 2, reason: 'Bereavement' }, now)
 */
export async function excusePeriod(tx: Tx, actor: UserRow, input: ExcuseInput, now: Date): Promise<Outcome<MembershipRecord>> {
  return periodWithReason(tx, actor, input, now, { type: 'dues.excused', kept: 'excused', withIt: withExcuse });
}

/**
 * An exception the admin makes for one period with a reason (an excuse, a fine's waiver): the
 * period must be one of the schedule's, the same reason again changes nothing, else the member's
 * terms are saved and the history says it.
 */
async function periodWithReason(
  tx: Tx,
  actor: UserRow,
  input: ExcuseInput,
  now: Date,
  rule: { type: 'dues.excused' | 'dues.fine-waived'; kept: 'excused' | 'waived'; withIt: typeof withExcuse; refusal?: (project: PurseRow, dueDay: string) => Outcome<never> | null },
): Promise<Outcome<MembershipRecord>> {
  const found = await purseAndMember(tx, actor, input.projectId, input.userId);
  if (!found.ok) return found;
  const { project, schedule, member } = found.value;
  const period = periodAt(schedule, input.period);
  if (!period) return refuse('period-invalid', { field: 'period' });
  const refused = rule.refusal?.(project, period.dueDay);
  if (refused) return refused;
  const current = member.duesTerms[project.id]?.[rule.kept]?.find((e) => e.period === input.period);
  if (current?.reason === input.reason) return ok(await unchangedMember(tx, member));
  const updated = await saveTerms(tx, member, rule.withIt(member.duesTerms, project.id, input.period, input.reason));
  await appendHistory(tx, {
    groupId: project.groupId,
    type: rule.type,
    actorId: actor.id,
    subjectId: input.userId,
    at: now,
    data: { projectId: project.id, name: project.name, period: input.period, periodStart: period.startDay, reason: input.reason },
  });
  return ok(updated);
}

/**
 * Makes a member who joined after the first period owe from it (or, set back, from the day they
 * joined). Appends 'dues.owes-from-start'.
 */
export async function setOwesFromStart(tx: Tx, actor: UserRow, input: OwesFromStartInput, now: Date): Promise<Outcome<MembershipRecord>> {
  const found = await purseAndMember(tx, actor, input.projectId, input.userId);
  if (!found.ok) return found;
  const { project, member } = found.value;
  if ((member.duesTerms[project.id]?.owesFromStart === true) === input.owesFromStart) return ok(await unchangedMember(tx, member));
  const updated = await saveTerms(tx, member, withOwesFromStart(member.duesTerms, project.id, input.owesFromStart));
  await appendHistory(tx, {
    groupId: project.groupId,
    type: 'dues.owes-from-start',
    actorId: actor.id,
    subjectId: input.userId,
    at: now,
    data: { projectId: project.id, name: project.name, owesFromStart: input.owesFromStart },
  });
  return ok(updated);
}

/**
 * Records that a member left a levy's or dues' group of payers: from `period` on they owe nothing
 * (what they paid stays theirs in the periods before, or as credit). null undoes it. A rotation's
 * member is refused: each round's pot counts on every member to the end. Appends 'dues.stopped'.
 * @example await setStopsFrom(tx, admin, { projectId, userId, period: 3 }, now)
 */
export async function setStopsFrom(tx: Tx, actor: UserRow, input: StopsFromInput, now: Date): Promise<Outcome<MembershipRecord>> {
  const found = await purseAndMember(tx, actor, input.projectId, input.userId);
  if (!found.ok) return found;
  const { project, schedule, member } = found.value;
  if (project.kind === 'rotation') return refuse('rotation-member-stays', { field: 'projectId' });
  const period = input.period === null ? null : periodAt(schedule, input.period);
  if (input.period !== null && !period) return refuse('period-invalid', { field: 'period' });
  if ((member.duesTerms[project.id]?.stopsFrom ?? null) === input.period) return ok(await unchangedMember(tx, member));
  const updated = await saveTerms(tx, member, withStopsFrom(member.duesTerms, project.id, input.period));
  await appendHistory(tx, {
    groupId: project.groupId,
    type: 'dues.stopped',
    actorId: actor.id,
    subjectId: input.userId,
    at: now,
    data: { projectId: project.id, name: project.name, period: input.period, periodStart: period?.startDay ?? null },
  });
  return ok(updated);
}

/**
 * Waives a member's late fine for one period, with a reason: the fine is then owed nothing. Only
 * a period judged under a fine rule has a fine to waive ('no-fine-to-waive'); one not late yet may
 * be waived ahead (the admin knows the member will be late). Appends 'dues.fine-waived'; the
 * reason is for the member, the admin and the partners, like an excuse's.
 * @example await waiveFine(tx, admin, { projectId, userId, period: 2, reason: 'Bank app was down' }, now)
 */
export async function waiveFine(tx: Tx, actor: UserRow, input: ExcuseInput, now: Date): Promise<Outcome<MembershipRecord>> {
  return periodWithReason(tx, actor, input, now, {
    type: 'dues.fine-waived',
    kept: 'waived',
    withIt: withWaiver,
    refusal: (project, dueDay) => (fineRuleOn(project.lateFines, dueDay) ? null : refuse('no-fine-to-waive', { field: 'period' })),
  });
}
