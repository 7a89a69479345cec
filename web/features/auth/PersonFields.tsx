import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  auth_fullName,
  auth_fullNamePlaceholder,
  auth_phoneNumber,
  auth_phonePlaceholder,
  auth_username,
  auth_usernamePlaceholder,
  auth_usernamePlaceholderGroup,
} from '../../../shared/i18n/paraglide/messages.js';
import { FormField } from '../../ui/FormField';

interface FieldProps {
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/** Full Name, as typed at sign-up and in the registration wizard. */
export function FullNameField({ field, error }: FieldProps) {
  return (
    <FormField label={auth_fullName()} error={error}>
      {(a11y) => <input {...a11y} {...field} type="text" autoComplete="name" placeholder={auth_fullNamePlaceholder()} className="input w-full" />}
    </FormField>
  );
}

/** Username: the nickname used in the WhatsApp group (no auto-capitalising or spell-check). */
export function UsernameField({ field, error, hint }: FieldProps & { hint?: string }) {
  return (
    <FormField label={auth_username()} hint={hint} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          {...field}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={hint ? auth_usernamePlaceholderGroup() : auth_usernamePlaceholder()}
          className="input w-full"
        />
      )}
    </FormField>
  );
}

/** Phone Number: the phone keypad, local (0803…) or international (+234…) form. */
export function PhoneNumberField({ field, error }: FieldProps) {
  return (
    <FormField label={auth_phoneNumber()} error={error}>
      {(a11y) => (
        <input {...a11y} {...field} type="tel" autoComplete="tel" inputMode="tel" placeholder={auth_phonePlaceholder()} className="input w-full" />
      )}
    </FormField>
  );
}
