/**
 * The reconciliation of a group as its admin sees it now (issue 13 §3, issue 22 §6): each open
 * credit paired with a pending proof, or found to be the money of a payment confirmed before, or
 * money with no proof; pending proofs with no money; and the credits set aside. Computed from the
 * database on every read: nothing of it is stored but the credits and their links.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { ConfirmedPaymentView, PendingProofView, ReconciliationView, StatementCreditView } from '../../shared/reconciliation';
import type { Tx } from '../db/database';
import { contributions, groupMembers, projects, statementCredits, users, type UserRow } from '../db/schema';
import { payCode, type CodeBook } from '../../shared/pay-codes';
import { groupCodeBook } from '../pay-codes/pay-tags';
import { sharedNames } from '../../shared/payer-name';
import { requireGroupRole } from '../access/group-access';
import { ok, type Outcome } from '../outcome/outcome';
import { matchCredits, type PendingProof } from './match-credits';
import type { StatementCredit } from './statement-credit';

export type CreditRecord = typeof statementCredits.$inferSelect;

/** @example creditView(row).postedAt // '2026-11-21T09:05:00.000Z', or null for an alert with no date */
export const creditView = (row: CreditRecord): StatementCreditView => ({
  id: row.id,
  line: row.line,
  postedAt: row.postedAt ? row.postedAt.toISOString() : null,
  amountKobo: row.amountKobo,
  narration: row.narration,
  reference: row.reference,
});

const asCredit = (row: CreditRecord): StatementCredit => ({ ...creditView(row), balanceKobo: null, key: row.key });

/** The group's payments in one status, with what the matcher and the screen need. */
function paymentsOf(tx: Tx, groupId: string, status: 'pending' | 'confirmed', amounts?: number[]) {
  return tx
    .select({
      id: contributions.id,
      amountKobo: contributions.amountKobo,
      createdAt: contributions.createdAt,
      decidedAt: contributions.decidedAt,
      transactionRef: contributions.transactionRef,
      receiptCheck: contributions.receiptCheck,
      payerName: users.fullName,
      projectName: projects.name,
      memberTag: groupMembers.payTag,
      purseTag: projects.payTag,
    })
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.userId))
    .leftJoin(projects, eq(projects.id, contributions.projectId))
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, contributions.groupId), eq(groupMembers.userId, contributions.userId)))
    .where(
      and(
        eq(contributions.groupId, groupId),
        eq(contributions.status, status),
        ...(amounts ? [inArray(contributions.amountKobo, amounts)] : []),
        // A confirmed payment already paid by a statement line is not offered again.
        ...(status === 'confirmed' ? [notExists(tx.select({ one: sql`1` }).from(statementCredits).where(eq(statementCredits.contributionId, contributions.id)))] : []),
      ),
    )
    .orderBy(asc(contributions.createdAt));
}

type PaymentRow = Awaited<ReturnType<typeof paymentsOf>>[number];

const asProof = (row: PaymentRow): PendingProof => ({
  id: row.id,
  amountKobo: row.amountKobo,
  submittedAt: row.createdAt.toISOString(),
  payerName: row.payerName,
  declaredReference: row.transactionRef,
  readReference: row.receiptCheck?.reading.reference ?? null,
  readSessionId: row.receiptCheck?.reading.sessionId ?? null,
  readPaidAt: row.receiptCheck?.reading.paidAt ?? null,
  readAmountKobo: row.receiptCheck?.reading.amountKobo ?? null,
  payCode: payCode(row.memberTag, row.purseTag),
});

/**
 * What the matcher knows of the whole group: its payment codes (issue 27 §3), to tell a narration
 * holding someone else's, and the names two of its members bear, which name neither.
 */
async function groupFacts(tx: Tx, groupId: string): Promise<{ book: CodeBook; sharedNames: Set<string> }> {
  const names = await tx.select({ fullName: users.fullName }).from(groupMembers).innerJoin(users, eq(users.id, groupMembers.userId)).where(eq(groupMembers.groupId, groupId));
  return { book: await groupCodeBook(tx, groupId), sharedNames: sharedNames(names.map((member) => member.fullName)) };
}

