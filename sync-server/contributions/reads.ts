import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContributionListItem } from '../../shared/contributions';
import { koboToDecimalString } from '../../shared/money';
import type { Tx } from '../db/database';
import { newestFirst } from '../db/order';
import { preparedQuery } from '../db/prepared';
import { contributions, groupMembers, groups, projects, proofs, users, type UserRow } from '../db/schema';
import { activePartnerColumn, findGroup, isActivePartner } from '../access/group-access';
import { activeMembership, confirmedCounts } from '../ledger/figures';
import { presentPurse } from '../present/purse';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { visibilityOf } from '../access/visibility';
import { presentContribution } from '../present/contribution';

/**
 * The permissioned reads behind the contribution listings (SPEC §7). Each checks who is asking
 * (DESIGN: a userId in a path names the session user or is refused) and answers an Outcome.
 */

/**
 * Contributions with their names, newest first (ties: the later insert first), as seen by a
 * viewer who reviews `reviewedGroups` (their `visibilityOf(...).full`; see duplicateFlagFor).
 */
export async function contributionItems(tx: Tx, where: SQL | undefined, reviewedGroups: readonly string[]): Promise<ContributionListItem[]> {
  const rows = await tx
    .select({ row: contributions, username: users.username, fullName: users.fullName, groupName: groups.name, projectName: projects.name })
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.userId))
    .innerJoin(groups, eq(groups.id, contributions.groupId))
    .leftJoin(projects, eq(projects.id, contributions.projectId))
    .where(where)
    .orderBy(newestFirst(contributions));
  return rows.map(({ row, ...names }) => presentContribution(row, names, reviewedGroups));
}

/**
 * One contribution as `viewer` sees it listed; it exists (callers pass the id of a row they just
 * wrote or read).
 */
export async function contributionItem(tx: Tx, id: string, viewer: UserRow): Promise<ContributionListItem> {
  const found = await itemById(tx).get({ id, viewerId: viewer.id });
  if (!found) throw new Error(`contribution ${id} vanished`);
  const { row, adminId, viewerPartners, ...names } = found;
  // The viewer reviews this group (visibilityOf's `full`) when they own or partner it.
  const reviews = adminId === viewer.id || viewerPartners;
  return presentContribution(row, names, reviews ? [row.groupId] : []);
}

/**
 * A write's outcome as the listings carry its row, for the viewer who wrote it: what the REST
 * writes of a contribution answer.
 * @example outcomeAnswer(await asListItem(tx, await recordCash(tx, admin, groupId, body, now), admin), 201, (item) => item)
 */
export async function asListItem(tx: Tx, outcome: Outcome<{ id: string }>, viewer: UserRow): Promise<Outcome<ContributionListItem>> {
  return outcome.ok ? ok(await contributionItem(tx, outcome.value.id, viewer)) : outcome;
}

// Every write of a contribution answers with its item: built once per database, one statement
// with whether the viewer partners the group (isActivePartner's question, asked inside it).
const itemById = preparedQuery((q) =>
  q
    .select({
      row: contributions,
      username: users.username,
      fullName: users.fullName,
      groupName: groups.name,
      projectName: projects.name,
      adminId: groups.adminId,
      viewerPartners: activePartnerColumn(contributions.groupId, sql.placeholder('viewerId')),
    })
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
export async function reviewerContributions(tx: Tx, actor: UserRow, userId = actor.id): Promise<Outcome<ContributionListItem[]>> {
  if (userId !== actor.id) return refuse('forbidden');
  const { full } = await visibilityOf(tx, actor.id);
  return ok(full.length === 0 ? [] : await contributionItems(tx, inArray(contributions.groupId, full), full));
}

/** GET /api/contributions/user/{userId}: the user's own contributions, in every group. */
export async function userContributions(tx: Tx, actor: UserRow, userId: string): Promise<Outcome<ContributionListItem[]>> {
  if (userId !== actor.id) return refuse('forbidden');
  return ok(await contributionItems(tx, eq(contributions.userId, actor.id), (await visibilityOf(tx, actor.id)).full));
}

/** GET /api/contributions/user/{userId}/summary: the sum of the user's confirmed money, all groups. */
export async function userSummary(tx: Tx, actor: UserRow, userId: string): Promise<Outcome<{ totalContributed: string }>> {
  if (userId !== actor.id) return refuse('forbidden');
  const [total] = await tx
    .select({ kobo: sql<number>`coalesce(sum(${contributions.amountKobo}), 0)`.mapWith(Number) })
    .from(contributions)
    .where(and(eq(contributions.userId, actor.id), eq(contributions.status, 'confirmed')));
  return ok({ totalContributed: koboToDecimalString(total?.kobo ?? 0) });
}

/**
 * GET /api/contributions/member/{userId}/projects: the active purses the user can pay into
 * (those of groups they actively belong to), with their group's name and payment details.
 */
export async function memberPurses(tx: Tx, actor: UserRow, userId: string): Promise<Outcome<ReturnType<typeof presentPurse>[]>> {
  if (userId !== actor.id) return refuse('forbidden');
  const rows = await tx
    .select({ project: projects, groupName: groups.name })
    .from(projects)
    .innerJoin(groups, eq(groups.id, projects.groupId))
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, projects.groupId), eq(groupMembers.userId, actor.id)))
    .where(and(eq(projects.status, 'active'), activeMembership()))
    .orderBy(asc(groups.name), asc(projects.createdAt), asc(projects.id));
  const counts = await confirmedCounts(tx, rows.map((r) => r.project.id));
  return ok(rows.map((r) => presentPurse(r.project, { contributionCount: counts.get(r.project.id) ?? 0, groupName: r.groupName })));
}

/**
 * The proof of a contribution, for its contributor, its group's admin and current partners only.
 * Everyone else gets the same 404 as for a missing proof, so contribution ids cannot be probed.
 */
export async function proofFor(tx: Tx, actor: UserRow, contributionId: string): Promise<Outcome<{ sha256: string; mimeType: string }>> {
  const notFound = refuse('proof-not-found');
  const [row] = await tx.select().from(contributions).where(eq(contributions.id, contributionId)).limit(1);
  if (!row?.proofSha256) return notFound;
  const group = await findGroup(tx, row.groupId);
  const allowed = row.userId === actor.id || group?.adminId === actor.id || (await isActivePartner(tx, row.groupId, actor.id));
  if (!allowed) return notFound;
  const [proof] = await tx.select().from(proofs).where(eq(proofs.sha256, row.proofSha256)).limit(1);
  return proof ? ok({ sha256: proof.sha256, mimeType: proof.mimeType }) : notFound;
}
