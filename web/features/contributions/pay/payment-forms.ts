/**
 * The payment forms' rules (SPEC §5), as zod schemas for react-hook-form: the Make Payment page
 * and the dashboard's payment dialog. Amounts come out in kobo, empty texts as null.
 * Messages are given as functions (zodError), so each failure reads in the language of the
 * moment, not the one the module loaded in.
 */
import * as z from 'zod';
import { zodError } from '../../../../shared/errors';
import { amountSchema } from '../../../../shared/amount-schemas';
import { PAYMENT_METHOD_IDS, paymentMethod, paymentMethodIdSchema, type PaymentMethod, type PaymentMethodId } from '../../../../shared/payment-methods';
import { offeredPaymentMethods, type PurseDetailField, type PurseDetails, type PurseForPayers } from '../../../../shared/payment-methods-offered';
import {
  payments_accountName,
  payments_accountNumber,
  payments_bankName,
  payments_paypalEmail,
  payments_routingNumber,
  payments_swiftCode,
  payments_zelleEmail,
  payments_zellePhone,
} from '../../../../shared/i18n/paraglide/messages.js';

/**
 * The purse select's value for "no particular purse" (select values must not be empty, SPEC §5),
 * offered only in a group with no open purse. '' is "not chosen yet" and is refused.
 */
export const NO_PURSE = 'none';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, zodError('textTooLong'))
    .transform((value) => (value === '' ? null : value));

const proofFile = z.custom<File>((value) => value instanceof Blob, zodError('proofRequired'));

/**
 * /make-payment: group required, a purse when the group has one (the select then offers no
 * NO_PURSE), method required, amount positive, proof required.
 * @example makePaymentSchema.parse({ groupId: 'g1', projectId: NO_PURSE, paymentType: 'cash', amount: '1500', reference: '', notes: '', proof: file }).amount === 150000
 */
/** A dues period picked in a select: its index as text, '' or absent for oldest unpaid first. */
const periodChoice = z
  .string()
  .optional()
  .transform((value) => (value ? Number(value) : null));

export const makePaymentSchema = z.object({
  groupId: z.string().min(1, zodError('groupRequired')),
  projectId: z
    .string()
    .min(1, zodError('purseRequired'))
    .transform((value) => (value === NO_PURSE ? null : value)),
  // '' (nothing chosen) and any unknown id both fail with 'Please select a payment method'.
  paymentType: z.string().pipe(paymentMethodIdSchema),
  amount: amountSchema,
  reference: optionalText(100),
  notes: optionalText(1000),
  proof: proofFile,
  /** Dues: the period chosen ('' = oldest unpaid first). */
  period: periodChoice,
});
export type MakePaymentInput = z.input<typeof makePaymentSchema>;
export type MakePaymentValues = z.output<typeof makePaymentSchema>;

export const EMPTY_MAKE_PAYMENT: Omit<MakePaymentInput, 'proof'> & { proof: File | null } = {
  groupId: '',
  projectId: NO_PURSE,
  paymentType: '',
  amount: '',
  reference: '',
  notes: '',
  proof: null,
};

/**
 * The dashboard's payment dialog: amount required; purse, description, reference and proof as
 * given. A missing purse is refused on submit with 'Missing project or user' (SPEC §5).
 */
export const paymentDialogSchema = z.object({
  projectId: z.string(),
  amount: amountSchema,
  description: optionalText(1000),
  transactionRef: optionalText(100),
  proof: proofFile.nullable(),
  /** Dues: the period chosen ('' = oldest unpaid first). */
  period: periodChoice,
});
export type PaymentDialogInput = z.input<typeof paymentDialogSchema>;
export type PaymentDialogValues = z.output<typeof paymentDialogSchema>;

/**
 * The methods a member may pick: those the purse allows and holds the details for; cash only with
 * no purse (offeredPaymentMethods, the rule the server shares).
 * @example methodsFor({ ...project, allowedPaymentTypes: ['cash', 'zelle'], zelleEmail: null }).map((m) => m.id) // ['cash']
 */
export function methodsFor(project: PurseForPayers | null): PaymentMethod[] {
  return offeredPaymentMethods(project).map(paymentMethod);
}

/**
 * The method whose details a screen shows first for a purse: bank transfer when offered (a naira
 * product), else its first offered method; null when it offers none (an old purse saved without
 * details), and the screen then says to ask the group.
 */
export function payToMethodFor(project: PurseForPayers): PaymentMethodId | null {
  const offered = offeredPaymentMethods(project);
  return offered.includes('bank_transfer') ? 'bank_transfer' : (offered[0] ?? null);
}

/**
 * The method a flow that names none sends for a purse (the dialog, /member-payment): the one whose
 * details it showed; for an old purse with none, a method it allows, so the server never refuses
 * the payment for the method alone.
 */
export function defaultMethodFor(project: PurseForPayers): PaymentMethodId {
  const allowed = PAYMENT_METHOD_IDS.filter((id) => project.allowedPaymentTypes.length === 0 || project.allowedPaymentTypes.includes(id));
  return payToMethodFor(project) ?? (allowed.includes('bank_transfer') ? 'bank_transfer' : (allowed[0] ?? 'bank_transfer'));
}

/** One line of where to pay: 'Account Number' / '0123456789', in the language of the moment. */
export interface PayToLine {
  label: string;
  value: string;
}

// Mobile money and crypto have no fields of their own: the purse's written instructions carry them.
// Cash App and Venmo are brand names, the same in every language.
const FIELDS: Record<PaymentMethodId, [PurseDetailField, () => string][]> = {
  bank_transfer: [
    ['bankName', payments_bankName],
    ['accountNumber', payments_accountNumber],
    ['accountName', payments_accountName],
  ],
  mobile_money: [],
  wire_transfer: [
    ['bankName', payments_bankName],
    ['accountNumber', payments_accountNumber],
    ['accountName', payments_accountName],
    ['routingNumber', payments_routingNumber],
    ['swiftCode', payments_swiftCode],
  ],
  zelle: [
    ['zelleEmail', payments_zelleEmail],
    ['zellePhone', payments_zellePhone],
  ],
  cashapp: [['cashappHandle', () => 'Cash App']],
  venmo: [['venmoHandle', () => 'Venmo']],
  paypal: [['paypalEmail', payments_paypalEmail]],
  crypto: [],
  cash: [],
};

/**
 * What the purse's admin entered for paying by `method`, only the filled-in lines.
 * @example payToLines({ ...project, bankName: 'GTBank' }, 'bank_transfer') // [{ label: 'Bank Name', value: 'GTBank' }]
 */
export function payToLines(project: PurseDetails, method: PaymentMethodId): PayToLine[] {
  return FIELDS[method].flatMap(([field, label]) => {
    const value = project[field]?.trim();
    return value ? [{ label: label(), value }] : [];
  });
}

/**
 * Fixing a payment the server refused (My Contributions details): amount, reference and notes.
 * @example editPaymentSchema.parse({ amount: '2000', reference: '', notes: 'June' }) // { amount: 200000, reference: null, notes: 'June' }
 */
export const editPaymentSchema = z.object({
  amount: amountSchema,
  reference: optionalText(100),
  notes: optionalText(1000),
});
export type EditPaymentInput = z.input<typeof editPaymentSchema>;