const pendingView = (row: PaymentRow): PendingProofView => ({
  contributionId: row.id,
  payerName: row.payerName,
  projectName: row.projectName,
  amountKobo: row.amountKobo,
  submittedAt: row.createdAt.toISOString(),
  reference: row.transactionRef,
});

const confirmedView = (row: PaymentRow): ConfirmedPaymentView => ({
  contributionId: row.id,
  payerName: row.payerName,
  projectName: row.projectName,
  amountKobo: row.amountKobo,
  decidedAt: (row.decidedAt ?? row.createdAt).toISOString(),
  reference: row.transactionRef,
});

/** The most set-aside credits the view lists (newest first). */
const SET_ASIDE_SHOWN = 100;

/**
 * The view as the database holds it now, in the caller's transaction.
 * @example (await currentView(tx, groupId)).alreadyConfirmed[0].payment.payerName // 'Kemi Bello'
 */
export async function currentView(tx: Tx, groupId: string): Promise<ReconciliationView> {
  const open = await tx
    .select()
    .from(statementCredits)
    .where(and(eq(statementCredits.groupId, groupId), isNull(statementCredits.contributionId), isNull(statementCredits.setAsideAt)))
    .orderBy(sql`${statementCredits.postedAt} IS NULL`, asc(statementCredits.postedAt), asc(statementCredits.line));
  const byKey = new Map(open.map((row) => [row.key, row]));
  const pending = await paymentsOf(tx, groupId, 'pending');
  const pendingById = new Map(pending.map((row) => [row.id, row]));
  const group = await groupFacts(tx, groupId);
  const first = matchCredits(open.map(asCredit), pending.map(asProof), group);

  // What is left may be the money of a payment confirmed before (by hand, or recorded as cash):
  // only an unambiguous pairing says so; anything less stays money with no proof.
  const amounts = [...new Set(first.unmatchedCredits.map((credit) => credit.amountKobo))];
  const confirmed = amounts.length === 0 ? [] : await paymentsOf(tx, groupId, 'confirmed', amounts);
  const confirmedById = new Map(confirmed.map((row) => [row.id, row]));
  const second = matchCredits(first.unmatchedCredits, confirmed.map(asProof), group);
  const known = second.matches.filter((match) => match.confident);
  const knownKeys = new Set(known.map((match) => match.creditKey));

  const setAside = await tx
    .select()
    .from(statementCredits)
    .where(and(eq(statementCredits.groupId, groupId), isNotNull(statementCredits.setAsideAt)))
    .orderBy(desc(statementCredits.setAsideAt))
    .limit(SET_ASIDE_SHOWN);
  return {
    matches: first.matches.map((match) => ({
      credit: creditView(byKey.get(match.creditKey)!),
      proof: pendingView(pendingById.get(match.contributionId)!),
      confidence: match.confidence,
      confident: match.confident,
      reasons: match.reasons,
    })),
    alreadyConfirmed: known.map((match) => ({
      credit: creditView(byKey.get(match.creditKey)!),
      payment: confirmedView(confirmedById.get(match.contributionId)!),
      reasons: match.reasons,
    })),
    unmatchedCredits: first.unmatchedCredits.filter((credit) => !knownKeys.has(credit.key)).map((credit) => creditView(byKey.get(credit.key)!)),
    unmatchedProofs: first.unmatchedProofs.map((id) => pendingView(pendingById.get(id)!)),
    setAside: setAside.map((row) => ({ credit: creditView(row), reason: row.setAsideReason ?? '', setAsideAt: row.setAsideAt!.toISOString() })),
  };
}

/**
 * The reconciliation of a group as its admin sees it now.
 * @example await db.transaction((tx) => reconciliationOf(tx, admin, groupId), { readOnly: true }) // ok({ matches, alreadyConfirmed, … })
 */
export async function reconciliationOf(tx: Tx, actor: UserRow, groupId: string): Promise<Outcome<ReconciliationView>> {
  const access = await requireGroupRole(tx, groupId, actor.id, 'admin');
  if (!access.ok) return access;
  return ok(await currentView(tx, groupId));
}
