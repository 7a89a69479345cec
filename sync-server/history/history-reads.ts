import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { checkCode, verifyChain, type VerifyResult } from '../../shared/history';
import { HISTORY_PAGE_LIMIT } from '../../shared/history-wire';
import type { HistoryRow } from '../../shared/sync-protocol';
import type { Tx } from '../db/database';
import { historyEntries, users, type UserRow } from '../db/schema';
import { requireGroupRole, type GroupAccess } from '../access/group-access';
import { ok, type Outcome } from '../outcome/outcome';
import { historyRow } from '../present/history';
import { sha256Hex } from './append';

/**
 * The permissioned reads of a group's history (issue 11 §4): open to its admin, partners and
 * members, refused to anyone else like the other group routes (404 unknown group, 403 outsider).
 */

export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = HISTORY_PAGE_LIMIT;

export interface HistoryPage {
  /** Newest first, each as sync pull sends it (details withheld by the same rule). */
  entries: HistoryRow[];
  /** Pass as `before` for the next, older page; null when this page reaches entry 1. */
  nextBefore: number | null;
}

/** GET /api/groups/{id}/history?before=&limit=: entries with seq below `before`, newest first. */
export async function historyPage(tx: Tx, actor: UserRow, groupId: string, page: { before?: number; limit?: number }): Promise<Outcome<HistoryPage>> {
  const checked = await requireGroupRole(tx, groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  const limit = page.limit ?? HISTORY_PAGE_DEFAULT;
  const rows = await tx
    .select()
    .from(historyEntries)
    .where(page.before === undefined ? eq(historyEntries.groupId, groupId) : and(eq(historyEntries.groupId, groupId), lt(historyEntries.seq, page.before)))
    .orderBy(desc(historyEntries.seq))
    .limit(limit);
  const last = rows.at(-1);
  const entries = await presentAs(tx, rows, actor.id, checked.value);
  return ok({ entries, nextBefore: last && last.seq > 1 && rows.length === limit ? last.seq : null });
}

export type VerifyAnswer = VerifyResult & { checkCode: string };
type ChainEntry = typeof historyEntries.$inferSelect;

/**
 * GET /api/groups/{id}/history/verify, its read: every entry of the group with its details (the
 * server has them all), for verifyEntries, which the route runs after the transaction: hashing a
 * long chain is work no transaction should wait on.
 */
export async function historyToVerify(tx: Tx, actor: UserRow, groupId: string): Promise<Outcome<ChainEntry[]>> {
  const checked = await requireGroupRole(tx, groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  return ok(await tx.select().from(historyEntries).where(eq(historyEntries.groupId, groupId)));
}

/**
 * The server recomputes the whole chain, so an entry edited or removed in the database is found
 * and named.
 * @example const entries = await db.transaction((tx) => historyToVerify(tx, actor, groupId), { readOnly: true }); if (entries.ok) await verifyEntries(entries.value)
 */
export async function verifyEntries(rows: ChainEntry[]): Promise<VerifyAnswer> {
  const result = await verifyChain(
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    sha256Hex,
  );
  return { ...result, checkCode: checkCode(result.head) };
}

/** Rows as `readerId` may see them: the reviewers of the group see every detail. */
async function presentAs(tx: Tx, rows: ChainEntry[], readerId: string, access: GroupAccess): Promise<HistoryRow[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.actorId, r.subjectId]).filter((id): id is string => id !== null))];
  const people = ids.length === 0 ? [] : await tx.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids));
  const names = new Map(people.map((u) => [u.id, u.fullName]));
  const groupId = access.group.id;
  const reader = {
    userId: readerId,
    reviewedGroups: access.isAdmin || access.isPartner ? [groupId] : [],
    totalsOnlyGroups: new Set(access.group.showMemberAmounts ? [] : [groupId]),
  };
  return rows.map((r) => historyRow(r, (id) => names.get(id) ?? '', reader));
}
