import type { CreatePurseInput } from '../../../../shared/group-schemas';
import {
  payments_accountName,
  payments_accountNumber,
  payments_bankName,
  purses_accountNamePlaceholder,
  purses_accountNumberPlaceholder,
  purses_bankNamePlaceholder,
  purses_cashappOptional,
  purses_paypalOptional,
  purses_routingOptional,
  purses_swiftOptional,
  purses_venmoOptional,
  purses_zelleEmailOptional,
  purses_zellePhoneOptional,
} from '../../../../shared/i18n/paraglide/messages.js';

/** The create-project form's fields (the schema's input), all empty at the start. */
export type PurseFormValues = CreatePurseInput;

/**
 * The Nigerian bank account members transfer to, always on screen and required: the purse takes
 * bank transfers (a default method), and the schema refuses it without all three.
 */
export const BANK_FIELDS = [
  { name: 'bankName', label: payments_bankName, placeholder: purses_bankNamePlaceholder, autoComplete: 'off', inputMode: 'text', maxLength: 100 },
  { name: 'accountNumber', label: payments_accountNumber, placeholder: purses_accountNumberPlaceholder, autoComplete: 'off', inputMode: 'numeric', maxLength: 14 },
  { name: 'accountName', label: payments_accountName, placeholder: purses_accountNamePlaceholder, autoComplete: 'off', inputMode: 'text', maxLength: 100 },
] as const;

/**
 * The foreign ways to pay, folded under 'Other ways to pay' to keep the form short on a phone.
 * Labels say '(optional)'; placeholders are formats ('$cashtag'), the same in every language.
 */
export const OTHER_PAYMENT_FIELDS = [
  { name: 'zelleEmail', label: purses_zelleEmailOptional, placeholder: '', autoComplete: 'off', inputMode: 'email' },
  { name: 'zellePhone', label: purses_zellePhoneOptional, placeholder: '', autoComplete: 'off', inputMode: 'tel' },
  { name: 'cashappHandle', label: purses_cashappOptional, placeholder: '$cashtag', autoComplete: 'off', inputMode: 'text' },
  { name: 'venmoHandle', label: purses_venmoOptional, placeholder: '@handle', autoComplete: 'off', inputMode: 'text' },
  { name: 'paypalEmail', label: purses_paypalOptional, placeholder: '', autoComplete: 'off', inputMode: 'email' },
  { name: 'routingNumber', label: purses_routingOptional, placeholder: '', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'swiftCode', label: purses_swiftOptional, placeholder: '', autoComplete: 'off', inputMode: 'text' },
] as const;

/** Every field the form starts with; methods are left out so the schema's defaults apply (SPEC §2). */
export const EMPTY_PURSE_FORM: PurseFormValues = {
  name: '',
  description: '',
  targetAmount: '',
  amountPerMember: '',
  kind: 'collection',
  frequency: '',
  startsOn: '',
  endsOn: '',
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
