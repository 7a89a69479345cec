/**
 * The words the review dialog uses for a decision's outcome. Decisions themselves are queued
 * through decideContribution (web/data/contribution-writes.ts), so they work offline and the
 * server stays the judge of who decided first.
 */
import { formatNaira } from '../../../lib/format';
import { review_decisionText, review_decisionTextOffline, review_paymentConfirmed, review_paymentRejected } from '../../../../shared/i18n/paraglide/messages.js';
import type { LocalContribution } from '../../../data/db';

/**
 * The toast after a decision is saved: queued offline, it says it will sync when online.
 * @example decisionToast('confirm', row, false).description.endsWith('Will sync when online.')
 */
export function decisionToast(action: 'confirm' | 'reject', row: Pick<LocalContribution, 'amountKobo' | 'userFullName' | 'userName'>, online: boolean): { title: string; description: string } {
  const values = { amount: formatNaira(row.amountKobo), name: row.userFullName || row.userName };
  return {
    title: action === 'confirm' ? review_paymentConfirmed() : review_paymentRejected(),
    description: online ? review_decisionText(values) : review_decisionTextOffline(values),
  };
}

/** The optional rejection reason as the server takes it: trimmed, and null when empty. */
export function rejectionReason(text: string): string | null {
  const reason = text.trim();
  return reason === '' ? null : reason;
}
