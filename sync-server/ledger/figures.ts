import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { contributions, groupMembers, projects } from '../db/schema';

/** The per-group counts and totals behind the spec's display extras (SPEC §3 groups). */
export interface GroupFigures {
  memberCount: number;
  purseCount: number;
  targetKobo: number;
  collectedKobo: number;
  pendingPayments: number;
}

const EMPTY: GroupFigures = { memberCount: 0, purseCount: 0, targetKobo: 0, collectedKobo: 0, pendingPayments: 0 };

// SUM over integer kobo columns stays an integer in SQLite (PostgreSQL answers a numeric string,
// which mapWith turns back into a number); COALESCE gives 0 for a group without rows.
const sumOf = (column: typeof projects.targetAmountKobo | typeof projects.collectedAmountKobo) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** An active membership: not a tombstone and not set aside. */
export const activeMembership = () => and(isNull(groupMembers.deletedAt), eq(groupMembers.status, 'active'));

/**
 * Figures for many groups in four grouped queries (not four per group), keyed by group id;
 * a group with no rows anywhere gets zeros.
 * @example (await groupFigures(tx, [g.id])).get(g.id)?.memberCount
 */
export async function groupFigures(tx: Tx, groupIds: readonly string[]): Promise<Map<string, GroupFigures>> {
  const figures = new Map<string, GroupFigures>(groupIds.map((id) => [id, { ...EMPTY }]));
  if (groupIds.length === 0) return figures;
  const ids = [...groupIds];

  const members = await tx
    .select({ groupId: groupMembers.groupId, n: count() })
    .from(groupMembers)
    .where(and(inArray(groupMembers.groupId, ids), activeMembership()))
    .groupBy(groupMembers.groupId);
  for (const row of members) figures.get(row.groupId)!.memberCount = row.n; // ! : keys come from `ids`

  const purses = await tx
    .select({ groupId: projects.groupId, n: count(), target: sumOf(projects.targetAmountKobo), collected: sumOf(projects.collectedAmountKobo) })
    .from(projects)
    .where(inArray(projects.groupId, ids))
    .groupBy(projects.groupId);
  for (const row of purses) Object.assign(figures.get(row.groupId)!, { purseCount: row.n, targetKobo: row.target, collectedKobo: row.collected });

  const pending = await tx
    .select({ groupId: contributions.groupId, n: count() })
    .from(contributions)
    .where(and(inArray(contributions.groupId, ids), eq(contributions.status, 'pending')))
    .groupBy(contributions.groupId);
  for (const row of pending) figures.get(row.groupId)!.pendingPayments = row.n;

  return figures;
}

/**
 * Confirmed contributions per project: the count shown beside the collected amount, which is
 * itself the sum of confirmed contributions.
 */
export async function confirmedCounts(tx: Tx, projectIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (projectIds.length === 0) return counts;
  const rows = await tx
    .select({ projectId: contributions.projectId, n: count() })
    .from(contributions)
    .where(and(inArray(contributions.projectId, [...projectIds]), eq(contributions.status, 'confirmed')))
    .groupBy(contributions.projectId);
  for (const row of rows) if (row.projectId) counts.set(row.projectId, row.n);
  return counts;
}
