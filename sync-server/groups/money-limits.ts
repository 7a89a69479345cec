import { and, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import { MAX_GROUP_TOTAL_KOBO } from '../../shared/money';
import type { Queryable } from '../db/open';
import { preparedQuery } from '../db/prepared';
import { contributions, projects } from '../db/schema';
import { refuse, type Refusal } from '../http/outcome';

/**
 * The bounds that keep every total a group's screens show an exact integer (MAX_GROUP_TOTAL_KOBO).
 * Each payment and target is at most MAX_AMOUNT_KOBO (the schemas), but their sums are not, so
 * the writes that grow a sum check it here, inside their own transaction, before writing: a
 * purse's and a member's totals are parts of their group's, so bounding the group's confirmed
 * money bounds them too. Each answers a refusal naming the limit, or null when the write fits.
 */

const sumKobo = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/** Confirming `amountKobo` more in the group (review): its confirmed money stays within the bound. */
export function groupTotalRefusal(tx: Queryable, groupId: string, amountKobo: number): Refusal | null {
  const confirmed = tx
    .select({ total: sumKobo(sql`${contributions.amountKobo}`) })
    .from(contributions)
    .where(and(eq(contributions.groupId, groupId), eq(contributions.status, 'confirmed')))
    .get();
  return (confirmed?.total ?? 0) + amountKobo > MAX_GROUP_TOTAL_KOBO ? refuse(422, 'group-total-limit', MESSAGES.groupTotalLimit, 'amount') : null;
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
 */
export function memberTotalRefusal(tx: Queryable, groupId: string, userId: string, amountKobo: number): Refusal | null {
  const owed = memberOwed(tx).get({ groupId, userId });
  return (owed?.total ?? 0) + amountKobo > MAX_GROUP_TOTAL_KOBO ? refuse(422, 'member-total-limit', MESSAGES.memberTotalLimit, 'amount') : null;
}

/** A new purse aiming at `targetKobo` (project create): the group's targets stay within the bound. */
export function groupTargetsRefusal(tx: Queryable, groupId: string, targetKobo: number): Refusal | null {
  const targets = tx.select({ total: sumKobo(sql`${projects.targetAmountKobo}`) }).from(projects).where(eq(projects.groupId, groupId)).get();
  return (targets?.total ?? 0) + targetKobo > MAX_GROUP_TOTAL_KOBO ? refuse(422, 'group-targets-limit', MESSAGES.groupTargetsLimit, 'targetAmount') : null;
}
