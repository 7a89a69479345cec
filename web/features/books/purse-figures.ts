/**
 * A purse's books as this phone knows them (issue 11 §1): what came in, what went out, what is
 * left, and what a new payout may still take. The server's purse row is the base (collected,
 * paid out); the payouts made or decided on this phone and not back from the server yet are laid
 * over it, so the figures move the moment the admin or a partner acts, even with no signal.
 */
import type { LocalPayout, LocalPurse, OutboxEntry } from '../../data/db';
import { entryRefusal } from '../../lib/refusal-text';

export interface PayoutView {
  /** The payout as shown: a change the server refused shows the row as the server had it. */
  row: LocalPayout;
  /** Recorded or decided on this phone and not back from the server yet ("waiting to sync"). */
  unsynced: boolean;
  /** Recorded on this phone and not on the server yet. */
  recordedHere: boolean;
  /** The server refused recording or deciding it: its message, and the change to discard or retry. */
  problem: { message: string; entry: OutboxEntry } | null;
}

export interface PurseFigures {
  /** Confirmed contributions (the purse row's total). */
  collectedKobo: number;
  /** Approved payouts, with those approved here not synced yet. */
  paidOutKobo: number;
  /** Payouts waiting for a partner's approval. */
  pendingKobo: number;
  /** collected − paid out: the money in the purse. */
  balanceKobo: number;
  /**
   * balance − pending: what a new payout may take, as the server counts it, so two payouts waiting
   * for approval can never together promise more than the purse holds.
   */
  availableKobo: number;
  /** Payouts recorded on this phone and not synced yet (already counted above). */
  unsyncedKobo: number;
}

const PAYOUT_CHANGES = new Set(['payout.create', 'payout.approve', 'payout.reject']);

/**
 * Each payout as the books show it, newest payment day first.
 * @param entries the outbox (any entries; those about payouts are used)
 */
export function payoutViews(payouts: readonly LocalPayout[], entries: readonly OutboxEntry[]): PayoutView[] {
  const problems = new Map<string, OutboxEntry>();
  for (const entry of entries) {
    if (PAYOUT_CHANGES.has(entry.type) && entry.status !== 'queued') problems.set(entry.target.id, entry);
  }
  return payouts
    .map((row): PayoutView => {
      const problem = problems.get(row.id);
      // A refused decision: the row was changed here at once; show it as the server has it.
      const shown = problem && problem.type !== 'payout.create' && problem.previous ? (problem.previous as LocalPayout) : row;
      return {
        row: shown,
        unsynced: Boolean(row._pending),
        recordedHere: Boolean(row._pending) && row.revision === 0,
        // Worded when read, so a language switch shows at once (views are cached by live queries).
        problem: problem ? { get message() { return entryRefusal(problem) ?? ''; }, entry: problem } : null,
      };
    })
    .sort((a, b) => b.row.paidAt.localeCompare(a.row.paidAt) || b.row.createdAt.localeCompare(a.row.createdAt));
}

/**
 * The purse's figures. The server's paid-out total already holds every approved payout it has
 * sent back; an approval made here (a payout recorded in a group without partners, or a partner's
 * decision) is added until the pull brings the payout and its purse row back. A payout the server
 * refused to record counts for nothing.
 * @example purseFigures({ collectedAmountKobo: 50_000, paidOutAmountKobo: 10_000 }, []).availableKobo === 40_000
 */
export function purseFigures(project: Pick<LocalPurse, 'collectedAmountKobo' | 'paidOutAmountKobo'>, views: readonly PayoutView[]): PurseFigures {
  let approvedHere = 0;
  let pending = 0;
  let unsynced = 0;
  for (const { row, unsynced: notBack, recordedHere, problem } of views) {
    if (problem?.entry.type === 'payout.create') continue;
    if (row.status === 'pending') pending += row.amountKobo;
    // Shown as the server has it (a refused decision), it is in the server's total already.
    const heldByServer = !notBack || problem !== null;
    if (row.status === 'approved' && !heldByServer) approvedHere += row.amountKobo;
    if (recordedHere) unsynced += row.amountKobo;
  }
  const paidOutKobo = project.paidOutAmountKobo + approvedHere;
  const balanceKobo = project.collectedAmountKobo - paidOutKobo;
  return {
    collectedKobo: project.collectedAmountKobo,
    paidOutKobo,
    pendingKobo: pending,
    balanceKobo,
    availableKobo: balanceKobo - pending,
    unsyncedKobo: unsynced,
  };
}
