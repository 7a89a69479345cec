import { and, eq, inArray, sql } from 'drizzle-orm';
import type * as z from 'zod';
import { koboToDecimalString } from '../../shared/money';
import { lagosDay } from '../../shared/lagos-day';
import { purseDues, type MemberMoney, type PersonDues } from '../../shared/member-dues';
import { ledgerDuesOf, purseLedgers } from '../../shared/purse-ledgers';
import type { PurseStanding, ReminderPerson, RemindersSent, reminderSchema } from '../../shared/notifications';
import { progressPercent } from '../../shared/progress';
import type { Tx } from '../db/database';
import { contributions, groupMembers, projects, users, type UserRow } from '../db/schema';
import { requireGroupRole, type GroupRecord } from '../access/group-access';
import { activeMembership } from '../ledger/figures';
import { scheduleFieldsOf } from '../ledger/schedule';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { reminderPush } from '../push/payloads';
import { addNotification } from './write';

type PurseRecord = typeof projects.$inferSelect;
type Standing = Omit<PurseStanding, 'project'> & {
  project: PurseRecord;
  group: GroupRecord;
  /** Who a reminder goes to: they still owe after what is pending, with what they owe (null: no set amount). */
  toRemind: (ReminderPerson & { leftKobo: number | null })[];
};

/** The purse and its group, for the group's admin only (404 unknown purse, 403 anyone else). */
async function adminPurse(tx: Tx, actor: UserRow, projectId: string): Promise<Outcome<{ project: PurseRecord; group: GroupRecord }>> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return refuse('project-not-found');
  const checked = await requireGroupRole(tx, project.groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  return ok({ project, group: checked.value.group });
}

/**
 * Where the group's active members stand with the purse: shared/member-dues.ts, the same rule as
 * the admin's phone (web/features/reminders/purse-payers.ts). Only confirmed money is paid; a
 * pending payment is on its way, a rejected or reversed one no payment. A levy, dues or rotation
 * takes each member's standing from their ledger (shared/purse-ledgers.ts, the phone's rule too),
 * which needs the purse's payments one by one: they are read once, and the sums come from them.
 */
async function standingOf(tx: Tx, project: PurseRecord, group: GroupRecord, now: Date): Promise<Standing> {
  const members = await tx
    .select({ userId: users.id, fullName: users.fullName, username: users.username, joinedAt: groupMembers.joinedAt, duesTerms: groupMembers.duesTerms })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, group.id), activeMembership()));
  const counted = and(eq(contributions.projectId, project.id), inArray(contributions.status, ['confirmed', 'pending']));
  let dues;
  if (project.kind === 'collection') {
    const sums = await tx
      .select({
        userId: contributions.userId,
        confirmedKobo: sql<number>`coalesce(sum(case when ${contributions.status} = 'confirmed' then ${contributions.amountKobo} end), 0)`.mapWith(Number),
        pendingKobo: sql<number>`coalesce(sum(case when ${contributions.status} = 'pending' then ${contributions.amountKobo} end), 0)`.mapWith(Number),
      })
      .from(contributions)
      .where(counted)
      .groupBy(contributions.userId);
    dues = purseDues(project.amountPerMemberKobo, members, new Map(sums.map((s) => [s.userId, s])));
  } else {
    const payments = await tx
      .select({ id: contributions.id, userId: contributions.userId, amountKobo: contributions.amountKobo, period: contributions.period, status: contributions.status, createdAt: contributions.createdAt, decidedAt: contributions.decidedAt, sentOn: contributions.sentOn })
      .from(contributions)
      .where(counted);
    const sums = new Map<string, MemberMoney>();
    for (const p of payments) {
      const sum = sums.get(p.userId) ?? { confirmedKobo: 0, pendingKobo: 0 };
      if (p.status === 'confirmed') sum.confirmedKobo += p.amountKobo;
      else sum.pendingKobo += p.amountKobo;
      sums.set(p.userId, sum);
    }
    const ledgers = purseLedgers(
      scheduleFieldsOf(project),
      members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
      payments.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), decidedAt: p.decidedAt ? p.decidedAt.toISOString() : null })),
      lagosDay(now.toISOString()),
    );
    dues = purseDues(project.amountPerMemberKobo, members, sums, ledgers ? ledgerDuesOf(ledgers) : undefined);
  }
  const person = ({ userId, fullName, username }: PersonDues): ReminderPerson => ({ userId, fullName, username });
  const naira = koboToDecimalString;
  return {
    project,
    group,
    amountPerMember: dues.owedKobo === null ? null : naira(dues.owedKobo),
    paid: dues.inFull.map((p) => ({ ...person(p), amount: naira(p.confirmedKobo), pendingAmount: naira(p.pendingKobo) })),
    part: dues.part.map((p) => ({ ...person(p), amount: naira(p.confirmedKobo), left: naira(p.leftKobo ?? 0), pendingAmount: naira(p.pendingKobo) })),
    awaiting: dues.awaiting.map((p) => ({ ...person(p), pendingAmount: naira(p.pendingKobo) })),
    unpaid: dues.none.map(person),
    members: dues.members,
    contributed: dues.contributed,
    everyonePaid: dues.everyonePaid,
    toRemind: [...dues.part, ...dues.awaiting, ...dues.none].filter((p) => p.remind).map((p) => ({ ...person(p), leftKobo: p.leftKobo })),
  };
}

/**
 * GET /api/projects/{projectId}/unpaid-members: the Send Reminders screen's lists and the purse's
 * progress, for its group's admin.
 */
export async function purseStanding(tx: Tx, actor: UserRow, projectId: string, now: Date): Promise<Outcome<PurseStanding>> {
  const purse = await adminPurse(tx, actor, projectId);
  if (!purse.ok) return purse;
  const { project, group, toRemind: _, ...standing } = await standingOf(tx, purse.value.project, purse.value.group, now);
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
    ...standing,
  });
}

export type ReminderInput = z.output<typeof reminderSchema>;

/**
 * An admin reminds the members who still owe a purse (all of them, or those named in `userIds`):
 * with an amount per member, those who have not paid it in full, each told what is left; without
 * one, those who have paid nothing. A named member who has paid, whose pending payment covers
 * what they owe, or who is not in the group, is skipped, never nagged.
 * Each gets a 'reminder' notification and a push; the answer names who was reminded.
 * @example await sendReminders(tx, admin, projectId, { message: 'Two days left!' }, now)
 */
export async function sendReminders(tx: Tx, actor: UserRow, projectId: string, input: ReminderInput, now: Date): Promise<Outcome<RemindersSent>> {
  const purse = await adminPurse(tx, actor, projectId);
  if (!purse.ok) return purse;
  const { project, group } = purse.value;
  if (project.status !== 'active') return refuse('project-not-active');
  const { toRemind } = await standingOf(tx, project, group, now);
  const chosen = input.userIds ? new Set(input.userIds) : null;
  const targets = chosen ? toRemind.filter((m) => chosen.has(m.userId)) : toRemind;
  // The admin's own words go as typed; each member also reads what they still owe, in their language.
  const base = { kind: 'reminder', purse: `${project.name} (${group.name})`, note: input.message || null } as const;
  for (const { leftKobo, ...member } of targets) {
    const params = { ...base, leftKobo };
    await addNotification(tx, { userId: member.userId, groupId: group.id, projectId: project.id, type: 'reminder', params }, reminderPush(project, base.note, base.purse, leftKobo), now);
  }
  return ok({ reminded: targets.length, members: targets.map(({ leftKobo: _, ...m }) => m) });
}
