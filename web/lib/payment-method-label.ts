import { PAYMENT_METHOD_IDS, paymentMethod, type PaymentMethodId } from '../../shared/payment-methods';

/**
 * A stored payment type as its label; an id outside the catalogue is shown as it was stored.
 * @example paymentMethodLabel('bank_transfer') === 'Bank Transfer'; paymentMethodLabel('barter') === 'barter'
 */
export function paymentMethodLabel(type: string): string {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(type) ? paymentMethod(type as PaymentMethodId).label : type;
}
