/**
 * 'Fix and resubmit' for a payment an admin rejected. The server never reopens a decided payment,
 * and nothing that touched money is deleted, so the fix is a NEW payment: the rejected one stays
 * in the history as rejected, and the new one starts from its group, purse, amount, reference and
 * notes. The photo is picked again: the old one is what the admin turned down.
 */
import { nairaInput } from '../../../../shared/money';
import type { LocalContribution, LocalGroup, LocalPurse } from '../../../data/db';
import { makePaymentOptions } from '../pay/make-payment-options';
import { NO_PURSE, type MakePaymentInput } from '../pay/payment-forms';

export type ResubmitPrefill = Omit<MakePaymentInput, 'proof'>;

type Rejected = Pick<LocalContribution, 'groupId' | 'projectId' | 'amountKobo' | 'paymentType' | 'transactionRef' | 'paymentNotes'>;

/**
 * The Make Payment form's starting values for paying `rejected` again, from the groups and the
 * purses still open for payment on this phone; null when its group is no longer here. A purse that
 * closed meanwhile is left for the member to choose; the method is kept while the purse offers it.
 * @example resubmitPrefill(row, groups, purses)?.amount === '2500'
 */
export function resubmitPrefill(rejected: Rejected, groups: readonly Pick<LocalGroup, 'id'>[], payable: readonly LocalPurse[]): ResubmitPrefill | null {
  if (!groups.some((group) => group.id === rejected.groupId)) return null;
  const purses = payable.filter((p) => p.groupId === rejected.groupId);
  const projectId = purses.some((p) => p.id === rejected.projectId) ? rejected.projectId! : purses.length > 0 ? '' : NO_PURSE;
  const options = makePaymentOptions(rejected.groupId, purses, projectId);
  return {
    groupId: rejected.groupId,
    projectId,
    paymentType: options.methods.some((method) => method.id === rejected.paymentType) ? rejected.paymentType : options.preferredMethod,
    amount: nairaInput(rejected.amountKobo),
    reference: rejected.transactionRef ?? '',
    notes: rejected.paymentNotes ?? '',
  };
}
