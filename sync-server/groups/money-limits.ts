import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { MAX_GROUP_TOTAL_KOBO } from '../../shared/money';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { contributions, groups, projects } from '../db/schema';
import { refuse, type Refusal } from '../outcome/outcome';

/**
 * The bounds that keep every total a group's screens show an exact integer (MAX_GROUP_TOTAL_KOBO).
 * Each payment and target is at most MAX_AMOUNT_KOBO (the schemas), but their sums are not, so
 * the writes that grow a sum check it here, inside their own transaction, before writing: a
 * purse's and a member's totals are parts of their group's, so bounding the group's confirmed
 * money bounds them too. Each answers a refusal naming the limit, or null when the write fits.
 *
 * A check reads a sum and the caller then writes on its strength, so two requests must not both
 * read the sum before either writes (on PostgreSQL they interleave): each check first locks the
 * row that owns the sum, until the caller's transaction ends (the member's sum: its group's row,
 * which the submit locks before reading it). A concurrent write behind the same check waits, then
 * reads the sum with the first one's money in it. On SQLite the lock is a no-op.
 */

const sumKobo = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/**
 * Confirming `amountKobo` more in the group (review, cash): its confirmed money stays within the
 * bound. Locks the group's row first (see above).
 * @example const overLimit = await groupTotalRefusal(tx, groupId, amountKobo); if (overLimit) return overLimit;
 */
export async function groupTotalRefusal(tx: Tx, groupId: string, amountKobo: number): Promise<Refusal | null> {
  await lockRow(tx, groups, groups.id, groupId);
  const [confirmed] = await tx
    .select({ total: sumKobo(sql`${contributions.amountKobo}`) })
    .from(contributions)
    .where(and(eq(contributions.groupId, groupId), eq(contributions.status, 'confirmed')));
  return (confirmed?.total ?? 0) + amountKobo > MAX_GROUP_TOTAL_KOBO ? refuse('group-total-limit', { field: 'amount' }) : null;
}

/**
 * The member's confirmed and pending money in the group, as a column of the submit's own read
 * (contributions/submit-service.ts), so the check costs no round trip of its own. Every write of
 * a group's payments (a submit, a decision, a cash payment, a reversal) locks the group's row
 * first, and the submit reads this after locking it, so the sum cannot change between the read and
 * the submit's insert: two submits of the member cannot both read it before either writes.
 * @example q.select({ owedKobo: memberOwedColumn(groups.id, sql.placeholder('userId')) }).from(groups)…
 */
export const memberOwedColumn = (groupId: SQLWrapper, userId: SQLWrapper) =>
  sql`(select ${sumKobo(sql`${contributions.amountKobo}`)} from ${contributions} where ${and(
    eq(contributions.groupId, groupId),
    eq(contributions.userId, userId),
    inArray(contributions.status, ['confirmed', 'pending']),
  )})`.mapWith(Number);

/**
 * Submitting `amountKobo` more (submit), the member owing `owedKobo` already (memberOwedColumn):
 * the member's confirmed and pending payments to the group stay within the bound, so the
 * reminders' per-member sums do, and pending ones cannot pile up.
 * @example const overLimit = memberTotalRefusal(stored.owedKobo, input.amountKobo); if (overLimit) return overLimit;
 */
export function memberTotalRefusal(owedKobo: number, amountKobo: number): Refusal | null {
  return owedKobo + amountKobo > MAX_GROUP_TOTAL_KOBO ? refuse('member-total-limit', { field: 'amount' }) : null;
}

/**
 * A new purse aiming at `targetKobo`, or a purse's target raised by it (project create and edit):
 * the group's targets stay within the bound. Locks the group's row first (see above).
 * @example const overLimit = await groupTargetsRefusal(tx, groupId, input.targetAmount); if (overLimit) return overLimit;
 */
export async function groupTargetsRefusal(tx: Tx, groupId: string, targetKobo: number): Promise<Refusal | null> {
  await lockRow(tx, groups, groups.id, groupId);
  const [targets] = await tx.select({ total: sumKobo(sql`${projects.targetAmountKobo}`) }).from(projects).where(eq(projects.groupId, groupId));
  return (targets?.total ?? 0) + targetKobo > MAX_GROUP_TOTAL_KOBO ? refuse('group-targets-limit', { field: 'targetAmount' }) : null;
}
