import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../shared/errors';
import { createProjectSchema } from '../../../shared/group-schemas';
import type { DeviceDb, LocalGroup } from '../../data/db';
import { createProject } from '../../data/writes';
import { DialogFormFooter } from '../../ui/DialogFormFooter';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { textareaClass } from '../groups/field-classes';
import { PaymentDetailFields } from './PaymentDetailFields';
import { EMPTY_PROJECT_FORM, todayForDateInput } from './project-form';

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
    <Dialog title="Add Project" description={`A new purse in ${group.name}.`} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            try {
              const project = await createProject(db, group.id, values);
              toast({ title: 'Project Created!', description: `${project.name} has been added to ${group.name}.` });
              close();
            } catch {
              // Said inside the dialog too, beside the form, where the eye already is (the toast may be gone).
              setError('root', { message: MESSAGES.createProjectFailed });
              toast({ title: MESSAGES.errorTitle, description: MESSAGES.createProjectFailed, variant: 'destructive' });
            }
          })}
        >
          <FormField label="Project Name" error={errors.name?.message}>
            {(a11y) => <input {...a11y} {...register('name')} data-autofocus type="text" autoComplete="off" placeholder="e.g. Reunion Party" className="input w-full" />}
          </FormField>
          <FormField label="Description (optional)" error={errors.description?.message}>
            {(a11y) => <textarea {...a11y} {...register('description')} rows={2} placeholder="What is this purse for?" className={textareaClass} />}
          </FormField>
          <FormField label="Target Amount (₦)" hint="In naira, e.g. 500000" error={errors.targetAmount?.message}>
            {(a11y) => <input {...a11y} {...register('targetAmount')} type="text" inputMode="decimal" autoComplete="off" placeholder="500000" className="input w-full" />}
          </FormField>
          <FormField label="Deadline (optional)" error={errors.deadline?.message}>
            {(a11y) => (
              <input {...a11y} {...register('deadline')} type="date" min={todayForDateInput(new Date())} className="input w-full" />
            )}
          </FormField>
          <PaymentDetailFields register={register} errors={errors} />
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={close} submitLabel="Create Project" />
        </form>
      )}
    </Dialog>
  );
}
