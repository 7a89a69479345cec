import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import {
  books_amount,
  books_cashAmountExample,
  books_cashDescription,
  books_cashNotesExample,
  books_cashRecordedText,
  books_cashRecordedTitle,
  books_datePaid,
  books_member,
  books_noMembers,
  books_notesOptional,
  books_recordCash,
  books_recordCashSubmit,
  books_selectMember,
} from '../../../shared/i18n/paraglide/messages.js';
import { recordCash } from '../../data/books-writes';
import type { DeviceDb, LocalMember, LocalPurse } from '../../data/db';
import { DialogFormFooter } from '../../ui/DialogFormFooter';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { textareaClass } from '../../ui/field-classes';
import { selectClass } from '../../ui/select-class';
import { todayForDateInput } from '../../lib/format';
import { cashFormSchema, paidOnDay } from './books-forms';

/**
 * Record cash payment (issue 11 §2): cash a member handed to the admin counts at once (confirmed,
 * method cash, no proof). Saved on this phone and synced later; the member is told.
 */
export function RecordCashDialog({
  db,
  user,
  project,
  members,
  onClose,
}: {
  db: DeviceDb;
  user: SessionUser;
  project: LocalPurse;
  members: readonly LocalMember[];
  onClose: () => void;
}) {
  const today = todayForDateInput(new Date());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(cashFormSchema),
    defaultValues: { userId: '', amount: '', paidOn: today, notes: '' },
  });

  return (
    <Dialog title={books_recordCash()} description={books_cashDescription({ purse: project.name })} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            const member = members.find((m) => m.userId === values.userId);
            if (!member) {
              setError('userId', { message: MESSAGES.noMemberSelected });
              return;
            }
            try {
              await recordCash(db, user, {
                groupId: project.groupId,
                projectId: project.id,
                member: { userId: member.userId, fullName: member.fullName, username: member.username },
                amountKobo: values.amount,
                paidOn: paidOnDay(values.paidOn),
                notes: values.notes,
              });
              toast({ title: books_cashRecordedTitle(), description: books_cashRecordedText({ name: member.fullName }) });
              close();
            } catch {
              setError('root', { message: MESSAGES.booksSaveFailed });
              toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksSaveFailed, variant: 'destructive' });
            }
          })}
        >
          <FormField label={books_member()} hint={members.length === 0 ? books_noMembers() : undefined} error={errors.userId?.message}>
            {(a11y) => (
              <select {...a11y} {...register('userId')} data-autofocus className={selectClass}>
                <option value="" disabled>
                  {books_selectMember()}
                </option>
                {members.map((member) => (
                  <option key={member.userId} value={member.userId}>
                    {member.fullName} (@{member.username})
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={books_amount()} error={errors.amount?.message}>
            {(a11y) => <input {...a11y} {...register('amount')} type="text" inputMode="decimal" autoComplete="off" placeholder={books_cashAmountExample()} className="input w-full" />}
          </FormField>
          <FormField label={books_datePaid()} error={errors.paidOn?.message}>
            {(a11y) => <input {...a11y} {...register('paidOn')} type="date" max={today} className="input w-full" />}
          </FormField>
          <FormField label={books_notesOptional()} error={errors.notes?.message}>
            {(a11y) => <textarea {...a11y} {...register('notes')} rows={2} maxLength={500} placeholder={books_cashNotesExample()} className={textareaClass} />}
          </FormField>
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={close} submitLabel={books_recordCashSubmit()} />
        </form>
      )}
    </Dialog>
  );
}
