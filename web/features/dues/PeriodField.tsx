import type { UseFormRegisterReturn } from 'react-hook-form';
import { dues_periodLabel, dues_periodOldest } from '../../../shared/i18n/paraglide/messages.js';
import { lagosDay } from '../../../shared/lagos-day';
import type { PurseScheduleFields } from '../../../shared/purse-schedule';
import { FormField } from '../../ui/FormField';
import { selectClass } from '../../ui/select-class';
import { periodChoices } from './dues-words';

const today = () => lagosDay(new Date().toISOString());

/**
 * 'Which period does it pay?' for a payment into dues or a rotation (issue 25 §2): every period
 * begun and the next three, 'oldest unpaid first' by default; nothing for other purses. The value
 * is the period's index as text ('' for oldest first): read it back with `chosenPeriod`.
 */
export function PeriodField(props: { purse: PurseScheduleFields | null } & ({ registration: UseFormRegisterReturn } | { value: string; onChange: (value: string) => void })) {
  const choices = props.purse ? periodChoices(props.purse, today()) : [];
  if (choices.length === 0) return null;
  // A form's registration, or a value and its change (the /member-payment flow keeps its own state).
  const control = 'registration' in props ? props.registration : { value: props.value, onChange: (event: { target: { value: string } }) => props.onChange(event.target.value) };
  return (
    <FormField label={dues_periodLabel()}>
      {(a11y) => (
        <select {...a11y} {...control} className={selectClass}>
          <option value="">{dues_periodOldest()}</option>
          {choices.map((choice) => (
            <option key={choice.index} value={String(choice.index)}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/**
 * The period a payment names, or null: only one the purse offers now (a value left from another
 * purse chosen before is dropped, so the server never refuses the payment for it).
 */
export function chosenPeriod(purse: PurseScheduleFields | null | undefined, value: number | string | null | undefined): number | null {
  const index = typeof value === 'string' ? (value === '' ? null : Number(value)) : (value ?? null);
  if (index === null || !purse) return null;
  return periodChoices(purse, today()).some((choice) => choice.index === index) ? index : null;
}
