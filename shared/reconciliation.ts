/**
 * The wire contract of bank reconciliation (issue 13 §3): an admin imports a statement (CSV,
 * XLSX, GTBank's .xls, or pasted credit alerts), the server pairs its credits with the group's
 * pending proofs, and the admin confirms the pairs. Money in kobo, times ISO.
 */
import * as z from 'zod';
import {
  shared_chooseMatches, shared_durationHours, shared_durationMinutes, shared_matchAmountEqual, shared_matchAtReceiptMinute, shared_matchCodeInNarration, shared_matchCodeOfAnother, shared_matchCreditedAfter,
  shared_matchCreditedBefore, shared_matchCreditedDaysAfter, shared_matchCreditedDaysBefore, shared_matchCreditedSameDay, shared_matchNameShared, shared_matchNearReceiptTime,
  shared_matchOnReceiptDay, shared_matchOtherCandidates, shared_matchPayerNameInNarration, shared_matchReferenceInNarration,
  shared_matchSessionIdInNarration, shared_pasteAlerts, shared_pastedTooLong, shared_tooManyMatches,
} from './i18n/paraglide/messages.js';
import { recordCashSchema, reverseContributionSchema } from './books';
import type { UnreadableEntry } from './statement-unreadable';

/**
 * Why the matcher paired a credit with a proof (issue 22 §6: each states only what the data
 * shows). Times say before or after and by how long, and only when both sides have a time of
 * day; a statement with dates only gives day-level reasons.
 */
export const MATCH_REASONS = [
  'amount-equal',
  /** The member's payment code for the proof's purse is in the narration (issue 27 §3). */
  'code-in-narration',
  /** The narration holds a code of the group, but not this proof's member and purse: a name or a time alone is then no proof. */
  'code-of-another',
  'reference-in-narration',
  'session-id-in-narration',
  'payer-name-in-narration',
  /** Another member of the group bears the payer's name: the name says neither of them. */
  'name-shared',
  /** The credit's time is `minutes` before the proof was sent. */
  'credited-before-proof',
  /** The credit's time is `minutes` after the proof was sent. */
  'credited-after-proof',
  /** A date-only credit, `days` before (negative: after) the day the proof was sent. */
  'credited-days-from-proof',
  /** The credit's time is within `minutes` of the time the receipt shows. */
  'at-receipt-time',
  /** A date-only credit on the day the receipt shows. */
  'on-receipt-day',
  'other-candidates',
] as const;
export type MatchReasonCode = (typeof MATCH_REASONS)[number];

/** One reason with what it measured. */
export interface MatchReason {
  code: MatchReasonCode;
  /** For the time reasons: how far apart, in whole minutes (never negative). */
  minutes?: number;
  /** For 'credited-days-from-proof': days the credit's day is before the proof's (negative: after). */
  days?: number;
}

/**
 * A span of minutes in words, in the current language: '50 minutes', '3 hours', '3 hours 10 minutes'.
 * @example durationText(190) === '3 hours 10 minutes'
 */
