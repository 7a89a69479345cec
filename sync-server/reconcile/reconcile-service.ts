/**
 * Bank reconciliation for a group's admin (issue 13 §3): imports a parsed statement's credits,
 * pairs the ones not yet matched with the group's pending proofs, and confirms chosen pairs.
 * Invariants:
 * - an import is one transaction: all its new credits or none; a credit already imported (same
 *   key in this group) is not added again, so a re-import or an overlapping statement matches
 *   nothing twice;
 * - a confirm is an ordinary confirm (review-service: totals, notice, history) in the same
 *   transaction as marking the credit matched: a credit pays for at most one proof and a proof is
 *   paid by at most one credit (a unique index on the credit's contribution), crash or not;
 * - only the group's admin imports, sees and confirms (partners do not decide payments).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ConfirmMatches, ConfirmMatchesResult, PendingProofView, ReconciliationView, StatementCreditView, StatementImportResult } from '../../shared/reconciliation';
import { confirmContribution } from '../contributions/review-service';
import type { Db, Queryable } from '../db/open';
import { contributions, projects, statementCredits, statementImports, users, type UserRow } from '../db/schema';
import { requireGroupRole } from '../groups/access';
import { ok, refuse, type Outcome } from '../http/outcome';
import { matchCredits, type PendingProof } from './match-credits';
import type { StatementCredit, StatementFormat } from './statement-credit';

type CreditRecord = typeof statementCredits.$inferSelect;

const creditView = (row: CreditRecord): StatementCreditView => ({
  id: row.id,
  line: row.line,
  postedAt: row.postedAt.toISOString(),
  amountKobo: row.amountKobo,
  narration: row.narration,
  reference: row.reference,
});

/** The group's pending proofs with what the matcher and the screen need. */
function pendingProofs(db: Queryable, groupId: string) {
  return db
    .select({
      id: contributions.id,
      amountKobo: contributions.amountKobo,
      createdAt: contributions.createdAt,
      transactionRef: contributions.transactionRef,
      receiptCheck: contributions.receiptCheck,
      payerName: users.fullName,
      projectName: projects.name,
    })
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.userId))
    .leftJoin(projects, eq(projects.id, contributions.projectId))
    .where(and(eq(contributions.groupId, groupId), eq(contributions.status, 'pending')))
    .orderBy(asc(contributions.createdAt))
    .all();
}

/** The pairs, money with no proof and proof with no money, as they stand now. */
function currentView(db: Queryable, groupId: string): ReconciliationView {
  const credits = db
    .select()
    .from(statementCredits)
    .where(and(eq(statementCredits.groupId, groupId), isNull(statementCredits.contributionId)))
    .orderBy(asc(statementCredits.postedAt), asc(statementCredits.line))
    .all();
  const proofs = pendingProofs(db, groupId);
  const byKey = new Map(credits.map((row) => [row.key, row]));
  const asCredit = (row: CreditRecord): StatementCredit => ({ ...creditView(row), balanceKobo: null, key: row.key });
  const asProof = (row: (typeof proofs)[number]): PendingProof => ({
    id: row.id,
    amountKobo: row.amountKobo,
    submittedAt: row.createdAt.toISOString(),
    payerName: row.payerName,
    declaredReference: row.transactionRef,
    readReference: row.receiptCheck?.reading.reference ?? null,
    readSessionId: row.receiptCheck?.reading.sessionId ?? null,
    readPaidAt: row.receiptCheck?.reading.paidAt ?? null,
    readAmountKobo: row.receiptCheck?.reading.amountKobo ?? null,
  });
  const proofView = new Map(
    proofs.map((row): [string, PendingProofView] => [
      row.id,
      { contributionId: row.id, payerName: row.payerName, projectName: row.projectName, amountKobo: row.amountKobo, submittedAt: row.createdAt.toISOString(), reference: row.transactionRef },
    ]),
  );
  const result = matchCredits(credits.map(asCredit), proofs.map(asProof));
  return {
    matches: result.matches.map((match) => ({
      credit: creditView(byKey.get(match.creditKey)!),
      proof: proofView.get(match.contributionId)!,
      confidence: match.confidence,
      confident: match.confident,
      reasons: match.reasons,
    })),
    unmatchedCredits: result.unmatchedCredits.map((credit) => creditView(byKey.get(credit.key)!)),
    unmatchedProofs: result.unmatchedProofs.map((id) => proofView.get(id)!),
  };
}

/**
 * The reconciliation of a group as its admin sees it now.
 * @example reconciliationOf(db, admin, groupId) // ok({ matches, unmatchedCredits, unmatchedProofs })
 */
