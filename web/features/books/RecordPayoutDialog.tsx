import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import { formatNaira } from '../../../shared/money';
import type { PreparedProof } from '../../data/contribution-writes';
import type { DeviceDb, LocalProject } from '../../data/db';
import { recordPayout } from '../../data/books-writes';
import { DialogFormFooter } from '../../ui/DialogFormFooter';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { textareaClass } from '../groups/field-classes';
import { prepareProof } from '../payments/prepare-proof';
import { ProofPicker } from '../payments/ProofPicker';
import { todayForDateInput } from '../projects/project-form';
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
  project: LocalProject;
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
    <Dialog title="Record Payout" description={`Money paid out of ${project.name}.`} onClose={onClose}>
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
              const next = hasPartners ? 'It waits for a partner’s approval.' : 'It is taken off the balance.';
              toast({ title: 'Payout Recorded', description: navigator.onLine ? next : `${next} ${MESSAGES.paymentSavedOffline}` });
              close();
            } catch {
              setError('root', { message: MESSAGES.booksSaveFailed });
              toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksSaveFailed, variant: 'destructive' });
            }
          })}
        >
          <FormField label="Amount (₦)" hint={`Up to ${formatNaira(Math.max(0, availableKobo))} can be paid out.`} error={errors.amount?.message}>
            {(a11y) => <input {...a11y} {...register('amount')} data-autofocus type="text" inputMode="decimal" autoComplete="off" placeholder="e.g. 25000" className="input w-full" />}
          </FormField>
          <FormField label="Paid to" error={errors.recipient?.message}>
            {(a11y) => <input {...a11y} {...register('recipient')} type="text" autoComplete="off" maxLength={100} placeholder="e.g. Mama Nkechi Catering" className="input w-full" />}
          </FormField>
          <FormField label="Purpose" error={errors.purpose?.message}>
            {(a11y) => <textarea {...a11y} {...register('purpose')} rows={2} maxLength={500} placeholder="What was the money for?" className={textareaClass} />}
          </FormField>
          <FormField label="Date paid" error={errors.paidOn?.message}>
            {(a11y) => <input {...a11y} {...register('paidOn')} type="date" max={today} className="input w-full" />}
          </FormField>
          <ProofPicker shape="dialog" label="Receipt photo (recommended)" hint="PNG, JPG up to 5MB. Everyone in the group can see it." file={receipt} onChange={setReceipt} />
          {hasPartners ? <p className="rounded-field bg-base-200 p-3 text-sm">A partner must approve this payout before it counts as paid.</p> : null}
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={close} submitLabel="Record Payout" />
        </form>
      )}
    </Dialog>
  );
}
