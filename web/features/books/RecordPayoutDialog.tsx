import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import {
  books_amount,
  books_datePaid,
  books_paidToLabel,
  books_partnerMustApprove,
  books_payoutAmountExample,
  books_payoutDescription,
  books_payoutLimit,
  books_payoutRecordedTitle,
  books_payoutTakenOff,
  books_payoutWaits,
  books_purpose,
  books_purposePlaceholder,
  books_receiptHint,
  books_receiptPhoto,
  books_recipientExample,
  books_recordPayout,
} from '../../../shared/i18n/paraglide/messages.js';
import type { PreparedProof } from '../../data/contribution-writes';
import type { DeviceDb, LocalPurse } from '../../data/db';
import { recordPayout } from '../../data/books-writes';
import { DialogFormFooter } from '../../ui/DialogFormFooter';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { textareaClass } from '../../ui/field-classes';
import { prepareProof } from '../../data/prepare-proof';
import { ProofPicker } from '../../ui/ProofPicker';
import { formatNaira, todayForDateInput } from '../../lib/format';
import { paidOnDay, payoutFormSchema } from './books-forms';

/**
 * Record payout (issue 11 §1): the admin says how much left the purse, to whom, what for and on
 * which day, with a photo of the receipt (checked and compressed like a payment's proof). Saved
 * on this phone at once and synced later; more than the purse may pay out is refused here already.
 */
export function RecordPayoutDialog({
  db,
  user,
  project,
  availableKobo,
  hasPartners,
  onClose,
}: {
  db: DeviceDb;
  user: SessionUser;
  project: LocalPurse;
  availableKobo: number;
  hasPartners: boolean;
  onClose: () => void;
}) {
  const today = todayForDateInput(new Date());
  const [receipt, setReceipt] = useState<File | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(payoutFormSchema(availableKobo)),
    defaultValues: { amount: '', recipient: '', purpose: '', paidOn: today },
  });

  return (
    <Dialog title={books_recordPayout()} description={books_payoutDescription({ purse: project.name })} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            let proof: PreparedProof | null = null;
            try {
              if (receipt) proof = await prepareProof(receipt);
            } catch {
              setError('root', { message: MESSAGES.proofUnreadable });
              return;
            }
            try {
              const input = { amountKobo: values.amount, recipient: values.recipient, purpose: values.purpose, paidOn: paidOnDay(values.paidOn) };
              await recordPayout(db, user, project, input, proof);
              const next = hasPartners ? books_payoutWaits() : books_payoutTakenOff();
              toast({ title: books_payoutRecordedTitle(), description: navigator.onLine ? next : `${next} ${MESSAGES.paymentSavedOffline}` });
              close();
            } catch {
              setError('root', { message: MESSAGES.booksSaveFailed });
              toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksSaveFailed, variant: 'destructive' });
            }
          })}
        >
          <FormField label={books_amount()} hint={books_payoutLimit({ amount: formatNaira(Math.max(0, availableKobo)) })} error={errors.amount?.message}>
            {(a11y) => <input {...a11y} {...register('amount')} data-autofocus type="text" inputMode="decimal" autoComplete="off" placeholder={books_payoutAmountExample()} className="input w-full" />}
          </FormField>
          <FormField label={books_paidToLabel()} error={errors.recipient?.message}>
            {(a11y) => <input {...a11y} {...register('recipient')} type="text" autoComplete="off" maxLength={100} placeholder={books_recipientExample()} className="input w-full" />}
          </FormField>
          <FormField label={books_purpose()} error={errors.purpose?.message}>
            {(a11y) => <textarea {...a11y} {...register('purpose')} rows={2} maxLength={500} placeholder={books_purposePlaceholder()} className={textareaClass} />}
          </FormField>
          <FormField label={books_datePaid()} error={errors.paidOn?.message}>
            {(a11y) => <input {...a11y} {...register('paidOn')} type="date" max={today} className="input w-full" />}
          </FormField>
          <ProofPicker shape="dialog" label={books_receiptPhoto()} hint={books_receiptHint()} file={receipt} onChange={setReceipt} />
          {hasPartners ? <p className="rounded-field bg-base-200 p-3 text-sm">{books_partnerMustApprove()}</p> : null}
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={close} submitLabel={books_recordPayout()} />
        </form>
      )}
    </Dialog>
  );
}
