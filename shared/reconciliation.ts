/**
 * The wire contract of bank reconciliation (issue 13 §3): an admin imports a statement (CSV,
 * XLSX, GTBank's .xls, or pasted credit alerts), the server pairs its credits with the group's
 * pending proofs, and the admin confirms the pairs. Money in kobo, times ISO.
 */
import * as z from 'zod';
import {
  shared_chooseMatches, shared_matchAmountEqual, shared_matchAtReceiptTime, shared_matchOtherCandidates, shared_matchPayerNameInNarration,
  shared_matchReferenceInNarration, shared_matchSessionIdInNarration, shared_matchWithinTimeWindow, shared_pasteAlerts, shared_pastedTooLong,
  shared_tooManyMatches,
} from './i18n/paraglide/messages.js';

/** Why the matcher paired a credit with a proof. */
export const MATCH_REASONS = [
  'amount-equal',
  'reference-in-narration',
  'session-id-in-narration',
  'payer-name-in-narration',
  'within-time-window',
  'at-receipt-time',
  'other-candidates',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/**
 * One text per reason, for the reconcile screen, in the language current when it is read.
 * @example MATCH_REASON_TEXTS['amount-equal'] === 'Same amount'
 */
export const MATCH_REASON_TEXTS: Readonly<Record<MatchReason, string>> = {
  get 'amount-equal'() { return shared_matchAmountEqual(); },
  get 'reference-in-narration'() { return shared_matchReferenceInNarration(); },
  get 'session-id-in-narration'() { return shared_matchSessionIdInNarration(); },
  get 'payer-name-in-narration'() { return shared_matchPayerNameInNarration(); },
  get 'within-time-window'() { return shared_matchWithinTimeWindow(); },
  get 'at-receipt-time'() { return shared_matchAtReceiptTime(); },
  get 'other-candidates'() { return shared_matchOtherCandidates(); },
};

/** One credit of an imported statement, as the reconcile screen shows it. */
export interface StatementCreditView {
  id: string;
  /** The row (or alert) number in the admin's file. */
  line: number;
  postedAt: string;
  amountKobo: number;
  narration: string;
  reference: string | null;
}

/** A pending proof, as the reconcile screen shows it. */
export interface PendingProofView {
  contributionId: string;
  payerName: string;
  projectName: string | null;
  amountKobo: number;
  submittedAt: string;
  reference: string | null;
}

/** A credit and a proof the server paired, with why. */
export interface StatementMatchView {
  credit: StatementCreditView;
  proof: PendingProofView;
  /** 0..1: how much evidence there is. */
  confidence: number;
  /** Unambiguous: included in "Confirm all confident matches". */
  confident: boolean;
  /** Why, as codes: the screen shows MATCH_REASON_TEXTS[code]. */
  reasons: MatchReason[];
}

export interface ReconciliationView {
  matches: StatementMatchView[];
  /** Money with no proof. */
  unmatchedCredits: StatementCreditView[];
  /** Proof with no money. */
  unmatchedProofs: PendingProofView[];
}

/** What an import answers: how many credits the file held, how many were new, and the view after it. */
export interface StatementImportResult {
  importId: string;
  format: 'csv' | 'xlsx' | 'gtbank-xls' | 'sms';
  credits: number;
  /** Credits not imported before (an overlapping or repeated statement adds only the new ones). */
  added: number;
  skippedDebits: number;
  reconciliation: ReconciliationView;
}

/** POST /api/groups/{id}/statements as JSON: pasted credit alerts. */
export const pastedAlertsSchema = z.object({
  text: z.string({ error: () => shared_pasteAlerts() }).trim().min(1, { error: () => shared_pasteAlerts() }).max(1_000_000, { error: () => shared_pastedTooLong() }),
});

/** POST /api/groups/{id}/reconciliation/confirm: the pairs to confirm, each an ordinary confirm. */
export const confirmMatchesSchema = z.object({
  matches: z
    .array(z.object({ creditId: z.string().min(1).max(64), contributionId: z.string().min(1).max(64) }), { error: () => shared_chooseMatches() })
    .min(1, { error: () => shared_chooseMatches() })
    .max(500, { error: () => shared_tooManyMatches() }),
});
export type ConfirmMatches = z.infer<typeof confirmMatchesSchema>;

/** What a confirm answers: per pair, confirmed or why not; then the view after it. */
export interface ConfirmMatchesResult {
  confirmed: string[];
  refused: { contributionId: string; code: string; message: string }[];
  reconciliation: ReconciliationView;
}
