import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/errors';
import { createProjectSchema } from '../../../../shared/group-schemas';
import {
  projects_addDescription,
  projects_addProject,
  projects_create,
  projects_createdText,
  projects_createdTitle,
  projects_deadlineOptional,
  projects_perMemberHint,
  projects_perMemberLabel,
  projects_descriptionOptional,
  projects_descriptionPlaceholder,
  projects_name,
  projects_namePlaceholder,
  projects_targetHint,
  projects_targetLabel,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb, LocalGroup } from '../../../data/db';
import { createProject } from '../../../data/writes';
import { DialogFormFooter } from '../../../ui/DialogFormFooter';
import { Dialog } from '../../../ui/Dialog';
import { FormField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { textareaClass } from '../../../ui/field-classes';
import { PaymentDetailFields } from './PaymentDetailFields';
import { EMPTY_PROJECT_FORM } from './project-form';
import { todayForDateInput } from '../../../lib/format';

/**
 * Add Project (SPEC §2): a purse with a naira target, an optional deadline and where to pay.
 * No method picker: the schema gives the default methods, bank transfer among them, so the bank
 * account is required. Saved on this phone at once, synced later.
 */
export function CreateProjectDialog({ db, group, onClose }: { db: DeviceDb; group: LocalGroup; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(createProjectSchema), defaultValues: EMPTY_PROJECT_FORM });

  return (
    <Dialog title={projects_addProject()} description={projects_addDescription({ group: group.name })} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            try {
              const project = await createProject(db, group.id, values);
              toast({ title: projects_createdTitle(), description: projects_createdText({ project: project.name, group: group.name }) });
              close();
            } catch {
              // Said inside the dialog too, beside the form, where the eye already is (the toast may be gone).
              setError('root', { message: MESSAGES.createProjectFailed });
              toast({ title: MESSAGES.errorTitle, description: MESSAGES.createProjectFailed, variant: 'destructive' });
            }
          })}
        >
          <FormField label={projects_name()} error={errors.name?.message}>
            {(a11y) => <input {...a11y} {...register('name')} data-autofocus type="text" autoComplete="off" placeholder={projects_namePlaceholder()} className="input w-full" />}
          </FormField>
          <FormField label={projects_descriptionOptional()} error={errors.description?.message}>
            {(a11y) => <textarea {...a11y} {...register('description')} rows={2} placeholder={projects_descriptionPlaceholder()} className={textareaClass} />}
          </FormField>
          <FormField label={projects_targetLabel()} hint={projects_targetHint()} error={errors.targetAmount?.message}>
            {(a11y) => <input {...a11y} {...register('targetAmount')} type="text" inputMode="decimal" autoComplete="off" placeholder="500000" className="input w-full" />}
          </FormField>
          <FormField label={projects_perMemberLabel()} hint={projects_perMemberHint()} error={errors.amountPerMember?.message}>
            {(a11y) => <input {...a11y} {...register('amountPerMember')} type="text" inputMode="decimal" autoComplete="off" placeholder="20000" className="input w-full" />}
          </FormField>
          <FormField label={projects_deadlineOptional()} error={errors.deadline?.message}>
            {(a11y) => (
              <input {...a11y} {...register('deadline')} type="date" min={todayForDateInput(new Date())} className="input w-full" />
            )}
          </FormField>
          <PaymentDetailFields register={register} errors={errors} />
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={close} submitLabel={projects_create()} />
        </form>
      )}
    </Dialog>
  );
}
