/**
 * What the admin does with a credit no proof was paired with (issue 22 §6), each in the caller's
 * one transaction with the group's row locked, each answering the reconciliation after it:
 * - record it as a member's bank transfer: an ordinary recorded payment (cash-service: totals,
 *   'cash.recorded' history with method 'bank_transfer' and the statement line), the member told
 *   as for any approved payment, and the credit marked as that payment's money;
 * - link it to a payment confirmed before (the same amount, not yet linked): the credit is its
 *   money, nothing else changes;
 * - set it aside with a reason (a refund, the admin's own money): it leaves "money with no proof"
 *   and is listed apart, with the reason.
 * A credit acted on once (matched, linked, recorded or set aside) is refused another action.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { ReconciliationView, RecordCredit, SetAsideCredit } from '../../shared/reconciliation';
import { notifyDecided } from '../contributions/notify';
import { pushDevicesOf } from '../push/queue';
import { insertRecordedPayment, recordableFor } from '../corrections/cash-service';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { contributions, groups, statementCredits, type UserRow } from '../db/schema';
import { requireGroupRole, type GroupRecord } from '../access/group-access';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import { lagosDay } from '../../shared/statement';
import { currentView, type CreditRecord } from './reconcile-view';
import { newRowId } from '../../shared/row-id';

/** The admin's group, locked, and its open credit: the rules every action shares. */
async function openCredit(tx: Tx, actor: UserRow, groupId: string, creditId: string): Promise<Outcome<{ group: GroupRecord; credit: CreditRecord }>> {
  const access = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!access.ok) return access;
  // Two actions on one credit (two phones, a retry) run one after the other.
  await lockRow(tx, groups, groups.id, groupId);
  const [credit] = await tx.select().from(statementCredits).where(and(eq(statementCredits.id, creditId), eq(statementCredits.groupId, groupId))).limit(1);
  if (!credit) return refuse('statement-credit-not-found');
  if (credit.contributionId) return refuse('statement-credit-matched', { params: { line: credit.line } });
  if (credit.setAsideAt) return refuse('statement-credit-set-aside', { params: { line: credit.line } });
  return ok({ group: access.value.group, credit });
}

/** Marks the credit as this payment's money; the lock taken in openCredit keeps it unmatched until here. */
async function markMatched(tx: Tx, actor: UserRow, credit: CreditRecord, contributionId: string, now: Date): Promise<void> {
  const marked = await tx
    .update(statementCredits)
    .set({ contributionId, matchedBy: actor.id, matchedAt: now })
    .where(and(eq(statementCredits.id, credit.id), isNull(statementCredits.contributionId)))
    .returning({ id: statementCredits.id });
  if (marked.length === 0) throw new Error(`statement credit ${credit.id} was matched by another request during this one`);
}

/**
 * @example await db.transaction((tx) => recordCredit(tx, admin, groupId, creditId, { userId, projectId }, now))
 */
export async function recordCredit(tx: Tx, actor: UserRow, groupId: string, creditId: string, input: RecordCredit, now: Date): Promise<Outcome<ReconciliationView>> {
  const found = await openCredit(tx, actor, groupId, creditId);
  if (!found.ok) return found;
  const { group, credit } = found.value;
  const allowed = await recordableFor(tx, groupId, input.userId, input.projectId, credit.amountKobo);
  if (!allowed.ok) return allowed;
  const id = input.id ?? newRowId();
  const [taken] = await tx.select({ id: contributions.id }).from(contributions).where(eq(contributions.id, id)).limit(1);
  if (taken) return refuse('id-taken');
  const paidOnDay = credit.postedAt ? lagosDay(credit.postedAt.toISOString()) : null;
  const row = await insertRecordedPayment(
    tx,
    actor,
    {
      id,
      groupId,
      projectId: input.projectId,
      userId: input.userId,
      amountKobo: credit.amountKobo,
      description: `Bank transfer${paidOnDay ? ` on ${paidOnDay}` : ''}, statement line ${credit.line}`,
      notes: credit.narration.slice(0, 500) || null,
      method: 'bank_transfer',
      paidOnDay,
      statementLine: credit.line,
    },
    now,
  );
  await markMatched(tx, actor, credit, row.id, now);
  await notifyDecided(tx, row, { status: 'confirmed', reason: null }, { group, projectName: allowed.value.projectName }, now, await pushDevicesOf(tx, row.userId));
  return ok(await currentView(tx, groupId));
}

/**
 * @example await db.transaction((tx) => linkCredit(tx, admin, groupId, creditId, confirmedPaymentId, now))
 */
export async function linkCredit(tx: Tx, actor: UserRow, groupId: string, creditId: string, contributionId: string, now: Date): Promise<Outcome<ReconciliationView>> {
  const found = await openCredit(tx, actor, groupId, creditId);
  if (!found.ok) return found;
  const { credit } = found.value;
  const [payment] = await tx
    .select({ groupId: contributions.groupId, status: contributions.status, amountKobo: contributions.amountKobo })
    .from(contributions)
    .where(eq(contributions.id, contributionId))
    .limit(1);
  if (!payment || payment.groupId !== groupId) return refuse('contribution-not-found');
  if (payment.status !== 'confirmed' || payment.amountKobo !== credit.amountKobo) return refuse('statement-payment-not-confirmed');
  const [linked] = await tx.select({ line: statementCredits.line }).from(statementCredits).where(eq(statementCredits.contributionId, contributionId)).limit(1);
  if (linked) return refuse('statement-credit-matched', { params: { line: linked.line } });
  await markMatched(tx, actor, credit, contributionId, now);
  return ok(await currentView(tx, groupId));
}

/**
 * @example await db.transaction((tx) => setAsideCredit(tx, admin, groupId, creditId, { reason: 'Refund from the caterer' }, now))
 */
export async function setAsideCredit(tx: Tx, actor: UserRow, groupId: string, creditId: string, input: SetAsideCredit, now: Date): Promise<Outcome<ReconciliationView>> {
  const found = await openCredit(tx, actor, groupId, creditId);
  if (!found.ok) return found;
  await tx.update(statementCredits).set({ setAsideReason: input.reason, setAsideBy: actor.id, setAsideAt: now }).where(eq(statementCredits.id, creditId));
  return ok(await currentView(tx, groupId));
}
