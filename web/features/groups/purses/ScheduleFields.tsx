import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DUES_FREQUENCIES } from '../../../../shared/dues-schedule';
import {
  purses_endsOnHint,
  purses_endsOnOptional,
  purses_frequency,
  purses_kindCollection,
  purses_kindCollectionHint,
  purses_kindDues,
  purses_kindDuesHint,
  purses_kindLegend,
  purses_kindLevy,
  purses_kindLevyHint,
  purses_kindRotation,
  purses_kindRotationHint,
  purses_firstRound,
  purses_selectFrequency,
  purses_startsOn,
} from '../../../../shared/i18n/paraglide/messages.js';
import { PURSE_KINDS, type PurseKind } from '../../../../shared/purse-schedule';
import { FormField } from '../../../ui/FormField';
import { frequencyLabel } from '../../dues';
import { selectClass } from '../../../ui/select-class';
import type { PurseFormValues } from './purse-form';

const KIND_TEXT: Record<PurseKind, { label: () => string; hint: () => string }> = {
  collection: { label: purses_kindCollection, hint: purses_kindCollectionHint },
  levy: { label: purses_kindLevy, hint: purses_kindLevyHint },
  dues: { label: purses_kindDues, hint: purses_kindDuesHint },
  rotation: { label: purses_kindRotation, hint: purses_kindRotationHint },
};

/** What the purse collects (issue 25 §1): one radio per kind, each with a line saying what it is. */
export function KindFields({ register }: { register: UseFormRegister<PurseFormValues> }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{purses_kindLegend()}</legend>
      {PURSE_KINDS.map((kind) => (
        <label key={kind} className="flex cursor-pointer items-start gap-3 rounded-field border border-base-300 p-2 has-[:checked]:border-primary">
          <input {...register('kind')} type="radio" value={kind} className="radio radio-primary mt-0.5 shrink-0" />
          <span className="flex flex-col">
            <span className="font-medium">{KIND_TEXT[kind].label()}</span>
            <span className="text-xs text-base-content/75">{KIND_TEXT[kind].hint()}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Recurring dues' calendar: how often, the first period's first day, and an optional last one. */
export function ScheduleFields({ register, errors, rotation = false }: { register: UseFormRegister<PurseFormValues>; errors: FieldErrors<PurseFormValues>; rotation?: boolean }) {
  return (
    <>
      <FormField label={purses_frequency()} error={errors.frequency?.message}>
        {(a11y) => (
          <select {...a11y} {...register('frequency')} className={selectClass}>
            <option value="">{purses_selectFrequency()}</option>
            {DUES_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {frequencyLabel(frequency)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={rotation ? purses_firstRound() : purses_startsOn()} error={errors.startsOn?.message}>
        {(a11y) => <input {...a11y} {...register('startsOn')} type="date" className="input w-full" />}
      </FormField>
      {/* A rotation ends with its last place: no last day of its own. */}
      {rotation ? null : (
        <FormField label={purses_endsOnOptional()} hint={purses_endsOnHint()} error={errors.endsOn?.message}>
          {(a11y) => <input {...a11y} {...register('endsOn')} type="date" className="input w-full" />}
        </FormField>
      )}
    </>
  );
}
