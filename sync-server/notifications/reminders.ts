import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { koboToDecimalString } from '../../shared/money';
import type { PurseStanding, ReminderPerson, RemindersSent, reminderSchema } from '../../shared/notifications';
import { progressPercent } from '../../shared/progress';
import type { Tx } from '../db/database';
import { contributions, groupMembers, projects, users, type UserRow } from '../db/schema';
import { requireGroupRole, type GroupRecord } from '../groups/access';
import { activeMembership } from '../groups/figures';
import { ok, refuse, type Outcome } from '../outcome';
import { reminderPush } from '../push/payloads';
import { addNotification } from './write';

type ProjectRecord = typeof projects.$inferSelect;
type Standing = Omit<PurseStanding, 'project'> & { project: ProjectRecord; group: GroupRecord };

/** The purse and its group, for the group's admin only (404 unknown purse, 403 anyone else). */
async function adminPurse(tx: Tx, actor: UserRow, projectId: string): Promise<Outcome<{ project: ProjectRecord; group: GroupRecord }>> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return refuse('project-not-found');
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  return ok({ project, group: checked.value.group });
}

/**
 * Where the group's active members stand with the purse (the same rule as the admin's phone,
 * web/features/reminders/purse-payers.ts):
 * - paid: at least one confirmed contribution; only confirmed money is paid;
 * - awaiting: no confirmed one but a pending one; their payment is on its way, so they are
 *   not reminded (that would ask them to pay twice);
 * - unpaid: neither (a rejected contribution does not count); the reminder goes to them.
 */
async function standingOf(tx: Tx, project: ProjectRecord, group: GroupRecord): Promise<Standing> {
  const members = await tx
    .select({ userId: users.id, fullName: users.fullName, username: users.username })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, group.id), activeMembership()))
    .orderBy(asc(users.fullName), asc(users.username));
  const sums = await tx
    .select({
      userId: contributions.userId,
      confirmed: sql<number>`coalesce(sum(case when ${contributions.status} = 'confirmed' then ${contributions.amountKobo} end), 0)`.mapWith(Number),
      pending: sql<number>`coalesce(sum(case when ${contributions.status} = 'pending' then ${contributions.amountKobo} end), 0)`.mapWith(Number),
    })
    .from(contributions)
    .where(and(eq(contributions.projectId, project.id), inArray(contributions.status, ['confirmed', 'pending'])))
    .groupBy(contributions.userId);
  const byUser = new Map(sums.map((s) => [s.userId, s]));
  const paid: PurseStanding['paid'] = [];
  const awaiting: PurseStanding['awaiting'] = [];
  const unpaid: ReminderPerson[] = [];
  for (const member of members) {
    const sum = byUser.get(member.userId);
    if (sum && sum.confirmed > 0) paid.push({ ...member, amount: koboToDecimalString(sum.confirmed), pendingAmount: koboToDecimalString(sum.pending) });
    else if (sum) awaiting.push({ ...member, pendingAmount: koboToDecimalString(sum.pending) });
    else unpaid.push(member);
  }
  return { project, group, paid, awaiting, unpaid, everyonePaid: members.length > 0 && paid.length === members.length };
}

/**
 * GET /api/projects/{projectId}/unpaid-members: the Send Reminders screen's lists and the purse's
 * progress, for its group's admin.
 */
export async function purseStanding(tx: Tx, actor: UserRow, projectId: string): Promise<Outcome<PurseStanding>> {
  const purse = await adminPurse(tx, actor, projectId);
  if (!purse.ok) return purse;
  const { project, group, paid, awaiting, unpaid, everyonePaid } = await standingOf(tx, purse.value.project, purse.value.group);
  return ok({
    project: {
      id: project.id,
      name: project.name,
      groupId: group.id,
      groupName: group.name,
      target: koboToDecimalString(project.targetAmountKobo),
      collected: koboToDecimalString(project.collectedAmountKobo),
      percent: progressPercent(project.collectedAmountKobo, project.targetAmountKobo),
      deadline: project.deadline ? project.deadline.toISOString() : null,
    },
    paid,
    awaiting,
    unpaid,
    everyonePaid,
  });
}

export type ReminderInput = z.output<typeof reminderSchema>;

/**
 * An admin reminds the members who have not paid into a purse (all of them, or those named in
 * `userIds`; a named member who has paid, whose payment awaits confirmation, or who is not in
 * the group, is skipped, never nagged).
 * Each gets a 'reminder' notification and a push; the answer names who was reminded.
 * @example await sendReminders(tx, admin, projectId, { message: 'Two days left!' }, now)
 */
export async function sendReminders(tx: Tx, actor: UserRow, projectId: string, input: ReminderInput, now: Date): Promise<Outcome<RemindersSent>> {
  const purse = await adminPurse(tx, actor, projectId);
  if (!purse.ok) return purse;
  const { project, group } = purse.value;
  if (project.status !== 'active') return refuse('project-not-active');
  const { unpaid } = await standingOf(tx, project, group);
  const chosen = input.userIds ? new Set(input.userIds) : null;
  const targets = chosen ? unpaid.filter((m) => chosen.has(m.userId)) : unpaid;
  // The admin's own words go as typed; without them each member reads the default in their language.
  const params = { kind: 'reminder', purse: `${project.name} (${group.name})`, note: input.message || null } as const;
  const push = reminderPush(project, params.note, params.purse);
  for (const member of targets) {
    await addNotification(tx, { userId: member.userId, groupId: group.id, projectId: project.id, type: 'reminder', params }, push, now);
  }
  return ok({ reminded: targets.length, members: targets });
}