export function durationText(minutes: number): string {
  if (minutes < 60) return shared_durationMinutes({ count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? shared_durationHours({ count: hours }) : `${shared_durationHours({ count: hours })} ${shared_durationMinutes({ count: rest })}`;
}

/**
 * A reason in words, for the reconcile screen, in the language current when it is called.
 * @example matchReasonText({ code: 'credited-after-proof', minutes: 50 }) === 'Credited 50 minutes after the proof was sent'
 */
export function matchReasonText(reason: MatchReason): string {
  const duration = durationText(reason.minutes ?? 0);
  switch (reason.code) {
    case 'amount-equal': return shared_matchAmountEqual();
    case 'code-in-narration': return shared_matchCodeInNarration();
    case 'code-of-another': return shared_matchCodeOfAnother();
    case 'reference-in-narration': return shared_matchReferenceInNarration();
    case 'session-id-in-narration': return shared_matchSessionIdInNarration();
    case 'payer-name-in-narration': return shared_matchPayerNameInNarration();
    case 'name-shared': return shared_matchNameShared();
    case 'credited-before-proof': return shared_matchCreditedBefore({ duration });
    case 'credited-after-proof': return shared_matchCreditedAfter({ duration });
    case 'credited-days-from-proof': {
      const days = reason.days ?? 0;
      if (days === 0) return shared_matchCreditedSameDay();
      return days > 0 ? shared_matchCreditedDaysBefore({ count: days }) : shared_matchCreditedDaysAfter({ count: -days });
    }
    case 'at-receipt-time': return reason.minutes === 0 ? shared_matchAtReceiptMinute() : shared_matchNearReceiptTime({ duration });
    case 'on-receipt-day': return shared_matchOnReceiptDay();
    case 'other-candidates': return shared_matchOtherCandidates();
  }
}

/** One credit of an imported statement, as the reconcile screen shows it. */
export interface StatementCreditView {
  id: string;
  /** The row (or alert) number in the admin's file. */
  line: number;
  /** Null when the alert printed no date: matched by amount and evidence only. */
  postedAt: string | null;
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
  /** Why: the screen words each with matchReasonText. */
  reasons: MatchReason[];
}

/** A confirmed payment of the group that no credit was matched to yet. */
export interface ConfirmedPaymentView {
  contributionId: string;
  payerName: string;
  projectName: string | null;
  amountKobo: number;
  /** When it was confirmed (or recorded). */
  decidedAt: string;
  reference: string | null;
}

/** A credit whose money is a payment confirmed before (by hand, or cash recorded): not money with no proof. */
export interface AlreadyConfirmedView {
  credit: StatementCreditView;
  payment: ConfirmedPaymentView;
  reasons: MatchReason[];
}

/** A credit the admin set aside (not a member's payment), with why. */
export interface SetAsideCreditView {
  credit: StatementCreditView;
  reason: string;
  setAsideAt: string;
}

export interface ReconciliationView {
  matches: StatementMatchView[];
  /** Credits that fit a payment already confirmed (issue 22 §6). */
  alreadyConfirmed: AlreadyConfirmedView[];
  /** Money with no proof. */
  unmatchedCredits: StatementCreditView[];
  /** Proof with no money. */
  unmatchedProofs: PendingProofView[];
  /** Credits the admin set aside, newest first. */
  setAside: SetAsideCreditView[];
}

export type StatementFormatName = 'csv' | 'xlsx' | 'gtbank-xls' | 'sms';
/** How the dates of a statement were read: day first (24/11/2026) or month first (11/24/2026). */
export type DateOrder = 'day-first' | 'month-first';

/** What an import answers: how many credits the file held, how many were new, and the view after it. */
export interface StatementImportResult {
  kind: 'imported';
  importId: string;
  format: StatementFormatName;
  credits: number;
  /** Credits not imported before (an overlapping or repeated statement adds only the new ones). */
  added: number;
  skippedDebits: number;
  /** What was not read and the admin chose to leave out (issue 22 §4). */
  unreadable: UnreadableEntry[];
  dateOrder: DateOrder | null;
  reconciliation: ReconciliationView;
}

/**
 * A statement with alerts or rows that could not be read, answered before anything is stored:
 * the admin sees each one and may import the readable ones knowingly (`acceptUnreadable`).
 */
export interface StatementPreview {
  kind: 'preview';
  format: StatementFormatName;
  /** Credits that were read and would be imported. */
  credits: number;
  skippedDebits: number;
  unreadable: UnreadableEntry[];
  dateOrder: DateOrder | null;
}

/** POST /api/groups/{id}/statements answers one of these (201 imported, 200 preview). */
export type StatementImportAnswer = StatementImportResult | StatementPreview;

/** The admin's answers that travel with a statement: the date order when asked, and "import the rest". */
export const statementOptionsSchema = z.object({
  dateOrder: z.enum(['day-first', 'month-first']).optional(),
  acceptUnreadable: z.boolean().optional(),
});
export type StatementOptions = z.infer<typeof statementOptionsSchema>;

/** POST /api/groups/{id}/statements as JSON: pasted credit alerts. */
export const pastedAlertsSchema = statementOptionsSchema.extend({
  text: z.string({ error: () => shared_pasteAlerts() }).trim().min(1, { error: () => shared_pasteAlerts() }).max(1_000_000, { error: () => shared_pastedTooLong() }),
});

/** POST /api/groups/{id}/reconciliation/credits/{creditId}/record: the credit is this member's payment, into this purse (or none). */
export const recordCreditSchema = recordCashSchema.pick({ id: true, userId: true, projectId: true });
export type RecordCredit = z.output<typeof recordCreditSchema>;

/** POST /api/groups/{id}/reconciliation/credits/{creditId}/set-aside: why it is not a member's payment. */
export const setAsideCreditSchema = reverseContributionSchema;
export type SetAsideCredit = z.output<typeof setAsideCreditSchema>;

/** POST /api/groups/{id}/reconciliation/credits/{creditId}/link: the credit is this already confirmed payment's money. */
export const linkCreditSchema = z.object({ contributionId: z.string().min(1).max(64) });

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
