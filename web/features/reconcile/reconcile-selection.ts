/**
 * What the reconcile screen decides without the server: which matches are ticked, the pairs a
 * tap on Confirm sends, the proofs a credit may be matched to by hand, and the summaries.
 */
import {
  reconcile_confirmConfident,
  reconcile_confirmMatches,
  reconcile_creditsRead,
  reconcile_debitsSkipped,
  reconcile_importedBefore,
  reconcile_new,
  reconcile_notConfirmedCount,
  reconcile_notReadLeftOut,
  reconcile_paymentsConfirmed,
} from '../../../shared/i18n/paraglide/messages.js';
import type { ConfirmMatches, ConfirmMatchesResult, PendingProofView, StatementCreditView, StatementImportResult, StatementMatchView } from '../../../shared/reconciliation';

/** One pair's key: the same credit with another proof (after a new import) is another pair. */
export const pairKey = (match: Pick<StatementMatchView, 'credit' | 'proof'>): string => `${match.credit.id}:${match.proof.contributionId}`;

/** The admin's ticks and unticks, by pair; a pair they did not touch follows its confidence. */
export type Ticks = ReadonlyMap<string, boolean>;

/**
 * Ticked by default only when the server is confident; the admin's choice wins.
 * @example isTicked(confidentMatch, new Map()) === true
 */
export function isTicked(match: StatementMatchView, ticks: Ticks): boolean {
  return ticks.get(pairKey(match)) ?? match.confident;
}

/** The ticked pairs, as the confirm call takes them. */
export function tickedPairs(matches: readonly StatementMatchView[], ticks: Ticks): ConfirmMatches['matches'] {
  return matches.filter((match) => isTicked(match, ticks)).map((match) => ({ creditId: match.credit.id, contributionId: match.proof.contributionId }));
}

/**
 * The primary button: 'Confirm 3 confident matches', or 'Confirm 2 matches' once the admin ticked
 * one the server was not sure of.
 */
export function confirmLabel(matches: readonly StatementMatchView[], ticks: Ticks): string {
  const ticked = matches.filter((match) => isTicked(match, ticks));
  const allConfident = ticked.length > 0 && ticked.every((match) => match.confident);
  return allConfident ? reconcile_confirmConfident({ count: ticked.length }) : reconcile_confirmMatches({ count: ticked.length });
}

/**
 * Pending proofs a credit with no proof may be matched to by hand: the same amount to the kobo,
 * as the server requires, oldest first.
 */
export function sameAmountProofs(credit: Pick<StatementCreditView, 'amountKobo'>, proofs: readonly PendingProofView[]): PendingProofView[] {
  return proofs.filter((proof) => proof.amountKobo === credit.amountKobo).sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
}

/** Two imports of one tap (a file and pasted alerts) read as one. */
export type ImportCounts = Pick<StatementImportResult, 'credits' | 'added' | 'skippedDebits'> & { unreadable: readonly unknown[] };

export function addCounts(a: ImportCounts, b: ImportCounts): ImportCounts {
  return { credits: a.credits + b.credits, added: a.added + b.added, skippedDebits: a.skippedDebits + b.skippedDebits, unreadable: [...a.unreadable, ...b.unreadable] };
}

/**
 * @example importSummary({ credits: 3, added: 3, skippedDebits: 1, unreadable: [] }) === '3 credits read, 3 new, 1 debit skipped'
 */
export function importSummary(counts: ImportCounts): string {
  const parts = [reconcile_creditsRead({ count: counts.credits }), reconcile_new({ count: counts.added })];
  if (counts.skippedDebits > 0) parts.push(reconcile_debitsSkipped({ count: counts.skippedDebits }));
  // What the admin chose to leave out is said again: it never vanishes from the account given.
  if (counts.unreadable.length > 0) parts.push(reconcile_notReadLeftOut({ count: counts.unreadable.length }));
  const said = parts.join(', ');
  // A statement imported again adds nothing and so matches nothing twice: say why.
  return counts.credits > 0 && counts.added === 0 ? reconcile_importedBefore({ summary: said }) : said;
}

/** @example confirmSummary({ confirmed: ['a', 'b'], refused: [] }) === '2 payments confirmed' */
export function confirmSummary(result: Pick<ConfirmMatchesResult, 'confirmed' | 'refused'>): string {
  const done = reconcile_paymentsConfirmed({ count: result.confirmed.length });
  return result.refused.length > 0 ? `${done}, ${reconcile_notConfirmedCount({ count: result.refused.length })}` : done;
}
