import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/errors';
import { createPurseSchema } from '../../../../shared/group-schemas';
import {
  purses_addDescription,
  purses_addProject,
  purses_create,
  purses_createdText,
  purses_createdTitle,
  purses_deadlineOptional,
  purses_dueDate,
  purses_levyAmountLabel,
  purses_perPeriodLabel,
  purses_perRoundLabel,
  purses_perMemberHint,
  purses_perMemberLabel,
  purses_descriptionOptional,
  purses_descriptionPlaceholder,
  purses_name,
  purses_namePlaceholder,
  purses_targetHint,
  purses_targetLabel,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb, LocalGroup } from '../../../data/db';
import { createPurse } from '../../../data/writes';
import { useFormDraft } from '../../../data/use-form-draft';
import { DialogFormFooter } from '../../../ui/DialogFormFooter';
import { Dialog } from '../../../ui/Dialog';
import { FormField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { textareaClass } from '../../../ui/field-classes';
import { PaymentDetailFields } from './PaymentDetailFields';
import { KindFields, ScheduleFields } from './ScheduleFields';
import { LateFineFields } from './LateFineFields';
import { EMPTY_PURSE_FORM } from './purse-form';
import { todayForDateInput } from '../../../lib/format';

/**
 * Add Purse (SPEC §2): a purse with a naira target, an optional deadline and where to pay.
 * No method picker: the schema gives the default methods, bank transfer among them, so the bank
 * account is required. Saved on this phone at once, synced later.
 */
export function CreatePurseDialog({ db, group, onClose }: { db: DeviceDb; group: LocalGroup; onClose: () => void }) {
  const form = useForm({
    resolver: zodResolver(createPurseSchema),
    defaultValues: EMPTY_PURSE_FORM,
  });
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  // Kept on the phone until it is created or cancelled, one per group: a reload or a tap beside the dialog loses nothing.
  const draft = useFormDraft(db, `create-purse:${group.id}`, form);
  const kind = watch('kind') ?? 'collection';
  const fineKind = watch('lateFine.kind');

  return (
    <Dialog title={purses_addProject()} description={purses_addDescription({ group: group.name })} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            try {
              const project = await createPurse(db, group.id, values);
              await draft.forget();
              toast({
                title: purses_createdTitle(),
                description: purses_createdText({
                  project: project.name,
                  group: group.name,
                }),
              });
              close();
            } catch {
              // Said inside the dialog too, beside the form, where the eye already is (the toast may be gone).
              setError('root', { message: MESSAGES.createProjectFailed });
              toast({
                title: MESSAGES.errorTitle,
                description: MESSAGES.createProjectFailed,
                variant: 'destructive',
              });
            }
          })}
        >
          <FormField label={purses_name()} error={errors.name?.message}>
            {(a11y) => <input {...a11y} {...register('name')} data-autofocus type="text" autoComplete="off" placeholder={purses_namePlaceholder()} className="input w-full" />}
          </FormField>
          <FormField label={purses_descriptionOptional()} error={errors.description?.message}>
            {(a11y) => <textarea {...a11y} {...register('description')} rows={2} placeholder={purses_descriptionPlaceholder()} className={textareaClass} />}
          </FormField>
          <KindFields register={register} />
          <FormField label={purses_targetLabel()} hint={purses_targetHint()} error={errors.targetAmount?.message}>
            {(a11y) => <input {...a11y} {...register('targetAmount')} type="text" inputMode="decimal" autoComplete="off" placeholder="500000" className="input w-full" />}
          </FormField>
          <FormField
            label={kind === 'dues' ? purses_perPeriodLabel() : kind === 'rotation' ? purses_perRoundLabel() : kind === 'levy' ? purses_levyAmountLabel() : purses_perMemberLabel()}
            hint={kind === 'collection' ? purses_perMemberHint() : undefined}
            error={errors.amountPerMember?.message}
          >
            {(a11y) => <input {...a11y} {...register('amountPerMember')} type="text" inputMode="decimal" autoComplete="off" placeholder="20000" className="input w-full" />}
          </FormField>
          {kind === 'dues' || kind === 'rotation' ? <ScheduleFields register={register} errors={errors} rotation={kind === 'rotation'} /> : null}
          {kind === 'dues' || kind === 'rotation' ? null : (
            <FormField label={kind === 'levy' ? purses_dueDate() : purses_deadlineOptional()} error={errors.deadline?.message}>
              {(a11y) => <input {...a11y} {...register('deadline')} type="date" min={todayForDateInput(new Date())} className="input w-full" />}
            </FormField>
          )}
          {kind === 'collection' ? null : <LateFineFields register={register} errors={errors} kind={fineKind} />}
          <PaymentDetailFields register={register} errors={errors} />
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={() => void draft.forget().then(close)} submitLabel={purses_create()} />
        </form>
      )}
    </Dialog>
  );
}
