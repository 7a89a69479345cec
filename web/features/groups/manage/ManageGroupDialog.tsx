import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { RECEIPT_MAX_AGE_DAYS } from '../../../../shared/books';
import { LANGUAGE_NAMES, LOCALES } from '../../../../shared/i18n/languages';
import { MESSAGES } from '../../../../shared/errors';
import { updateGroup } from '../../../data/books-writes';
import type { DeviceDb, LocalGroup } from '../../../data/db';
import { DialogFormFooter } from '../../../ui/DialogFormFooter';
import { Dialog } from '../../../ui/Dialog';
import { FormField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { textareaClass } from '../../../ui/field-classes';
import { groupChanges, groupEditSchema, groupEditValues } from './group-edit';
import { groups_descriptionOptional, groups_groupName, groups_manageGroup, manage_groupUpdated, manage_nameSaved, manage_receiptAgeHint, manage_receiptAgeLabel, manage_saveChanges, manage_showAmounts, manage_showAmountsHint, manage_whatsappLanguage, manage_whatsappLanguageHint } from '../../../../shared/i18n/paraglide/messages.js';

/**
 * Manage Group (issue 11 §3, §7; issue 13 §2): the group's name and description, whether members
 * see each other's amounts, how old a receipt may be before the review flags it, and the language of
 * the messages the admin posts into the WhatsApp group. Saved on this phone at once and synced
 * later; only what changed is sent.
 */
export function ManageGroupDialog({ db, group, onClose }: { db: DeviceDb; group: LocalGroup; onClose: () => void }) {
  const switchId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(groupEditSchema), defaultValues: groupEditValues(group) });

  return (
    <Dialog title={groups_manageGroup()} description={group.name} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            const changes = groupChanges(group, values);
            if (Object.keys(changes).length === 0) return close();
            try {
              await updateGroup(db, group, changes);
              toast({ title: manage_groupUpdated(), description: manage_nameSaved({ name: changes.name ?? group.name }) });
              close();
            } catch {
              setError('root', { message: MESSAGES.booksSaveFailed });
              toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksSaveFailed, variant: 'destructive' });
            }
          })}
        >
          <FormField label={groups_groupName()} error={errors.name?.message}>
            {(a11y) => <input {...a11y} {...register('name')} data-autofocus type="text" autoComplete="off" maxLength={100} className="input w-full" />}
          </FormField>
          <FormField label={groups_descriptionOptional()} error={errors.description?.message}>
            {(a11y) => <textarea {...a11y} {...register('description')} rows={3} maxLength={1000} className={textareaClass} />}
          </FormField>
          <div className="flex items-start gap-3 rounded-box border border-base-300 p-3">
            <input id={switchId} type="checkbox" {...register('showMemberAmounts')} aria-describedby={`${switchId}-hint`} className="mt-0.5 size-6 shrink-0 accent-primary" />
            <div className="flex flex-col gap-1">
              <label htmlFor={switchId} className="font-medium">
                {manage_showAmounts()}
              </label>
              <p id={`${switchId}-hint`} className="text-sm text-base-content/75">
                {manage_showAmountsHint()}
              </p>
            </div>
          </div>
          <FormField
            label={manage_receiptAgeLabel()}
            hint={manage_receiptAgeHint()}
            error={errors.receiptMaxAgeDays?.message}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...register('receiptMaxAgeDays')}
                type="number"
                inputMode="numeric"
                min={RECEIPT_MAX_AGE_DAYS.min}
                max={RECEIPT_MAX_AGE_DAYS.max}
                step={1}
                className="input w-32"
              />
            )}
          </FormField>
          <FormField label={manage_whatsappLanguage()} hint={manage_whatsappLanguageHint()} error={errors.locale?.message}>
            {(a11y) => (
              <select {...a11y} {...register('locale')} className="select w-full">
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale}>
                    {LANGUAGE_NAMES[locale]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={close} submitLabel={manage_saveChanges()} />
        </form>
      )}
    </Dialog>
  );
}
