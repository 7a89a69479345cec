import { desc, eq, inArray } from 'drizzle-orm';
import { checkCode } from '../../shared/history';
import type { StatementInput, StatementRange } from '../../shared/statement';
import type { Tx } from '../db/database';
import { accountabilityPartners, contributions, groupMembers, historyEntries, payouts, projects, users, type UserRow } from '../db/schema';
import { requireGroupRole, type GroupRecord } from '../access/group-access';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { contributionRow } from '../present/contribution';
import { memberRow, partnerRow } from '../present/member';
import { payoutRow } from '../present/payout';
import { purseRow } from '../present/purse';

/**
 * Everything a group's statement is made from, as the sync rows its admin and partners receive,
 * so the server's CSV and XLSX tell exactly what the phone's screen and PDF tell. Only the admin
 * and partners may export: a member's own statement is on their phone ('not-group-member' here).
 * Read in one transaction, so every part of the statement comes from the same moment.
 * @example const input = await db.transaction((tx) => groupStatementInput(tx, actor, groupId, range, now), { readOnly: true });
 */
export async function groupStatementInput(tx: Tx, actor: UserRow, groupId: string, range: StatementRange, now: Date): Promise<Outcome<StatementInput>> {
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin-or-partner');
  if (!checked.ok) return checked;
  return ok(await inputOf(tx, checked.value.group, range, now));
}

/** The same for a purse's statement: the purse's group decides who may read it. */
export async function purseStatementInput(
  tx: Tx,
  actor: UserRow,
  projectId: string,
  range: StatementRange,
  now: Date,
): Promise<Outcome<{ input: StatementInput; project: typeof projects.$inferSelect }>> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) return refuse('project-not-found');
  const input = await groupStatementInput(tx, actor, project.groupId, range, now);
  return input.ok ? ok({ input: input.value, project }) : input;
}

async function inputOf(tx: Tx, group: GroupRecord, range: StatementRange, now: Date): Promise<StatementInput> {
  const contributionRows = await tx.select().from(contributions).where(eq(contributions.groupId, group.id));
  const payoutRows = await tx.select().from(payouts).where(eq(payouts.groupId, group.id));
  const memberRows = await tx.select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
  const partnerRows = await tx.select().from(accountabilityPartners).where(eq(accountabilityPartners.groupId, group.id));
  const ids = [
    ...new Set([
      ...contributionRows.map((c) => c.userId),
      ...payoutRows.flatMap((p) => (p.decidedBy ? [p.recordedBy, p.decidedBy] : [p.recordedBy])),
      ...memberRows.map((m) => m.userId),
      ...partnerRows.map((p) => p.userId),
    ]),
  ];
  const people = new Map(
    ids.length === 0
      ? []
      : (await tx.select({ id: users.id, fullName: users.fullName, username: users.username }).from(users).where(inArray(users.id, ids))).map((u) => [u.id, u] as const),
  );
  const person = (id: string) => people.get(id) ?? { fullName: '', username: '' };
  const [head] = await tx.select({ hash: historyEntries.hash }).from(historyEntries).where(eq(historyEntries.groupId, group.id)).orderBy(desc(historyEntries.seq)).limit(1);
  const purses = await tx.select().from(projects).where(eq(projects.groupId, group.id));
  return {
    group: { id: group.id, name: group.name },
    projects: purses.map(purseRow),
    // The reader reviews the group (admin or partner), so rows come as a reviewer receives them.
    contributions: contributionRows.map((c) => contributionRow(c, person(c.userId), [group.id])),
    payouts: payoutRows.map((p) => payoutRow(p, (id) => person(id).fullName)),
    members: memberRows.map((m) => memberRow(m, person(m.userId))),
    partners: partnerRows.map((p) => partnerRow(p, person(p.userId))),
    checkCode: checkCode(head?.hash ?? null),
    madeAt: now.toISOString(),
    range,
  };
}
