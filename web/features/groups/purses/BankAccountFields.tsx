import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../ui/FormField';
import { BANK_FIELDS } from './purse-form';

export type BankFieldName = (typeof BANK_FIELDS)[number]['name'];

/**
 * The Nigerian bank account members transfer to (bank name, 10-digit account number, account
 * name), required: used by Add Purse and by Manage purse, so both ask for it alike.
 * @example <BankAccountFields register={(name) => register(name)} errors={errors} />
 */
export function BankAccountFields({
  register,
  errors,
}: {
  register: (name: BankFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<BankFieldName, { message?: string | undefined }>>;
}) {
  return (
    <>
      {BANK_FIELDS.map((field) => (
        <FormField key={field.name} label={field.label()} error={errors[field.name]?.message}>
          {(a11y) => (
            <input
              {...a11y}
              {...register(field.name)}
              type="text"
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              placeholder={field.placeholder()}
              aria-required="true"
              className="input w-full"
            />
          )}
        </FormField>
      ))}
    </>
  );
}
