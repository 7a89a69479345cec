import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../ui/FormField';

interface FieldProps {
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/** Full Name, as typed at sign-up and in the registration wizard. */
export function FullNameField({ field, error }: FieldProps) {
  return (
    <FormField label="Full Name" error={error}>
      {(a11y) => <input {...a11y} {...field} type="text" autoComplete="name" placeholder="e.g. Ada Obi" className="input w-full" />}
    </FormField>
  );
}

/** Username: the nickname used in the WhatsApp group (no auto-capitalising or spell-check). */
export function UsernameField({ field, error, hint }: FieldProps & { hint?: string }) {
  return (
    <FormField label="Username" hint={hint} error={error}>
      {(a11y) => (
        <input
          {...a11y}
          {...field}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={hint ? 'Your group nickname' : 'Your username'}
          className="input w-full"
        />
      )}
    </FormField>
  );
}

/** Phone Number: the phone keypad, local (0803…) or international (+234…) form. */
export function PhoneNumberField({ field, error }: FieldProps) {
  return (
    <FormField label="Phone Number" error={error}>
      {(a11y) => (
        <input {...a11y} {...field} type="tel" autoComplete="tel" inputMode="tel" placeholder="08031234567 or +2348031234567" className="input w-full" />
      )}
    </FormField>
  );
}
