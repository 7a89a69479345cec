/**
 * The review's "Receipt check" (issue 13 §2) as the dialog shows it: what the server read from the
 * proof beside what the member declared, the flags receiptFlags gives, and the other payments of
 * this group the flags name. Pure, so the states (hidden, not read yet, read) are tested without
 * a browser; the flags are computed here from the purse and the group as the phone holds them, so
 * a new age limit or bank-details change shows at once, offline too.
 */
import { RECEIPT_MAX_AGE_DAYS } from '../../../../shared/books';
import {
  review_fieldAccountName,
  review_fieldAmount,
  review_codeOther,
  review_codeThisPayment,
  review_fieldBank,
  review_fieldPayCode,
  review_fieldDateTime,
  review_fieldPaidTo,
  review_fieldReference,
  review_fieldSessionId,
  review_fieldStatus,
  review_receiptFailed,
  review_receiptPending,
  review_receiptSuccessful,
  review_sameReference,
  review_sameReferenceAndImage,
  review_similarImage,
} from '../../../../shared/i18n/paraglide/messages.js';
import { comparedAmounts, receiptFlags, type ReceiptFlag, type ReceiptFlagInput } from '../../../../shared/receipt-flags';
import { normalReference, type ReceiptCheck, type ReceiptStatus } from '../../../../shared/receipt-reading';
import type { LocalContribution, LocalGroup, LocalPurse } from '../../../data/db';
import { formatDateTime } from '../../../lib/format';

/** One field the receipt showed: the value read, and the member's own where they declared one. */
export interface ReceiptFieldRow {
  label: string;
  read: string;
  /** What the member declared for the same field; null when the form has no such field or it was left empty. */
  declared: string | null;
  /** The two disagree (shown marked, so the eye finds it). */
  differs: boolean;
}

/** Another payment of this group that shares the proof's reference or image. */
export interface RelatedPayment {
  id: string;
  /** In words ('Same reference'), in the language shown. */
  reason: string;
}

export type ReceiptCheckSection =
  /** Nothing to show: the viewer is not a reviewer, or the payment has no proof image to read. */
  | { kind: 'hidden' }
  /** A proof the server has not read yet (it does, a minute or so after the proof reaches it). */
  | { kind: 'not-read' }
  | { kind: 'checked'; unreadable: boolean; rows: ReceiptFieldRow[]; flags: ReceiptFlag[]; related: RelatedPayment[] };

export interface ReceiptCheckInput {
  /** receiptCheck may be missing on a row stored before issue 13: treated as not read. */
  row: Pick<LocalContribution, 'amountKobo' | 'createdAt' | 'transactionRef' | 'proofSha256'> & { receiptCheck?: ReceiptCheck | null };
  /** The group's admin or a partner. A member's rows carry no check, which must not read as "not read yet". */
  reviewer: boolean;
  /** Rows synced before issue 22 lack `previousAccounts`. */
  purse: (Pick<LocalPurse, 'bankName' | 'accountNumber' | 'accountName' | 'createdAt'> & { previousAccounts?: LocalPurse['previousAccounts'] }) | null;
  /** Rows stored before issue 13 lack the setting: the default applies. */
  group: { receiptMaxAgeDays?: LocalGroup['receiptMaxAgeDays'] } | null;
  /** The member's payment code for the purse (issue 27 §3), or null when the phone has none for them. */
  payCode?: string | null;
}

const STATUS_LABELS: Record<ReceiptStatus, () => string> = { successful: review_receiptSuccessful, pending: review_receiptPending, failed: review_receiptFailed };


function fieldRows(check: ReceiptCheck, row: ReceiptCheckInput['row'], payCode: string | null): ReceiptFieldRow[] {
  const read = check.reading;
  const rows: ReceiptFieldRow[] = [];
  const add = (label: string, value: string | null, declared: string | null = null, differs = false) => {
    if (value !== null && value !== '') rows.push({ label, read: value, declared, differs });
  };
  if (read.amountKobo !== null) {
    const [readAmount, declaredAmount] = comparedAmounts(read.amountKobo, row.amountKobo);
    add(review_fieldAmount(), readAmount, declaredAmount, read.amountKobo !== row.amountKobo);
  }
  const declaredRef = row.transactionRef?.trim() || null;
  // The member's reference may be the bank's reference or its session ID: it differs only if it is neither.
  const matchesRead = declaredRef !== null && [read.reference, read.sessionId].some((value) => value !== null && normalReference(value) === normalReference(declaredRef));
  const refDiffers = declaredRef !== null && !matchesRead;
  if (read.reference !== null) add(review_fieldReference(), read.reference, declaredRef, refDiffers);
  add(review_fieldSessionId(), read.sessionId, read.reference === null ? declaredRef : null, read.reference === null && refDiffers);
  if (read.paidAt !== null) add(review_fieldDateTime(), formatDateTime(read.paidAt) || read.paidAt);
  add(review_fieldPaidTo(), read.accountNumber);
  add(review_fieldAccountName(), read.accountName);
  add(review_fieldBank(), read.bank);
  if (read.status !== null) add(review_fieldStatus(), STATUS_LABELS[read.status]());
  // The group's codes the receipt shows: this payment's, or others (marked: another purse or member).
  const codes = check.codes ?? [];
  if (payCode !== null && codes.includes(payCode)) add(review_fieldPayCode(), review_codeThisPayment({ code: payCode }));
  else if (codes.length > 0) add(review_fieldPayCode(), payCode === null ? codes.join(', ') : review_codeOther({ codes: codes.join(', '), code: payCode }), null, payCode !== null);
  return rows;
}

function relatedPayments(check: ReceiptCheck): RelatedPayment[] {
  const reference = new Set(check.reuse.sameReference.here);
  // An image link stored before issue 22 has no likeness: the old check linked different transfers, so it is not shown.
  const image = new Set(check.reuse.similarImage.likeness ? check.reuse.similarImage.here : []);
  return [...new Set([...reference, ...image])].map((id) => ({
    id,
    reason: reference.has(id) && image.has(id) ? review_sameReferenceAndImage() : reference.has(id) ? review_sameReference() : review_similarImage(),
  }));
}

/**
 * @example receiptCheckSection({ row, reviewer: true, purse, group }).kind === 'not-read' // a proof the server has not read yet
 */
export function receiptCheckSection(input: ReceiptCheckInput): ReceiptCheckSection {
  const { row } = input;
  // A cash record or a proof-less payment has no receipt to read: "not read yet" would never end.
  if (!input.reviewer || !row.proofSha256) return { kind: 'hidden' };
  const check = row.receiptCheck ?? null;
  if (!check) return { kind: 'not-read' };
  const flagInput: ReceiptFlagInput = {
    amountKobo: row.amountKobo,
    createdAt: row.createdAt,
    receiptCheck: check,
    purse: input.purse
      ? { bankName: input.purse.bankName, accountNumber: input.purse.accountNumber, accountName: input.purse.accountName, previousAccounts: input.purse.previousAccounts ?? [], createdAt: input.purse.createdAt }
      : null,
    maxAgeDays: input.group?.receiptMaxAgeDays ?? RECEIPT_MAX_AGE_DAYS.default,
  };
  return {
    kind: 'checked',
    unreadable: check.reading.state === 'unreadable',
    rows: check.reading.state === 'unreadable' ? [] : fieldRows(check, row, input.payCode ?? null),
    flags: receiptFlags(flagInput),
    related: relatedPayments(check),
  };
}
