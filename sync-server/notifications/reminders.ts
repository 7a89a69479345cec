import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { MESSAGES } from '../../shared/errors';
import { koboToDecimalString } from '../../shared/money';
import type { PurseStanding, ReminderPerson, RemindersSent, reminderSchema } from '../../shared/notifications';
import { progressPercent } from '../../shared/progress';
import type { Db, Queryable } from '../db/open';
import { contributions, groupMembers, projects, users, type UserRow } from '../db/schema';
import { requireGroupRole, type GroupRecord } from '../groups/access';
import { activeMembership } from '../groups/figures';
import { ok, refuse, type Outcome } from '../http/outcome';
import { reminderPush } from '../push/payloads';
import { addNotification } from './write';

type ProjectRecord = typeof projects.$inferSelect;
type Standing = Omit<PurseStanding, 'project'> & { project: ProjectRecord; group: GroupRecord };

/** The purse and its group, for the group's admin only (404 unknown purse, 403 anyone else). */
function adminPurse(db: Queryable, actor: UserRow, projectId: string): Outcome<{ project: ProjectRecord; group: GroupRecord }> {
  const project = db.select().from(projects).where(eq(projects.id, projectId)).get();
  if (!project) return refuse(404, 'project-not-found', MESSAGES.projectNotFound);
  const checked = requireGroupRole(db, project.groupId, actor.id, 'admin');
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
function standingOf(db: Queryable, project: ProjectRecord, group: GroupRecord): Standing {
  const members = db
    .select({ userId: users.id, fullName: users.fullName, username: users.username })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, group.id), activeMembership()))
    .orderBy(asc(users.fullName), asc(users.username))
    .all();
  const sums = db
    .select({
      userId: contributions.userId,
      confirmed: sql<number>`coalesce(sum(case when ${contributions.status} = 'confirmed' then ${contributions.amountKobo} end), 0)`.mapWith(Number),
      pending: sql<number>`coalesce(sum(case when ${contributions.status} = 'pending' then ${contributions.amountKobo} end), 0)`.mapWith(Number),
    })
    .from(contributions)
    .where(and(eq(contributions.projectId, project.id), inArray(contributions.status, ['confirmed', 'pending'])))
    .groupBy(contributions.userId)
    .all();
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
export function purseStanding(db: Queryable, actor: UserRow, projectId: string): Outcome<PurseStanding> {
  const purse = adminPurse(db, actor, projectId);
  if (!purse.ok) return purse;
  const { project, group, paid, awaiting, unpaid, everyonePaid } = standingOf(db, purse.value.project, purse.value.group);
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
 * @example sendReminders(db, admin, projectId, { message: 'Two days left!' }, now)
 */
export function sendReminders(db: Db, actor: UserRow, projectId: string, input: ReminderInput, now: Date): Outcome<RemindersSent> {
  return db.transaction(
    (tx) => {
      const purse = adminPurse(tx, actor, projectId);
      if (!purse.ok) return purse;
      const { project, group } = purse.value;
      if (project.status !== 'active') return refuse(422, 'project-not-active', MESSAGES.projectNotActive);
      const { unpaid } = standingOf(tx, project, group);
      const chosen = input.userIds ? new Set(input.userIds) : null;
      const targets = chosen ? unpaid.filter((m) => chosen.has(m.userId)) : unpaid;
      const message = input.message || `Please remember to contribute to ${project.name} (${group.name}).`;
      const push = reminderPush(project, message);
      for (const member of targets) {
        addNotification(tx, { userId: member.userId, groupId: group.id, projectId: project.id, type: 'reminder', title: 'Payment Reminder', message }, push, now);
      }
      return ok({ reminded: targets.length, members: targets });
    },
    { behavior: 'immediate' },
  );
}
