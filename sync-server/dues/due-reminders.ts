/**
 * Reminders per due date (issue 25 §7): each member who still owes a levy's, dues' or rotation's
 * period hears of it in the days before its due day, on the day and after it, in the app and by
 * push, in their own language (shared/notices.ts 'duesDue'). Run by the maintenance round, never
 * on a request's path.
 *
 * - What they owe is their ledger (shared/purse-ledgers.ts), the rule their phone shows: only
 *   confirmed money has paid, a waived fine or an excused period is owed nothing.
 * - No reminder accuses a member whose money is on its way: none when what they sent and the
 *   admin has not confirmed yet covers what they owe.
 * - Each (member, purse, period, moment) goes once: its row in `dues_reminders` is written in the
 *   same transaction as the notice, so two rounds, a restart or two server processes never send it
 *   twice. A round missed (the server was down) still sends within the moment's days.
 * - Only in the Lagos day (08:00 to 20:00): a reminder is no reason to wake anyone; a round at
 *   night sends nothing, and the morning's sends what is due.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '../../shared/dues-schedule';
import { lagosDay } from '../../shared/lagos-day';
import type { DueMoment } from '../../shared/notices';
import { purseLedgers, type MemberStanding } from '../../shared/purse-ledgers';
import { scheduleOf } from '../../shared/purse-schedule';
import { periodAt } from '../../shared/dues-schedule';
import type { Database, Tx } from '../db/database';
import { contributions, duesReminders, groupMembers, groups, projects, users } from '../db/schema';
import { activeMembership } from '../ledger/figures';
import { scheduleFieldsOf } from '../ledger/schedule';
import { addNotification } from '../notifications/write';
import { duesDuePush } from '../push/payloads';

type PurseRecord = typeof projects.$inferSelect;

/** The days of each moment, counted from the period's due day (inclusive). */
export const DUE_WINDOWS: Record<DueMoment, [number, number]> = {
  soon: [-3, -1],
  today: [0, 2],
  overdue: [3, 10],
};
const SCHEDULED_KINDS = ['levy', 'dues', 'rotation'] as const;

/** The moment a period due on `dueDay` is in on `today`, or null. @example dueMoment('2026-03-31', '2026-03-29') === 'soon' */
export function dueMoment(dueDay: string, today: string): DueMoment | null {
  for (const moment of Object.keys(DUE_WINDOWS) as DueMoment[]) {
    const [from, to] = DUE_WINDOWS[moment];
    if (today >= addDays(dueDay, from) && today <= addDays(dueDay, to)) return moment;
  }
  return null;
}

/** Whether any period of the purse is in a moment today: the purses a round reads in full. */
function hasPeriodInWindow(project: PurseRecord, today: string): boolean {
  const schedule = scheduleOf(scheduleFieldsOf(project));
  if (!schedule) return false;
  for (let index = 0; ; index++) {
    const period = periodAt(schedule, index);
    if (!period || period.startDay > addDays(today, 3)) return false;
    if (dueMoment(period.dueDay, today)) return true;
  }
}

/**
 * The period a member is reminded of today and in which moment: the owed, unpaid period whose
 * moment is today, the latest due first, leaving out the periods their money awaiting confirmation
 * would pay (oldest first); null when there is none or their money on its way covers it all.
 */
export function reminderFor(standing: MemberStanding, begunCount: number, today: string): { period: number; dueDay: string; moment: DueMoment; amountKobo: number } | null {
  const { ledger, pendingKobo } = standing;
  const toSend = ledger.owingKobo - pendingKobo;
  if (toSend <= 0) return null;
  // Money awaiting confirmation would pay the oldest open periods first: those are not reminded of.
  let onItsWay = pendingKobo;
  const uncovered: { index: number; dueDay: string; leftKobo: number }[] = [];
  for (const p of ledger.periods) {
    if (p.index >= begunCount || p.owedKobo <= p.paidKobo) continue;
    const covered = Math.min(onItsWay, p.owedKobo - p.paidKobo);
    onItsWay -= covered;
    if (covered < p.owedKobo - p.paidKobo) uncovered.push({ index: p.index, dueDay: p.dueDay, leftKobo: p.owedKobo - p.paidKobo - covered });
  }
  for (let i = uncovered.length - 1; i >= 0; i--) {
    const period = uncovered[i]!;
    const moment = dueMoment(period.dueDay, today);
    if (!moment) continue;
    // What is due by that day: it and the periods before it still open, and the fines; not a later period.
    const byThen = uncovered.slice(0, i + 1).reduce((sum, p) => sum + p.leftKobo, 0) + ledger.finesOwingKobo;
    return { period: period.index, dueDay: period.dueDay, moment, amountKobo: Math.min(toSend, byThen) };
  }
  return null;
}

/** One purse's reminders for today, in one transaction. Returns how many were sent. */
async function remindPurse(tx: Tx, project: PurseRecord, now: Date, today: string): Promise<number> {
  const [group] = await tx.select().from(groups).where(eq(groups.id, project.groupId)).limit(1);
  if (!group) return 0;
  const members = await tx
    .select({ userId: users.id, fullName: users.fullName, username: users.username, joinedAt: groupMembers.joinedAt, duesTerms: groupMembers.duesTerms })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, group.id), activeMembership()));
  const payments = await tx
    .select({ id: contributions.id, userId: contributions.userId, amountKobo: contributions.amountKobo, period: contributions.period, status: contributions.status, createdAt: contributions.createdAt, decidedAt: contributions.decidedAt, sentOn: contributions.sentOn })
    .from(contributions)
    .where(and(eq(contributions.projectId, project.id), inArray(contributions.status, ['confirmed', 'pending'])));
  const ledgers = purseLedgers(
    scheduleFieldsOf(project),
    members.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    payments.map((p) => ({ ...p, createdAt: p.createdAt.toISOString(), decidedAt: p.decidedAt ? p.decidedAt.toISOString() : null })),
    today,
  );
  if (!ledgers) return 0;
  const purse = `${project.name} (${group.name})`;
  let sent = 0;
  for (const standing of ledgers.members) {
    const due = reminderFor(standing, ledgers.begunCount, today);
    if (!due) continue;
    const userId = standing.member.userId;
    const claimed = await tx
      .insert(duesReminders)
      .values({ projectId: project.id, userId, period: due.period, moment: due.moment, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: duesReminders.userId });
    if (claimed.length === 0) continue;
    const params = { kind: 'duesDue', purse, amountKobo: due.amountKobo, dueDay: due.dueDay, moment: due.moment } as const;
    await addNotification(tx, { userId, groupId: group.id, projectId: project.id, type: 'reminder', params }, duesDuePush(project.id, params), now);
    sent += 1;
  }
  return sent;
}

/**
 * Sends today's dues reminders of every active levy, dues and rotation purse, one transaction per
 * purse (a request waits for one purse at most). Returns how many were sent.
 * @example await sendDueReminders(db, clock.now())
 */
export async function sendDueReminders(db: Database, now: Date): Promise<number> {
  const hour = (now.getUTCHours() + 1) % 24; // Lagos is UTC+1 all year
  if (hour < 8 || hour >= 20) return 0;
  const today = lagosDay(now.toISOString());
  const purses = await db.transaction(
    (tx) => tx.select().from(projects).where(and(inArray(projects.kind, [...SCHEDULED_KINDS]), eq(projects.status, 'active'))),
    { readOnly: true },
  );
  let sent = 0;
  for (const project of purses) {
    if (!hasPeriodInWindow(project, today)) continue;
    sent += await db.transaction((tx) => remindPurse(tx, project, now, today));
  }
  return sent;
}
