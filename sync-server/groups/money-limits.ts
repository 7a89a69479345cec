import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_GROUP_TOTAL_KOBO } from '../../shared/money';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { preparedQuery } from '../db/prepared';
import { contributions, groups, projects, users } from '../db/schema';
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
 * row that owns the sum, until the caller's transaction ends. A concurrent write behind the same
 * check waits, then reads the sum with the first one's money in it. On SQLite the lock is a no-op.
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

// Every submit runs it: built once per database.
const memberOwed = preparedQuery((q) =>
  q
    .select({ total: sumKobo(sql`${contributions.amountKobo}`) })
    .from(contributions)
    .where(
      and(
        eq(contributions.groupId, sql.placeholder('groupId')),
        eq(contributions.userId, sql.placeholder('userId')),
        inArray(contributions.status, ['confirmed', 'pending']),
      ),
    )
    .prepare(),
);

/**
 * Submitting `amountKobo` more (submit): the member's confirmed and pending payments to the group
 * stay within the bound, so the reminders' per-member sums do, and pending ones cannot pile up.
 * Only the member's own submits grow this sum, so it locks the member's user row, not the group's:
 * submits by different members of one group never wait for each other here.
 * @example const overLimit = await memberTotalRefusal(tx, groupId, actor.id, amountKobo); if (overLimit) return overLimit;
 */
export async function memberTotalRefusal(tx: Tx, groupId: string, userId: string, amountKobo: number): Promise<Refusal | null> {
  await lockRow(tx, users, users.id, userId);
  const owed = await memberOwed(tx).get({ groupId, userId });
  return (owed?.total ?? 0) + amountKobo > MAX_GROUP_TOTAL_KOBO ? refuse('member-total-limit', { field: 'amount' }) : null;
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
