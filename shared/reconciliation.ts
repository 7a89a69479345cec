/**
 * The wire contract of bank reconciliation (issue 13 §3): an admin imports a statement (CSV,
 * XLSX, GTBank's .xls, or pasted credit alerts), the server pairs its credits with the group's
 * pending proofs, and the admin confirms the pairs. Money in kobo, times ISO.
 */
import * as z from 'zod';

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
 * One text per reason, for the reconcile screen.
 * @example MATCH_REASON_TEXTS['amount-equal'] === 'Same amount'
 */
export const MATCH_REASON_TEXTS: Record<MatchReason, string> = {
  'amount-equal': 'Same amount',
  'reference-in-narration': "The proof's transaction reference is in the bank's narration",
  'session-id-in-narration': "The receipt's session ID is in the bank's narration",
  'payer-name-in-narration': "The payer's name is in the bank's narration",
  'within-time-window': 'Credited in the hours before the proof was sent',
  'at-receipt-time': "Credited at the time the receipt shows",
  'other-candidates': 'Another credit or proof of the same amount fits as well: check before confirming',
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
  text: z.string({ error: 'Paste the credit alert texts.' }).trim().min(1, 'Paste the credit alert texts.').max(1_000_000, 'The pasted text is too long.'),
});

/** POST /api/groups/{id}/reconciliation/confirm: the pairs to confirm, each an ordinary confirm. */
export const confirmMatchesSchema = z.object({
  matches: z
    .array(z.object({ creditId: z.string().min(1).max(64), contributionId: z.string().min(1).max(64) }), { error: 'Choose the matches to confirm.' })
    .min(1, 'Choose the matches to confirm.')
    .max(500, 'Confirm at most 500 matches at once.'),
});
export type ConfirmMatches = z.infer<typeof confirmMatchesSchema>;

/** What a confirm answers: per pair, confirmed or why not; then the view after it. */
export interface ConfirmMatchesResult {
  confirmed: string[];
  refused: { contributionId: string; code: string; message: string }[];
  reconciliation: ReconciliationView;
}
