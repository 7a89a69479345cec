/**
 * The payment forms' rules (SPEC §5), as zod schemas for react-hook-form: the Make Payment page
 * and the dashboard's payment dialog. Amounts come out in kobo, empty texts as null.
 */
import * as z from 'zod';
import { MESSAGES } from '../../../shared/errors';
import { amountSchema } from '../../../shared/money';
import { PAYMENT_METHODS, paymentMethodIdSchema, type PaymentMethod, type PaymentMethodId } from '../../../shared/payment-methods';
import type { LocalProject } from '../../data/db';

/** The purse select's value for "no particular purse" (select values must not be empty, SPEC §5). */
export const NO_PURSE = 'none';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.textTooLong)
    .transform((value) => (value === '' ? null : value));

const proofFile = z.custom<File>((value) => value instanceof Blob, { message: MESSAGES.proofRequired });

/**
 * /make-payment: group required, purse optional, method required, amount positive, proof required.
 * @example makePaymentSchema.parse({ groupId: 'g1', projectId: NO_PURSE, paymentType: 'cash', amount: '1500', reference: '', notes: '', proof: file }).amount === 150000
 */
export const makePaymentSchema = z.object({
  groupId: z.string().min(1, MESSAGES.groupRequired),
  projectId: z.string().transform((value) => (value === NO_PURSE || value === '' ? null : value)),
  // '' (nothing chosen) and any unknown id both fail with 'Please select a payment method'.
  paymentType: z.string().pipe(paymentMethodIdSchema),
  amount: amountSchema,
  reference: optionalText(100),
  notes: optionalText(1000),
  proof: proofFile,
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
});
export type PaymentDialogInput = z.input<typeof paymentDialogSchema>;
export type PaymentDialogValues = z.output<typeof paymentDialogSchema>;

/**
 * The methods a member may pick for a purse: its allowed list, or every method when there is no
 * purse or it names none (SPEC §2).
 * @example methodsFor({ allowedPaymentTypes: ['cash'] }).map((m) => m.id) // ['cash']
 */
export function methodsFor(project: Pick<LocalProject, 'allowedPaymentTypes'> | null): PaymentMethod[] {
  const allowed = project?.allowedPaymentTypes ?? [];
  return allowed.length === 0 ? [...PAYMENT_METHODS] : PAYMENT_METHODS.filter((method) => allowed.includes(method.id));
}

/**
 * The method a flow that names none sends for a purse (the dialog, /member-payment): a bank
 * transfer when the purse takes one (SPEC §1), else the purse's first method, so the server
 * never refuses it for the method alone.
 */
export function defaultMethodFor(project: Pick<LocalProject, 'allowedPaymentTypes'> | null): PaymentMethodId {
  const methods = methodsFor(project);
  return methods.some((method) => method.id === 'bank_transfer') ? 'bank_transfer' : (methods[0]?.id ?? 'bank_transfer');
}

/** One line of where to pay: 'Account Number' / '0123456789'. */
export interface PayToLine {
  label: string;
  value: string;
}

type PayToProject = Pick<
  LocalProject,
  'bankName' | 'accountNumber' | 'accountName' | 'routingNumber' | 'swiftCode' | 'zelleEmail' | 'zellePhone' | 'cashappHandle' | 'venmoHandle' | 'paypalEmail'
>;

const FIELDS: Record<PaymentMethodId, [keyof PayToProject, string][]> = {
  bank_transfer: [
    ['bankName', 'Bank Name'],
    ['accountNumber', 'Account Number'],
    ['accountName', 'Account Name'],
  ],
  mobile_money: [
    ['bankName', 'Provider'],
    ['accountNumber', 'Account Number'],
    ['accountName', 'Account Name'],
  ],
  wire_transfer: [
    ['bankName', 'Bank Name'],
    ['accountNumber', 'Account Number'],
    ['accountName', 'Account Name'],
    ['routingNumber', 'Routing Number'],
    ['swiftCode', 'SWIFT Code'],
  ],
  zelle: [
    ['zelleEmail', 'Zelle Email'],
    ['zellePhone', 'Zelle Phone'],
  ],
  cashapp: [['cashappHandle', 'Cash App']],
  venmo: [['venmoHandle', 'Venmo']],
  paypal: [['paypalEmail', 'PayPal Email']],
  crypto: [],
  cash: [],
};

/**
 * What the purse's admin entered for paying by `method`, only the filled-in lines.
 * @example payToLines({ ...project, bankName: 'GTBank' }, 'bank_transfer') // [{ label: 'Bank Name', value: 'GTBank' }]
 */
export function payToLines(project: PayToProject, method: PaymentMethodId): PayToLine[] {
  return FIELDS[method].flatMap(([field, label]) => {
    const value = project[field]?.trim();
    return value ? [{ label, value }] : [];
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
