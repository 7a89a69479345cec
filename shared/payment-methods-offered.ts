import { MESSAGES } from './errors';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from './payment-methods';

/** A purse's payment-detail fields, as a project row and the create-project payload name them. */
export type PurseDetailField =
  | 'bankName'
  | 'accountNumber'
  | 'accountName'
  | 'routingNumber'
  | 'swiftCode'
  | 'zelleEmail'
  | 'zellePhone'
  | 'cashappHandle'
  | 'venmoHandle'
  | 'paypalEmail'
  | 'paymentInstructions';

/** What a purse holds for payers: any of its detail fields, each possibly empty. */
export type PurseDetails = { readonly [field in PurseDetailField]?: string | null | undefined };

/** A purse as its payers see it: its details and the methods it allows (empty: all, SPEC §2). */
export type PurseForPayers = PurseDetails & { readonly allowedPaymentTypes: readonly PaymentMethodId[] };

/**
 * What each method needs before a payer can use it: every requirement met, a requirement being met
 * by any one of its fields. Mobile money and crypto have no columns of their own (SPEC §3), so the
 * admin's written payment instructions (wallet number or address) are what makes them payable.
 */
const NEEDS: Record<PaymentMethodId, readonly (readonly PurseDetailField[])[]> = {
  bank_transfer: [['bankName'], ['accountNumber'], ['accountName']],
  mobile_money: [['paymentInstructions']],
  zelle: [['zelleEmail', 'zellePhone']],
  cashapp: [['cashappHandle']],
  venmo: [['venmoHandle']],
  paypal: [['paypalEmail']],
  wire_transfer: [['routingNumber', 'swiftCode'], ['accountNumber']],
  crypto: [['paymentInstructions']],
  cash: [],
};

const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * Whether the purse holds what a payer needs to pay it by `method` (cash needs nothing).
 * @example hasPaymentDetails('zelle', { zellePhone: '+1 555 0100' }) === true
 */
export function hasPaymentDetails(method: PaymentMethodId, purse: PurseDetails): boolean {
  return NEEDS[method].every((anyOf) => anyOf.some((field) => filled(purse[field])));
}

/**
 * The methods a payer is offered, in catalogue order: those the purse allows (an empty list means
 * all, SPEC §2) AND holds the details for. With no purse there is no account to pay into, so only
 * cash (handed to the admin) is honest.
 * @example offeredPaymentMethods({ allowedPaymentTypes: ['bank_transfer', 'zelle'], bankName: 'GTBank', accountNumber: '0123456789', accountName: 'Ajo' }) // ['bank_transfer']
 * @example offeredPaymentMethods(null) // ['cash']
 */
export function offeredPaymentMethods(purse: PurseForPayers | null): PaymentMethodId[] {
  if (purse === null) return ['cash'];
  const allowed = purse.allowedPaymentTypes.length > 0 ? purse.allowedPaymentTypes : PAYMENT_METHOD_IDS;
  return PAYMENT_METHOD_IDS.filter((method) => allowed.includes(method) && hasPaymentDetails(method, purse));
}

/** A Nigerian bank account number (NUBAN): exactly 10 digits. */
const NUBAN = /^\d{10}$/;

/** One reason a purse cannot be saved, on the field to fix. */
export interface PurseDetailIssue {
  field: PurseDetailField;
  message: string;
}

/**
 * Why a purse cannot be saved as it is: one that allows bank transfer needs the bank name, a
 * 10-digit account number and the account name, or members would be offered a transfer with
 * nowhere to send it. The other methods are only left unoffered when their details are missing.
 * @example purseDetailIssues({ allowedPaymentTypes: ['bank_transfer'], bankName: 'GTBank' }).map((i) => i.field) // ['accountNumber', 'accountName']
 */
export function purseDetailIssues(purse: PurseForPayers): PurseDetailIssue[] {
  if (!purse.allowedPaymentTypes.includes('bank_transfer')) return [];
  const issues: PurseDetailIssue[] = [];
  if (!filled(purse.bankName)) issues.push({ field: 'bankName', message: MESSAGES.bankNameRequired });
  if (!filled(purse.accountNumber)) issues.push({ field: 'accountNumber', message: MESSAGES.accountNumberRequired });
  else if (!NUBAN.test(purse.accountNumber!.trim())) issues.push({ field: 'accountNumber', message: MESSAGES.accountNumberNuban });
  if (!filled(purse.accountName)) issues.push({ field: 'accountName', message: MESSAGES.accountNameRequired });
  return issues;
}
