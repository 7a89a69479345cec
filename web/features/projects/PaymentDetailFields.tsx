import { useEffect, useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Icon } from '../../ui/Icon';
import { FormField } from '../../ui/FormField';
import { textareaClass } from '../groups/field-classes';
import { BANK_FIELDS, MORE_PAYMENT_FIELDS, type ProjectFormValues } from './project-form';

/**
 * Where members pay: bank name, account number and account name on screen, the rarer details
 * (US methods, SWIFT, instructions) folded under 'More payment details'. The fold opens itself
 * when one of its fields has an error, so the message is never hidden.
 */
export function PaymentDetailFields({ register, errors }: { register: UseFormRegister<ProjectFormValues>; errors: FieldErrors<ProjectFormValues> }) {
  const moreHasError = MORE_PAYMENT_FIELDS.some((field) => errors[field.name]) || Boolean(errors.paymentInstructions);
  const [moreOpen, setMoreOpen] = useState(false);
  useEffect(() => {
    if (moreHasError) setMoreOpen(true);
  }, [moreHasError]);

  return (
    <fieldset className="flex flex-col gap-4 rounded-box border border-base-300 p-3">
      <legend className="px-1 text-sm font-semibold">Where members pay</legend>
      {BANK_FIELDS.map((field) => (
        <FormField key={field.name} label={field.label} error={errors[field.name]?.message}>
          {(a11y) => (
            <input {...a11y} {...register(field.name)} type="text" inputMode={field.inputMode} autoComplete={field.autoComplete} placeholder={field.placeholder} className="input w-full" />
          )}
        </FormField>
      ))}
      <details open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)} className="group">
        <summary className="flex h-11 cursor-pointer list-none items-center gap-2 rounded-field px-1 font-medium text-primary [&::-webkit-details-marker]:hidden">
          <Icon name="chevronDown" className="size-5 transition-transform group-open:rotate-180" />
          More payment details
        </summary>
        <div className="mt-3 flex flex-col gap-4">
          {MORE_PAYMENT_FIELDS.map((field) => (
            <FormField key={field.name} label={`${field.label} (optional)`} error={errors[field.name]?.message}>
              {(a11y) => (
                <input {...a11y} {...register(field.name)} type="text" inputMode={field.inputMode} autoComplete={field.autoComplete} placeholder={field.placeholder} className="input w-full" />
              )}
            </FormField>
          ))}
          <FormField label="Payment Instructions (optional)" error={errors.paymentInstructions?.message}>
            {(a11y) => <textarea {...a11y} {...register('paymentInstructions')} rows={3} placeholder="Anything payers should know" className={textareaClass} />}
          </FormField>
        </div>
      </details>
    </fieldset>
  );
}
