/**
 * Which of a member's payments need fixing, and the member dashboard's 'Payment Status' from that
 * (issue 9: the spec's fixed 'Up to Date' hid rejections). One rule for the status card and the
 * rows' 'Fix and resubmit'.
 */
import type { MemberDues } from '../../../../shared/member-dues';
import type { ContributionView } from '../../../data/contribution-views';

type Payment = Pick<ContributionView, 'status' | 'problem'> & { row: Pick<ContributionView['row'], 'id' | 'groupId' | 'projectId' | 'createdAt'> };

/**
 * How a payment to fix is fixed:
 * - 'resubmit': an admin rejected it. The server never reopens a decided payment and nothing that
 *   touched money is deleted, so the fix is a new payment to the same purse (prefilled);
 * - 'edit': the server refused it before it ever became a payment (it is still on this phone only):
 *   its amount, reference and notes are edited and it is sent again, as the same payment.
 */
export type FixKind = 'resubmit' | 'edit';

/** A payment the server refused outright (not an admin's decision): it exists on this phone only. */
function refusedHere(payment: Payment): boolean {
  return payment.problem !== null && payment.problem.entry.type === 'contribution.create';
}

/**
 * Whether a later payment to the same group and purse, not itself rejected, reversed or refused,
 * took the rejected one's place: the member has paid again, so nothing is left to fix.
 */
function resubmitted(rejected: Payment, all: readonly Payment[]): boolean {
  return all.some(
    (other) =>
      other.row.id !== rejected.row.id &&
      other.row.groupId === rejected.row.groupId &&
      other.row.projectId === rejected.row.projectId &&
      other.row.createdAt > rejected.row.createdAt &&
      other.status !== 'rejected' &&
      other.status !== 'reversed' &&
      !refusedHere(other),
  );
}

/**
 * How `payment` is to be fixed, or null when it needs nothing. An edited refused payment is
 * queued again (no problem left): it is then awaiting approval like any other.
 * @example fixKind(rejectedView, [rejectedView]) === 'resubmit'
 */
export function fixKind(payment: Payment, all: readonly Payment[]): FixKind | null {
  if (refusedHere(payment)) return 'edit';
  if (payment.status === 'rejected' && !resubmitted(payment, all)) return 'resubmit';
  return null;
}

/** Where the member stands with one of their purses (web/data/purse-dues.ts). */
export interface OwnPurse {
  project: { id: string; name: string };
  dues: Pick<MemberDues, 'owedKobo' | 'confirmedKobo' | 'leftKobo' | 'remind'>;
}

export type PaymentStatus =
  | { kind: 'to-fix'; count: number; first: { id: string; fix: FixKind } }
  | { kind: 'owes'; leftKobo: number; purses: number; first: { projectId: string; name: string; paidKobo: number; owedKobo: number } }
  | { kind: 'awaiting'; count: number }
  | { kind: 'not-contributed'; purses: number }
  | { kind: 'up-to-date' };

/**
 * The member's payment status, true for their own purses (issue 23 §1): payments to fix first
 * (newest first in `payments`); then what they still owe purses with an amount per member (after
 * what is pending: money on its way is not owed twice); then payments awaiting an admin's
 * approval (on the server or still on this phone); then open purses with no set amount they have
 * not paid into; else up to date. Only confirmed money is paid.
 * @example paymentStatus([], []) // { kind: 'up-to-date' }
 */
export function paymentStatus(payments: readonly Payment[], purses: readonly OwnPurse[] = []): PaymentStatus {
  let first: { id: string; fix: FixKind } | null = null;
  let toFix = 0;
  let awaiting = 0;
  for (const payment of payments) {
    const fix = fixKind(payment, payments);
    if (fix) {
      toFix += 1;
      first ??= { id: payment.row.id, fix };
    } else if (payment.status === 'pending') awaiting += 1;
  }
  if (first) return { kind: 'to-fix', count: toFix, first };
  const owing = purses.filter((p) => p.dues.owedKobo !== null && p.dues.remind);
  if (owing.length > 0) {
    const [one] = owing as [OwnPurse];
    return {
      kind: 'owes',
      leftKobo: owing.reduce((sum, p) => sum + (p.dues.leftKobo ?? 0), 0),
      purses: owing.length,
      first: { projectId: one.project.id, name: one.project.name, paidKobo: one.dues.confirmedKobo, owedKobo: one.dues.owedKobo ?? 0 },
    };
  }
  if (awaiting > 0) return { kind: 'awaiting', count: awaiting };
  const notYet = purses.filter((p) => p.dues.owedKobo === null && p.dues.remind).length;
  if (notYet > 0) return { kind: 'not-contributed', purses: notYet };
  return { kind: 'up-to-date' };
}
