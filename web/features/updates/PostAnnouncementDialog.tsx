import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/auth-schemas';
import type { DeviceDb, LocalGroup } from '../../data/db';
import { postAnnouncement } from '../../data/notification-writes';
import { useFormDraft } from '../../data/use-form-draft';
import { DialogFormFooter } from '../../ui/DialogFormFooter';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { textareaClass } from '../../ui/field-classes';
import { announcementFormSchema, emptyAnnouncement, PRIORITY_OPTIONS } from './announcement-form';
import {
  updates_chooseGroup,
  updates_groupLabel,
  updates_messageLabel,
  updates_messagePlaceholder,
  updates_postAnnouncement,
  updates_postDescription,
  updates_posted,
  updates_postedOffline,
  updates_postedOnline,
  updates_priorityLabel,
  updates_saveFailed,
  updates_titleLabel,
  updates_titlePlaceholder,
} from '../../../shared/i18n/paraglide/messages.js';

/**
 * Post Announcement (admins): group, title, message and priority. It is saved on this phone at
 * once, shown with 'Not synced yet', and reaches the group's members after the next sync.
 */
export function PostAnnouncementDialog({ db, user, groups, onClose }: { db: DeviceDb; user: SessionUser; groups: readonly LocalGroup[]; onClose: () => void }) {
  const form = useForm({ resolver: zodResolver(announcementFormSchema), defaultValues: emptyAnnouncement(groups.map((group) => group.id)) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // Kept on the phone until it is posted or cancelled (a group left since is not brought back).
  const draft = useFormDraft(db, 'announcement', form, {
    accept: (kept) => (kept.groupId === undefined || groups.some((group) => group.id === kept.groupId) ? kept : null),
  });

  return (
    <Dialog title={updates_postAnnouncement()} description={updates_postDescription()} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            try {
              await postAnnouncement(db, user, values);
              await draft.forget();
              toast({
                title: updates_posted(),
                description: navigator.onLine ? updates_postedOnline() : updates_postedOffline(),
              });
              close();
            } catch {
              // Said inside the dialog too, beside the form, where the eye already is (the toast may be gone).
              setError('root', { message: updates_saveFailed() });
            }
          })}
        >
          <FormField label={updates_groupLabel()} error={errors.groupId?.message}>
            {(a11y) => (
              <select {...a11y} {...register('groupId')} className="select w-full">
                <option value="" disabled>
                  {updates_chooseGroup()}
                </option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={updates_titleLabel()} error={errors.title?.message}>
            {(a11y) => <input {...a11y} {...register('title')} data-autofocus type="text" autoComplete="off" maxLength={120} placeholder={updates_titlePlaceholder()} className="input w-full" />}
          </FormField>
          <FormField label={updates_messageLabel()} error={errors.message?.message}>
            {(a11y) => <textarea {...a11y} {...register('message')} rows={4} maxLength={2000} placeholder={updates_messagePlaceholder()} className={textareaClass} />}
          </FormField>
          <FormField label={updates_priorityLabel()} error={errors.priority?.message}>
            {(a11y) => (
              <select {...a11y} {...register('priority')} className="select w-full">
                {PRIORITY_OPTIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label()}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={() => void draft.forget().then(close)} submitLabel={updates_postAnnouncement()} />
        </form>
      )}
    </Dialog>
  );
}
