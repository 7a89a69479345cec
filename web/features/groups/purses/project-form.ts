import type { CreateProjectInput } from '../../../../shared/group-schemas';
import {
  payments_accountName,
  payments_accountNumber,
  payments_bankName,
  projects_accountNamePlaceholder,
  projects_accountNumberPlaceholder,
  projects_bankNamePlaceholder,
  projects_cashappOptional,
  projects_paypalOptional,
  projects_routingOptional,
  projects_swiftOptional,
  projects_venmoOptional,
  projects_zelleEmailOptional,
  projects_zellePhoneOptional,
} from '../../../../shared/i18n/paraglide/messages.js';

/** The create-project form's fields (the schema's input), all empty at the start. */
export type ProjectFormValues = CreateProjectInput;

/**
 * The Nigerian bank account members transfer to, always on screen and required: the purse takes
 * bank transfers (a default method), and the schema refuses it without all three.
 */
export const BANK_FIELDS = [
  { name: 'bankName', label: payments_bankName, placeholder: projects_bankNamePlaceholder, autoComplete: 'off', inputMode: 'text', maxLength: 100 },
  { name: 'accountNumber', label: payments_accountNumber, placeholder: projects_accountNumberPlaceholder, autoComplete: 'off', inputMode: 'numeric', maxLength: 14 },
  { name: 'accountName', label: payments_accountName, placeholder: projects_accountNamePlaceholder, autoComplete: 'off', inputMode: 'text', maxLength: 100 },
] as const;

/**
 * The foreign ways to pay, folded under 'Other ways to pay' to keep the form short on a phone.
 * Labels say '(optional)'; placeholders are formats ('$cashtag'), the same in every language.
 */
export const OTHER_PAYMENT_FIELDS = [
  { name: 'zelleEmail', label: projects_zelleEmailOptional, placeholder: '', autoComplete: 'off', inputMode: 'email' },
  { name: 'zellePhone', label: projects_zellePhoneOptional, placeholder: '', autoComplete: 'off', inputMode: 'tel' },
  { name: 'cashappHandle', label: projects_cashappOptional, placeholder: '$cashtag', autoComplete: 'off', inputMode: 'text' },
  { name: 'venmoHandle', label: projects_venmoOptional, placeholder: '@handle', autoComplete: 'off', inputMode: 'text' },
  { name: 'paypalEmail', label: projects_paypalOptional, placeholder: '', autoComplete: 'off', inputMode: 'email' },
  { name: 'routingNumber', label: projects_routingOptional, placeholder: '', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'swiftCode', label: projects_swiftOptional, placeholder: '', autoComplete: 'off', inputMode: 'text' },
] as const;

/** Every field the form starts with; methods are left out so the schema's defaults apply (SPEC §2). */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  description: '',
  targetAmount: '',
  amountPerMember: '',
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
