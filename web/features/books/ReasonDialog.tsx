import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../shared/errors';
import { rejectPayoutSchema } from '../../../shared/books';
import { books_reasonHint } from '../../../shared/i18n/paraglide/messages.js';
import { DialogFormFooter } from '../../ui/DialogFormFooter';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { textareaClass } from '../../ui/field-classes';

/**
 * A decision that needs a reason (a partner rejecting a payout, the admin reversing a payment):
 * the reason is required, as the server requires it (rejectPayoutSchema and
 * reverseContributionSchema are the same rule), and everyone in the group will read it.
 */
export function ReasonDialog({
  title,
  description,
  label,
  submitLabel,
  children,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  /** What is being decided, shown above the reason. */
  children?: ReactNode;
  /** Saves the decision; a message returned instead says why it cannot be made (shown in the form). */
  onSubmit: (reason: string) => Promise<string | void>;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(rejectPayoutSchema), defaultValues: { reason: '' } });
  return (
    <Dialog title={title} description={description} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async ({ reason }) => {
            try {
              const refusal = await onSubmit(reason);
              if (refusal) setError('root', { message: refusal });
              else close();
            } catch {
              setError('root', { message: MESSAGES.booksSaveFailed });
              toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksSaveFailed, variant: 'destructive' });
            }
          })}
        >
          {children}
          <FormField label={label} hint={books_reasonHint()} error={errors.reason?.message}>
            {(a11y) => <textarea {...a11y} {...register('reason')} data-autofocus rows={3} maxLength={500} aria-required="true" className={textareaClass} />}
          </FormField>
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={close} submitLabel={submitLabel} />
        </form>
      )}
    </Dialog>
  );
}
