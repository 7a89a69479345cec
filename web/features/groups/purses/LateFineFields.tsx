import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  purses_fineAmount,
  purses_fineFixed,
  purses_fineGrace,
  purses_fineHint,
  purses_fineNone,
  purses_finePercentKind,
  purses_finePercentLabel,
  purses_lateFine,
} from '../../../../shared/i18n/paraglide/messages.js';
import { FormField } from '../../../ui/FormField';
import { selectClass } from '../../../ui/select-class';

/** The part of a purse form that holds its late fine (the schema's `lateFine` input). */
export interface LateFineFormValues {
  lateFine?: { kind: 'none' | 'fixed' | 'percent'; amount?: string | number | null; graceDays?: string | number | null };
}

/**
 * A levy's, dues' or rotation's late fine (issue 25 §6): none, a fixed amount or a percentage of
 * the amount due, and the days of grace after each due day. The fields unregister when hidden
 * (a collection, or no fine), so a value typed and then left behind is never sent or refused.
 */
export function LateFineFields<T extends LateFineFormValues>(props: { register: UseFormRegister<T>; errors: FieldErrors<T>; kind: string | undefined }) {
  // One form type for both purse forms: the field names below exist in each.
  const register = props.register as unknown as UseFormRegister<LateFineFormValues>;
  const errors = (props.errors as FieldErrors<LateFineFormValues>).lateFine;
  const kind = props.kind ?? 'none';
  return (
    <div className="flex flex-col gap-3 rounded-field border border-base-300 p-3">
      <FormField label={purses_lateFine()} hint={kind === 'none' ? undefined : purses_fineHint()} error={errors?.kind?.message}>
        {(a11y) => (
          <select {...a11y} {...register('lateFine.kind', { shouldUnregister: true })} className={selectClass}>
            <option value="none">{purses_fineNone()}</option>
            <option value="fixed">{purses_fineFixed()}</option>
            <option value="percent">{purses_finePercentKind()}</option>
          </select>
        )}
      </FormField>
      {kind === 'none' ? null : (
        <>
          <FormField label={kind === 'percent' ? purses_finePercentLabel() : purses_fineAmount()} error={errors?.amount?.message}>
            {(a11y) => <input {...a11y} {...register('lateFine.amount', { shouldUnregister: true })} type="text" inputMode="decimal" autoComplete="off" placeholder={kind === 'percent' ? '10' : '500'} className="input w-full" />}
          </FormField>
          <FormField label={purses_fineGrace()} error={errors?.graceDays?.message}>
            {(a11y) => <input {...a11y} {...register('lateFine.graceDays', { shouldUnregister: true })} type="text" inputMode="numeric" autoComplete="off" placeholder="7" className="input w-full" />}
          </FormField>
        </>
      )}
    </div>
  );
}