export function reconciliationOf(db: Db, actor: UserRow, groupId: string): Outcome<ReconciliationView> {
  const access = requireGroupRole(db, groupId, actor.id, 'admin');
  if (!access.ok) return access;
  return ok(currentView(db, groupId));
}

/**
 * Stores a parsed statement's credits (the new ones) and answers the reconciliation after it.
 * @example importStatement(db, admin, groupId, { format: 'csv', credits, skippedDebits: 0, fileName: 'jan.csv' }, now)
 */
export function importStatement(
  db: Db,
  actor: UserRow,
  groupId: string,
  parsed: { format: StatementFormat; credits: readonly StatementCredit[]; skippedDebits: number; fileName: string | null },
  now: Date,
): Outcome<StatementImportResult> {
  return db.transaction(
    (tx) => {
      const access = requireGroupRole(tx, groupId, actor.id, 'admin');
      if (!access.ok) return access;
      const importId = randomUUID();
      tx.insert(statementImports)
        .values({ id: importId, groupId, importedBy: actor.id, fileName: parsed.fileName, format: parsed.format, credits: parsed.credits.length, added: 0, importedAt: now })
        .run();
      let added = 0;
      for (const credit of parsed.credits) {
        const inserted = tx
          .insert(statementCredits)
          .values({
            id: randomUUID(),
            groupId,
            importId,
            line: credit.line,
            key: credit.key,
            postedAt: new Date(credit.postedAt),
            amountKobo: credit.amountKobo,
            narration: credit.narration,
            reference: credit.reference,
          })
          .onConflictDoNothing()
          .run();
        added += inserted.changes;
      }
      tx.update(statementImports).set({ added }).where(eq(statementImports.id, importId)).run();
      return ok({ importId, format: parsed.format, credits: parsed.credits.length, added, skippedDebits: parsed.skippedDebits, reconciliation: currentView(tx, groupId) });
    },
    { behavior: 'immediate' },
  );
}

/**
 * Confirms each chosen pair (a credit of this group not matched yet, a pending proof of this group
 * of the same amount) as an ordinary confirm recorded as matched to its statement line. Each pair
 * is its own transaction: one refused pair (decided meanwhile on another phone) leaves the others.
 * @example confirmMatches(db, admin, groupId, { matches: [{ creditId, contributionId }] }, now)
 */
export function confirmMatches(db: Db, actor: UserRow, groupId: string, input: ConfirmMatches, now: Date): Outcome<ConfirmMatchesResult> {
  const access = requireGroupRole(db, groupId, actor.id, 'admin');
  if (!access.ok) return access;
  const confirmed: string[] = [];
  const refused: ConfirmMatchesResult['refused'] = [];
  for (const pair of input.matches) {
    const outcome = db.transaction(
      (tx) => {
        const credit = tx.select().from(statementCredits).where(and(eq(statementCredits.id, pair.creditId), eq(statementCredits.groupId, groupId))).get();
        if (!credit) return refuse(404, 'statement-credit-not-found', 'This statement line is not in this group’s imported statements.');
        if (credit.contributionId) return refuse(409, 'statement-credit-matched', `Statement line ${credit.line} is already matched to a payment.`);
        const payment = tx
          .select({ groupId: contributions.groupId, amountKobo: contributions.amountKobo })
          .from(contributions)
          .where(eq(contributions.id, pair.contributionId))
          .get();
        if (!payment || payment.groupId !== groupId) return refuse(404, 'contribution-not-found', 'This payment is not in this group.');
        if (payment.amountKobo !== credit.amountKobo) return refuse(422, 'statement-amount-differs', `Statement line ${credit.line} is for a different amount than this payment.`);
        const decided = confirmContribution(tx, actor, pair.contributionId, now, { statementLine: credit.line });
        if (!decided.ok) return decided;
        tx.update(statementCredits).set({ contributionId: pair.contributionId, matchedBy: actor.id, matchedAt: now }).where(eq(statementCredits.id, credit.id)).run();
        return ok(pair.contributionId);
      },
      { behavior: 'immediate' },
    );
    if (outcome.ok) confirmed.push(outcome.value);
    else refused.push({ contributionId: pair.contributionId, code: outcome.code, message: outcome.message });
  }
  return ok({ confirmed, refused, reconciliation: currentView(db, groupId) });
}

/** The group's imported credits matched to these payments (for a history or a statement screen). */
export function creditsMatchedTo(db: Queryable, contributionIds: readonly string[]): CreditRecord[] {
  if (contributionIds.length === 0) return [];
  return db.select().from(statementCredits).where(inArray(statementCredits.contributionId, [...contributionIds])).all();
}
