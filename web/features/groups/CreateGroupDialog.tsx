import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import { createGroupSchema } from '../../../shared/group-schemas';
import type { DeviceDb } from '../../data/db';
import { createGroup } from '../../data/writes';
import { useFormDraft } from '../../data/use-form-draft';
import { offerPushNotifications } from '../push';
import { DialogFormFooter } from '../../ui/DialogFormFooter';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { textareaClass } from '../../ui/field-classes';
import { groups_createDescription, groups_createGroup, groups_descriptionOptional, groups_descriptionPlaceholder, groups_groupCreated, groups_groupName, groups_groupNamePlaceholder, groups_groupReady } from '../../../shared/i18n/paraglide/messages.js';

/**
 * Create Group (SPEC §2): name and description. The group is saved on this phone at once (with its
 * registration link, so it can be shared straight away) and synced when there is a connection.
 */
export function CreateGroupDialog({ db, user, onClose }: { db: DeviceDb; user: SessionUser; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(createGroupSchema), defaultValues: { name: '', description: '' } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // Kept on the phone until it is created or cancelled: a reload or a tap beside the dialog loses nothing.
  const draft = useFormDraft(db, 'create-group', form);

  return (
    <Dialog title={groups_createGroup()} description={groups_createDescription()} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            try {
              const group = await createGroup(db, user, { name: values.name, description: values.description });
              await draft.forget();
              toast({ title: groups_groupCreated(), description: groups_groupReady({ name: group.name }) });
              close();
              offerPushNotifications();
            } catch {
              // Said inside the dialog too, beside the form, where the eye already is (the toast may be gone).
              setError('root', { message: MESSAGES.createGroupFailed });
              toast({ title: MESSAGES.errorTitle, description: MESSAGES.createGroupFailed, variant: 'destructive' });
            }
          })}
        >
          <FormField label={groups_groupName()} error={errors.name?.message}>
            {(a11y) => (
              <input {...a11y} {...register('name')} data-autofocus type="text" autoComplete="off" placeholder={groups_groupNamePlaceholder()} className="input w-full" />
            )}
          </FormField>
          <FormField label={groups_descriptionOptional()} error={errors.description?.message}>
            {(a11y) => <textarea {...a11y} {...register('description')} rows={3} placeholder={groups_descriptionPlaceholder()} className={textareaClass} />}
          </FormField>
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={() => void draft.forget().then(close)} submitLabel={groups_createGroup()} />
        </form>
      )}
    </Dialog>
  );
}
