import type { CreateProjectInput } from '../../../shared/group-schemas';

/** The create-project form's fields (the schema's input), all empty at the start. */
export type ProjectFormValues = CreateProjectInput;

/**
 * The Nigerian bank account members transfer to, always on screen and required: the purse takes
 * bank transfers (a default method), and the schema refuses it without all three.
 */
export const BANK_FIELDS = [
  { name: 'bankName', label: 'Bank Name', placeholder: 'e.g. GTBank', autoComplete: 'off', inputMode: 'text', maxLength: 100 },
  { name: 'accountNumber', label: 'Account Number', placeholder: '10-digit NUBAN, e.g. 0123456789', autoComplete: 'off', inputMode: 'numeric', maxLength: 14 },
  { name: 'accountName', label: 'Account Name', placeholder: 'Name on the account', autoComplete: 'off', inputMode: 'text', maxLength: 100 },
] as const;

/** The foreign ways to pay, folded under 'Other ways to pay' to keep the form short on a phone. */
export const OTHER_PAYMENT_FIELDS = [
  { name: 'zelleEmail', label: 'Zelle Email', placeholder: '', autoComplete: 'off', inputMode: 'email' },
  { name: 'zellePhone', label: 'Zelle Phone', placeholder: '', autoComplete: 'off', inputMode: 'tel' },
  { name: 'cashappHandle', label: 'Cash App Handle', placeholder: '$cashtag', autoComplete: 'off', inputMode: 'text' },
  { name: 'venmoHandle', label: 'Venmo Handle', placeholder: '@handle', autoComplete: 'off', inputMode: 'text' },
  { name: 'paypalEmail', label: 'PayPal Email', placeholder: '', autoComplete: 'off', inputMode: 'email' },
  { name: 'routingNumber', label: 'Routing Number (wire)', placeholder: '', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'swiftCode', label: 'SWIFT Code (wire)', placeholder: '', autoComplete: 'off', inputMode: 'text' },
] as const;

/** Every field the form starts with; methods are left out so the schema's defaults apply (SPEC §2). */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  description: '',
  targetAmount: '',
  deadline: '',
  bankName: '',
  accountNumber: '',
  accountName: '',
  routingNumber: '',
  swiftCode: '',
  zelleEmail: '',
  zellePhone: '',
  cashappHandle: '',
  venmoHandle: '',
  paypalEmail: '',
  paymentInstructions: '',
};

/**
 * Today's date as a date input writes it, for the deadline picker's earliest day.
 * @example todayForDateInput(new Date(2026, 0, 5)) === '2026-01-05'
 */
export function todayForDateInput(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
