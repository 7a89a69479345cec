import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { updateGroupSchema } from '../../shared/books';
import type { CanonicalValue } from '../../shared/history';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { nextRevision, nextRevisions } from '../db/revision';
import { groups, historyEntries, type UserRow } from '../db/schema';
import { appendHistory } from '../history/append';
import { ok, type Outcome } from '../outcome/outcome';
import { requireGroupRole, type GroupRecord } from '../access/group-access';

export type GroupChanges = z.output<typeof updateGroupSchema>;
type EditableField = keyof GroupChanges;
const FIELDS: readonly EditableField[] = ['name', 'description', 'showMemberAmounts', 'receiptMaxAgeDays', 'locale'];

/**
 * Gives every history entry of the group a new revision, so each member's device pulls them all
 * again and stores them with their details shown or withheld as the group now says (sync/rows.ts
 * historyRow decides per reader). Only revisions change: the chained fields stay as they were.
 * Seqs run 1..n per group, so `first + seq - 1` gives each its own number in one statement.
 */
async function resendHistory(tx: Tx, groupId: string): Promise<void> {
  const [row] = await tx.select({ seq: sql<number>`coalesce(max(${historyEntries.seq}), 0)`.mapWith(Number) }).from(historyEntries).where(eq(historyEntries.groupId, groupId));
  const top = row?.seq ?? 0;
  if (top === 0) return;
  const first = await nextRevisions(tx, top);
  await tx
    .update(historyEntries)
    .set({ revision: sql`${first - 1} + ${historyEntries.seq}` })
    .where(eq(historyEntries.groupId, groupId));
}

/**
 * The group's admin edits its name, description, whether members see each other's amounts
 * (issue 11 §3 and §7), the receipt age limit (issue 13) and its WhatsApp messages' language (issue 15). Only the fields sent and different from now change; when none does,
 * nothing is written (no revision, no history). Otherwise one 'group.edited' entry holds the
 * before and after of what changed. The slug and registration link stay, so shared links keep
 * working under a new name. Flipping showMemberAmounts re-sends the group's history to devices.
 * The group's row is locked before it is read, so two concurrent edits do not both record the
 * same "before": the second reads what the first wrote.
 * @example await updateGroup(tx, admin, groupId, updateGroupSchema.parse({ showMemberAmounts: false }), now)
 */
export async function updateGroup(tx: Tx, actor: UserRow, groupId: string, changes: GroupChanges, now: Date): Promise<Outcome<GroupRecord>> {
  await lockRow(tx, groups, groups.id, groupId);
  const checked = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!checked.ok) return checked;
  const group = checked.value.group;
  const changed = FIELDS.filter((field) => changes[field] !== undefined && changes[field] !== group[field]);
  if (changed.length === 0) return ok(group);
  const before: { [key: string]: CanonicalValue } = {};
  const after: { [key: string]: CanonicalValue } = {};
  for (const field of changed) {
    before[field] = group[field];
    after[field] = changes[field] ?? null;
  }
  const [updated] = await tx
    .update(groups)
    .set({ ...Object.fromEntries(changed.map((field) => [field, changes[field]])), revision: await nextRevision(tx) })
    .where(eq(groups.id, groupId))
    .returning();
  await appendHistory(tx, { groupId, type: 'group.edited', actorId: actor.id, subjectId: null, at: now, data: { before, after } });
  if (changed.includes('showMemberAmounts')) await resendHistory(tx, groupId);
  return ok(updated!); // ! : the group was read (and locked) in this transaction
}
