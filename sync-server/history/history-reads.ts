import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { checkCode, verifyChain, type VerifyResult } from '../../shared/history';
import { HISTORY_PAGE_LIMIT } from '../../shared/history-wire';
import type { HistoryRow } from '../../shared/sync-protocol';
import type { Queryable } from '../db/open';
import { historyEntries, users, type UserRow } from '../db/schema';
import { requireGroupRole, type GroupAccess } from '../groups/access';
import { ok, type Outcome } from '../http/outcome';
import { historyRow } from '../sync/rows';
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
export function historyPage(db: Queryable, actor: UserRow, groupId: string, page: { before?: number; limit?: number }): Outcome<HistoryPage> {
  const checked = requireGroupRole(db, groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  const limit = page.limit ?? HISTORY_PAGE_DEFAULT;
  const rows = db
    .select()
    .from(historyEntries)
    .where(page.before === undefined ? eq(historyEntries.groupId, groupId) : and(eq(historyEntries.groupId, groupId), lt(historyEntries.seq, page.before)))
    .orderBy(desc(historyEntries.seq))
    .limit(limit)
    .all();
  const last = rows.at(-1);
  const entries = presentAs(db, rows, actor.id, checked.value);
  return ok({ entries, nextBefore: last && last.seq > 1 && rows.length === limit ? last.seq : null });
}

export type VerifyAnswer = VerifyResult & { checkCode: string };

/**
 * GET /api/groups/{id}/history/verify: the server recomputes the whole chain from every entry with
 * its details (it has them all), so an entry edited or removed in the database is found and named.
 */
export async function verifyHistory(db: Queryable, actor: UserRow, groupId: string): Promise<Outcome<VerifyAnswer>> {
  const checked = requireGroupRole(db, groupId, actor.id, 'anyone-in-group');
  if (!checked.ok) return checked;
  const rows = db.select().from(historyEntries).where(eq(historyEntries.groupId, groupId)).all();
  const result = await verifyChain(
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    sha256Hex,
  );
  return ok({ ...result, checkCode: checkCode(result.head) });
}

/** Rows as `readerId` may see them: the reviewers of the group see every detail. */
function presentAs(db: Queryable, rows: (typeof historyEntries.$inferSelect)[], readerId: string, access: GroupAccess): HistoryRow[] {
  const ids = [...new Set(rows.flatMap((r) => [r.actorId, r.subjectId]).filter((id): id is string => id !== null))];
  const names = new Map(ids.length === 0 ? [] : db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ids)).all().map((u) => [u.id, u.fullName]));
  const groupId = access.group.id;
  const reader = {
    userId: readerId,
    reviewedGroups: access.isAdmin || access.isPartner ? [groupId] : [],
    totalsOnlyGroups: new Set(access.group.showMemberAmounts ? [] : [groupId]),
  };
  return rows.map((r) => historyRow(r, (id) => names.get(id) ?? '', reader));
}
