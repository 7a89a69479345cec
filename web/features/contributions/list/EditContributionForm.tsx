import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/errors';
import { nairaInput } from '../../../../shared/money';
import {
  contributions_cancel,
  contributions_editLabel,
  contributions_saveAndSend,
  payments_amountLabel,
  payments_notesOptional,
  payments_referenceOptional,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb, LocalContribution } from '../../../data/db';
import { editContribution } from '../../../data/contribution-writes';
import { BusyButton } from '../../../ui/BusyButton';
import { FormField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { textareaClass } from '../../../ui/field-classes';
import { editPaymentSchema } from '../pay/payment-forms';

/** Fix a refused payment's amount, reference and notes; saving queues it for the server again. */
export function EditContributionForm({ db, row, onDone }: { db: DeviceDb; row: LocalContribution; onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(editPaymentSchema),
    defaultValues: {
      amount: nairaInput(row.amountKobo),
      reference: row.transactionRef ?? '',
      notes: row.paymentNotes ?? '',
    },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-label={contributions_editLabel()}
      onSubmit={handleSubmit(async (values) => {
        try {
          await editContribution(db, row.id, { amountKobo: values.amount, reference: values.reference, notes: values.notes });
          toast({ title: MESSAGES.paymentUpdatedTitle, description: navigator.onLine ? MESSAGES.paymentAwaitingApproval : MESSAGES.paymentSavedOffline });
          onDone();
        } catch {
          setError('root', { message: MESSAGES.processPaymentFailed });
        }
      })}
    >
      <FormField label={payments_amountLabel()} error={errors.amount?.message}>
        {(a11y) => <input {...a11y} {...register('amount')} data-autofocus type="text" inputMode="decimal" autoComplete="off" className="input w-full" />}
      </FormField>
      <FormField label={payments_referenceOptional()} error={errors.reference?.message}>
        {(a11y) => <input {...a11y} {...register('reference')} type="text" autoComplete="off" maxLength={100} className="input w-full" />}
      </FormField>
      <FormField label={payments_notesOptional()} error={errors.notes?.message}>
        {(a11y) => <textarea {...a11y} {...register('notes')} rows={2} maxLength={1000} className={textareaClass} />}
      </FormField>
      {errors.root ? (
        <p role="alert" className="rounded-field bg-error/10 p-3 text-sm text-error">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" className="btn flex-1" onClick={onDone}>
          {contributions_cancel()}
        </button>
        <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary flex-1">
          {contributions_saveAndSend()}
        </BusyButton>
      </div>
    </form>
  );
}
