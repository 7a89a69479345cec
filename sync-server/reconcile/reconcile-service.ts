/**
 * Bank reconciliation for a group's admin (issue 13 §3): imports a parsed statement's credits,
 * pairs the ones not yet matched with the group's pending proofs, and confirms chosen pairs.
 * Invariants:
 * - an import is one transaction: all its new credits or none; a credit already imported (same
 *   key in this group) is not added again, so a re-import or an overlapping statement matches
 *   nothing twice;
 * - a confirm is an ordinary confirm (review-service: totals, notice, history) in the same
 *   transaction as marking the credit matched: a credit pays for at most one proof and a proof is
 *   paid by at most one credit (a unique index on the credit's contribution), crash or not; the
 *   credit is marked by a conditional update (`WHERE contribution_id IS NULL`), so of two
 *   requests matching it at once only one does;
 * - only the group's admin imports, sees and confirms (partners do not decide payments).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ConfirmMatches, ConfirmMatchesResult, StatementImportResult } from '../../shared/reconciliation';
import type { UnreadableEntry } from '../../shared/statement-unreadable';
import { confirmContribution } from '../contributions/review-service';
import type { Tx } from '../db/database';
import { lockRow } from '../db/lock';
import { contributions, groups, statementCredits, statementImports, type UserRow } from '../db/schema';
import { requireGroupRole } from '../access/group-access';
import { ok, refuse, type Outcome } from '../outcome/outcome';
import type { DateOrder } from './date-order';
import { currentView, type CreditRecord } from './reconcile-view';
import type { StatementCredit, StatementFormat } from './statement-credit';

export { reconciliationOf } from './reconcile-view';

/**
 * Stores a parsed statement's credits (the new ones) and answers the reconciliation after it, in
 * the caller's one transaction: all its new credits or none.
 * @example await db.transaction((tx) => importStatement(tx, admin, groupId, { format: 'csv', credits, skippedDebits: 0, fileName: 'jan.csv' }, now))
 */
export async function importStatement(
  tx: Tx,
  actor: UserRow,
  groupId: string,
  parsed: {
    format: StatementFormat;
    credits: readonly StatementCredit[];
    skippedDebits: number;
    /** What was not read: the admin chose to import the rest knowingly. */
    unreadable: UnreadableEntry[];
    dateOrder: DateOrder | null;
    fileName: string | null;
  },
  now: Date,
): Promise<Outcome<StatementImportResult>> {
  const access = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!access.ok) return access;
  const importId = randomUUID();
  await tx
    .insert(statementImports)
    .values({ id: importId, groupId, importedBy: actor.id, fileName: parsed.fileName, format: parsed.format, credits: parsed.credits.length, added: 0, importedAt: now });
  let added = 0;
  for (const credit of parsed.credits) {
    // A credit already imported (same key in this group) is skipped: the insert returns no row.
    const inserted = await tx
      .insert(statementCredits)
      .values({
        id: randomUUID(),
        groupId,
        importId,
        line: credit.line,
        key: credit.key,
        postedAt: credit.postedAt === null ? null : new Date(credit.postedAt),
        amountKobo: credit.amountKobo,
        narration: credit.narration,
        reference: credit.reference,
      })
      .onConflictDoNothing()
      .returning({ id: statementCredits.id });
    added += inserted.length;
  }
  await tx.update(statementImports).set({ added }).where(eq(statementImports.id, importId));
  return ok({
    kind: 'imported',
    importId,
    format: parsed.format,
    credits: parsed.credits.length,
    added,
    skippedDebits: parsed.skippedDebits,
    unreadable: parsed.unreadable,
    dateOrder: parsed.dateOrder,
    reconciliation: await currentView(tx, groupId),
  });
}

/** One chosen pair confirmed and its credit marked matched, or the refusal (before any write of its own). */
async function confirmPair(tx: Tx, actor: UserRow, groupId: string, pair: ConfirmMatches['matches'][number], now: Date): Promise<Outcome<string>> {
  const [credit] = await tx
    .select()
    .from(statementCredits)
    .where(and(eq(statementCredits.id, pair.creditId), eq(statementCredits.groupId, groupId)))
    .limit(1);
  if (!credit) return refuse('statement-credit-not-found');
  if (credit.contributionId) return refuse('statement-credit-matched', { params: { line: credit.line } });
  if (credit.setAsideAt) return refuse('statement-credit-set-aside', { params: { line: credit.line } });
  const [payment] = await tx
    .select({ groupId: contributions.groupId, amountKobo: contributions.amountKobo })
    .from(contributions)
    .where(eq(contributions.id, pair.contributionId))
    .limit(1);
  if (!payment || payment.groupId !== groupId) return refuse('contribution-not-found');
  if (payment.amountKobo !== credit.amountKobo) return refuse('statement-amount-differs', { params: { line: credit.line } });
  const decided = await confirmContribution(tx, actor, pair.contributionId, now, { statementLine: credit.line });
  if (!decided.ok) return decided;
  // The group's row is locked (confirmMatches), so the credit is still unmatched; the guard keeps
  // it so should a write ever skip that lock.
  const marked = await tx
    .update(statementCredits)
    .set({ contributionId: pair.contributionId, matchedBy: actor.id, matchedAt: now })
    .where(and(eq(statementCredits.id, credit.id), isNull(statementCredits.contributionId)))
    .returning({ id: statementCredits.id });
  if (marked.length === 0) throw new Error(`statement credit ${credit.id} was matched by another request during this one`);
  return ok(pair.contributionId);
}

/**
 * Confirms each chosen pair (a credit of this group not matched yet, a pending proof of this group
 * of the same amount) as an ordinary confirm recorded as matched to its statement line, all in
 * the caller's one transaction. A pair is refused before it writes anything, so one refused pair
 * (decided meanwhile on another phone) leaves the others to be confirmed.
 * @example await db.transaction((tx) => confirmMatches(tx, admin, groupId, { matches: [{ creditId, contributionId }] }, now))
 */
export async function confirmMatches(tx: Tx, actor: UserRow, groupId: string, input: ConfirmMatches, now: Date): Promise<Outcome<ConfirmMatchesResult>> {
  const access = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!access.ok) return access;
  // Before any credit is read: two requests matching this group's credits run one after the other
  // (the confirms would lock the group's row anyway, but only after the credit was read).
  await lockRow(tx, groups, groups.id, groupId);
  const confirmed: string[] = [];
  const refused: ConfirmMatchesResult['refused'] = [];
  for (const pair of input.matches) {
    const outcome = await confirmPair(tx, actor, groupId, pair, now);
    if (outcome.ok) confirmed.push(outcome.value);
    else refused.push({ contributionId: pair.contributionId, code: outcome.code, message: outcome.message });
  }
  return ok({ confirmed, refused, reconciliation: await currentView(tx, groupId) });
}

/** The group's imported credits matched to these payments (for a history or a statement screen). */
export function creditsMatchedTo(tx: Tx, contributionIds: readonly string[]): Promise<CreditRecord[]> {
  if (contributionIds.length === 0) return Promise.resolve([]);
  return tx.select().from(statementCredits).where(inArray(statementCredits.contributionId, [...contributionIds]));
}
