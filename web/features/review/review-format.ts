import { PAYMENT_METHOD_IDS, paymentMethod, type PaymentMethodId } from '../../../shared/payment-methods';

/**
 * A stored payment type as its label; an id outside the catalogue is shown as it was stored.
 * @example paymentMethodLabel('bank_transfer') === 'Bank Transfer'; paymentMethodLabel('barter') === 'barter'
 */
export function paymentMethodLabel(type: string): string {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(type) ? paymentMethod(type as PaymentMethodId).label : type;
}

// On Lagos time whatever the phone's zone, like every date in the app (see groups/format-date.ts).
const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Africa/Lagos',
});

/**
 * A stored ISO time as a date and time of day; '' for an unreadable one.
 * @example formatDateTime('2025-03-01T10:05:00Z') // '1 Mar 2025, 11:05 am'
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME_FORMAT.format(date);
}
