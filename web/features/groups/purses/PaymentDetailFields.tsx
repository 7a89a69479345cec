import { useEffect, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  purses_instructionsHint,
  purses_instructionsOptional,
  purses_instructionsPlaceholder,
  purses_otherWays,
  purses_otherWaysText,
  purses_wherePay,
  purses_wherePayText,
} from '../../../../shared/i18n/paraglide/messages.js';
import { Icon } from '../../../ui/Icon';
import { FormField } from '../../../ui/FormField';
import { textareaClass } from '../../../ui/field-classes';
import { BankAccountFields } from './BankAccountFields';
import { OTHER_PAYMENT_FIELDS, type PurseFormValues } from './purse-form';

/**
 * Where members pay: the Nigerian bank account first and required (bank name, 10-digit account
 * number, account name), the foreign methods and written instructions folded under 'Other ways to
 * pay'. A method is only offered to members once its details are here. The fold opens itself when
 * one of its fields has an error, so the message is never hidden.
 */
export function PaymentDetailFields({ register, errors }: { register: UseFormRegister<PurseFormValues>; errors: FieldErrors<PurseFormValues> }) {
  const otherHasError = OTHER_PAYMENT_FIELDS.some((field) => errors[field.name]) || Boolean(errors.paymentInstructions);
  const [otherOpen, setOtherOpen] = useState(false);
  useEffect(() => {
    if (otherHasError) setOtherOpen(true);
  }, [otherHasError]);

  return (
    <fieldset className="flex flex-col gap-4 rounded-box border border-base-300 p-3">
      <legend className="px-1 text-sm font-semibold">{purses_wherePay()}</legend>
      <p className="-mt-1 text-sm text-base-content/75">{purses_wherePayText()}</p>
      <BankAccountFields register={(name) => register(name)} errors={errors} />
      <details open={otherOpen} onToggle={(event) => setOtherOpen(event.currentTarget.open)} className="group">
        <summary className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-field px-1 font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
          <Icon name="chevronDown" className="size-5 transition-transform group-open:rotate-180" />
          {purses_otherWays()}
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-sm text-base-content/75">{purses_otherWaysText()}</p>
          {OTHER_PAYMENT_FIELDS.map((field) => (
            <FormField key={field.name} label={field.label()} error={errors[field.name]?.message}>
              {(a11y) => (
                <input {...a11y} {...register(field.name)} type="text" inputMode={field.inputMode} autoComplete={field.autoComplete} placeholder={field.placeholder} className="input w-full" />
              )}
            </FormField>
          ))}
          <FormField label={purses_instructionsOptional()} hint={purses_instructionsHint()} error={errors.paymentInstructions?.message}>
            {(a11y) => <textarea {...a11y} {...register('paymentInstructions')} rows={3} placeholder={purses_instructionsPlaceholder()} className={textareaClass} />}
          </FormField>
        </div>
      </details>
    </fieldset>
  );
}
