import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { RECEIPT_MAX_AGE_DAYS } from '../../../shared/books';
import { MESSAGES } from '../../../shared/errors';
import { updateGroup } from '../../data/books-writes';
import type { DeviceDb, LocalGroup } from '../../data/db';
import { DialogFormFooter } from '../../ui/DialogFormFooter';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { textareaClass } from '../groups/field-classes';
import { groupChanges, groupEditSchema, groupEditValues } from './group-edit';

/**
 * Manage Group (issue 11 §3, §7; issue 13 §2): the group's name and description, whether members
 * see each other's amounts, and how old a receipt may be before the review flags it. Saved on this
 * phone at once and synced later; only what changed is sent.
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
    <Dialog title="Manage Group" description={group.name} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            const changes = groupChanges(group, values);
            if (Object.keys(changes).length === 0) return close();
            try {
              await updateGroup(db, group, changes);
              toast({ title: 'Group Updated', description: `${changes.name ?? group.name} is saved.` });
              close();
            } catch {
              setError('root', { message: MESSAGES.booksSaveFailed });
              toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksSaveFailed, variant: 'destructive' });
            }
          })}
        >
          <FormField label="Group Name" error={errors.name?.message}>
            {(a11y) => <input {...a11y} {...register('name')} data-autofocus type="text" autoComplete="off" maxLength={100} className="input w-full" />}
          </FormField>
          <FormField label="Description (optional)" error={errors.description?.message}>
            {(a11y) => <textarea {...a11y} {...register('description')} rows={3} maxLength={1000} className={textareaClass} />}
          </FormField>
          <div className="flex items-start gap-3 rounded-box border border-base-300 p-3">
            <input id={switchId} type="checkbox" {...register('showMemberAmounts')} aria-describedby={`${switchId}-hint`} className="mt-0.5 size-6 shrink-0 accent-primary" />
            <div className="flex flex-col gap-1">
              <label htmlFor={switchId} className="font-medium">
                Members see each other's amounts
              </label>
              <p id={`${switchId}-hint`} className="text-sm text-base-content/75">
                In statements, roll-calls and the history. Off: members see only totals. You, partners and each member's own amounts are always shown.
              </p>
            </div>
          </div>
          <FormField
            label="Flag receipts older than (days)"
            hint="In the review, a receipt dated more than this many days before its proof was sent is flagged."
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
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={close} submitLabel="Save Changes" />
        </form>
      )}
    </Dialog>
  );
}
