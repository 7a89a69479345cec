import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { payouts, projects } from '../db/schema';

type PurseRecord = typeof projects.$inferSelect;

/** The money a purse holds: collected (confirmed contributions) minus paid out (approved payouts). */
export function purseBalanceKobo(project: Pick<PurseRecord, 'collectedAmountKobo' | 'paidOutAmountKobo'>): number {
  return project.collectedAmountKobo - project.paidOutAmountKobo;
}

/** The sum of the purse's payouts still waiting for a partner. */
export async function pendingPayoutsKobo(tx: Tx, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${payouts.amountKobo}), 0)`.mapWith(Number) })
    .from(payouts)
    .where(and(eq(payouts.projectId, projectId), eq(payouts.status, 'pending')));
  return row?.total ?? 0;
}

/**
 * What a new payout may take from the purse: the balance less the payouts already waiting for
 * approval, so two pending payouts can never together promise more than the purse holds (each
 * approval then fits, unless money was taken back from the purse meanwhile; approval re-checks).
 * Read it with the purse's row locked (lockRow), or a concurrent payout may spend the same money.
 * @example await spendableKobo(tx, project) // 30_000 of a purse holding 50_000 with 20_000 pending
 */
export async function spendableKobo(tx: Tx, project: PurseRecord): Promise<number> {
  return purseBalanceKobo(project) - (await pendingPayoutsKobo(tx, project.id));
}
