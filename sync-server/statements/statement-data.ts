import { desc, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import { checkCode } from '../../shared/history';
import type { StatementInput, StatementRange } from '../../shared/statement';
import type { Queryable } from '../db/open';
import { accountabilityPartners, contributions, groupMembers, historyEntries, payouts, projects, users, type UserRow } from '../db/schema';
import { requireGroupRole, type GroupRecord } from '../groups/access';
import { ok, refuse, type Outcome } from '../http/outcome';
import { contributionRow, memberRow, partnerRow, payoutRow, projectRow } from '../sync/rows';

/**
 * Everything a group's statement is made from, as the sync rows its admin and partners receive,
 * so the server's CSV and XLSX tell exactly what the phone's screen and PDF tell. Only the admin
 * and partners may export: a member's own statement is on their phone (403 here).
 */
export function groupStatementInput(db: Queryable, actor: UserRow, groupId: string, range: StatementRange, now: Date): Outcome<StatementInput> {
  const checked = requireGroupRole(db, groupId, actor.id, 'admin-or-partner');
  if (!checked.ok) return checked;
  return ok(inputOf(db, checked.value.group, range, now));
}

/** The same for a purse's statement: the purse's group decides who may read it. */
export function purseStatementInput(db: Queryable, actor: UserRow, projectId: string, range: StatementRange, now: Date): Outcome<{ input: StatementInput; project: typeof projects.$inferSelect }> {
  const project = db.select().from(projects).where(eq(projects.id, projectId)).get();
  if (!project) return refuse(404, 'project-not-found', MESSAGES.projectNotFound);
  const input = groupStatementInput(db, actor, project.groupId, range, now);
  return input.ok ? ok({ input: input.value, project }) : input;
}

function inputOf(db: Queryable, group: GroupRecord, range: StatementRange, now: Date): StatementInput {
  const contributionRows = db.select().from(contributions).where(eq(contributions.groupId, group.id)).all();
  const payoutRows = db.select().from(payouts).where(eq(payouts.groupId, group.id)).all();
  const memberRows = db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id)).all();
  const partnerRows = db.select().from(accountabilityPartners).where(eq(accountabilityPartners.groupId, group.id)).all();
  const ids = [
    ...new Set([
      ...contributionRows.map((c) => c.userId),
      ...payoutRows.flatMap((p) => (p.decidedBy ? [p.recordedBy, p.decidedBy] : [p.recordedBy])),
      ...memberRows.map((m) => m.userId),
      ...partnerRows.map((p) => p.userId),
    ]),
  ];
  const people = new Map(
    ids.length === 0 ? [] : db.select({ id: users.id, fullName: users.fullName, username: users.username }).from(users).where(inArray(users.id, ids)).all().map((u) => [u.id, u] as const),
  );
  const person = (id: string) => people.get(id) ?? { fullName: '', username: '' };
  const head = db.select({ hash: historyEntries.hash }).from(historyEntries).where(eq(historyEntries.groupId, group.id)).orderBy(desc(historyEntries.seq)).limit(1).get();
  return {
    group: { id: group.id, name: group.name },
    projects: db.select().from(projects).where(eq(projects.groupId, group.id)).all().map(projectRow),
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
