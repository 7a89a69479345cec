import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContributionListItem } from '../../shared/contributions';
import { MESSAGES } from '../../shared/errors';
import { koboToDecimalString } from '../../shared/money';
import type { Queryable } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { contributions, groupMembers, groups, projects, proofs, users, type UserRow } from '../db/schema';
import { findGroup, isActivePartner } from '../groups/access';
import { activeMembership, confirmedCounts } from '../groups/figures';
import { presentProject } from '../groups/present';
import { ok, refuse, type Outcome } from '../http/outcome';
import { visibilityOf } from '../sync/visibility';
import { presentContribution } from './present';

/**
 * The permissioned reads behind the contribution listings (SPEC §7). Each checks who is asking
 * (DESIGN: a userId in a path names the session user or is refused) and answers an Outcome.
 */

/**
 * Contributions with their names, newest first (ties: the later insert first), as seen by a
 * viewer who reviews `reviewedGroups` (their `visibilityOf(...).full`; see duplicateFlagFor).
 */
export function contributionItems(db: Queryable, where: SQL | undefined, reviewedGroups: readonly string[]): ContributionListItem[] {
  return db
    .select({ row: contributions, username: users.username, fullName: users.fullName, groupName: groups.name, projectName: projects.name })
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.userId))
    .innerJoin(groups, eq(groups.id, contributions.groupId))
    .leftJoin(projects, eq(projects.id, contributions.projectId))
    .where(where)
    .orderBy(desc(contributions.createdAt), desc(sql`${contributions}.rowid`))
    .all()
    .map(({ row, ...names }) => presentContribution(row, names, reviewedGroups));
}

/**
 * One contribution as `viewer` sees it listed; it exists (callers pass the id of a row they just
 * wrote or read).
 */
export function contributionItem(db: Queryable, id: string, viewer: UserRow): ContributionListItem {
  const found = itemById(db).get({ id });
  if (!found) throw new Error(`contribution ${id} vanished`);
  const { row, adminId, ...names } = found;
  // The viewer reviews this group (visibilityOf's `full`) when they own or partner it.
  const reviews = adminId === viewer.id || isActivePartner(db, row.groupId, viewer.id);
  return presentContribution(row, names, reviews ? [row.groupId] : []);
}

// Every write of a contribution answers with its item: built once per database.
const itemById = preparedQuery((q) =>
  q
    .select({ row: contributions, username: users.username, fullName: users.fullName, groupName: groups.name, projectName: projects.name, adminId: groups.adminId })
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.userId))
    .innerJoin(groups, eq(groups.id, contributions.groupId))
    .leftJoin(projects, eq(projects.id, contributions.projectId))
    .where(eq(contributions.id, sql.placeholder('id')))
    .prepare(),
);

/**
 * GET /api/contributions/admin[/{userId}]: every contribution of the groups the user owns or
 * partners (partners review alongside the admin, but only the admin decides).
 */
export function reviewerContributions(db: Queryable, actor: UserRow, userId = actor.id): Outcome<ContributionListItem[]> {
  if (userId !== actor.id) return refuse(403, 'forbidden', MESSAGES.forbidden);
  const { full } = visibilityOf(db, actor.id);
  return ok(full.length === 0 ? [] : contributionItems(db, inArray(contributions.groupId, full), full));
}

/** GET /api/contributions/user/{userId}: the user's own contributions, in every group. */
export function userContributions(db: Queryable, actor: UserRow, userId: string): Outcome<ContributionListItem[]> {
  if (userId !== actor.id) return refuse(403, 'forbidden', MESSAGES.forbidden);
  return ok(contributionItems(db, eq(contributions.userId, actor.id), visibilityOf(db, actor.id).full));
}

/** GET /api/contributions/user/{userId}/summary: the sum of the user's confirmed money, all groups. */
export function userSummary(db: Queryable, actor: UserRow, userId: string): Outcome<{ totalContributed: string }> {
  if (userId !== actor.id) return refuse(403, 'forbidden', MESSAGES.forbidden);
  const total = db
    .select({ kobo: sql<number>`coalesce(sum(${contributions.amountKobo}), 0)`.mapWith(Number) })
    .from(contributions)
    .where(and(eq(contributions.userId, actor.id), eq(contributions.status, 'confirmed')))
    .get();
  return ok({ totalContributed: koboToDecimalString(total?.kobo ?? 0) });
}

/**
 * GET /api/contributions/member/{userId}/projects: the active purses the user can pay into
 * (those of groups they actively belong to), with their group's name and payment details.
 */
export function memberProjects(db: Queryable, actor: UserRow, userId: string): Outcome<ReturnType<typeof presentProject>[]> {
  if (userId !== actor.id) return refuse(403, 'forbidden', MESSAGES.forbidden);
  const rows = db
    .select({ project: projects, groupName: groups.name })
    .from(projects)
    .innerJoin(groups, eq(groups.id, projects.groupId))
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, projects.groupId), eq(groupMembers.userId, actor.id)))
    .where(and(eq(projects.status, 'active'), activeMembership()))
    .orderBy(asc(groups.name), asc(projects.createdAt))
    .all();
  const counts = confirmedCounts(db, rows.map((r) => r.project.id));
  return ok(rows.map((r) => presentProject(r.project, { contributionCount: counts.get(r.project.id) ?? 0, groupName: r.groupName })));
}

/**
 * The proof of a contribution, for its contributor, its group's admin and current partners only.
 * Everyone else gets the same 404 as for a missing proof, so contribution ids cannot be probed.
 */
export function proofFor(db: Queryable, actor: UserRow, contributionId: string): Outcome<{ sha256: string; mimeType: string }> {
  const notFound = refuse(404, 'proof-not-found', MESSAGES.proofNotFound);
  const row = db.select().from(contributions).where(eq(contributions.id, contributionId)).get();
  if (!row?.proofSha256) return notFound;
  const group = findGroup(db, row.groupId);
  const allowed = row.userId === actor.id || group?.adminId === actor.id || isActivePartner(db, row.groupId, actor.id);
  if (!allowed) return notFound;
  const proof = db.select().from(proofs).where(eq(proofs.sha256, row.proofSha256)).get();
  return proof ? ok({ sha256: proof.sha256, mimeType: proof.mimeType }) : notFound;
}
