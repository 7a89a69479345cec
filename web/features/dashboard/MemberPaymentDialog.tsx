import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import type { DeviceDb } from '../../data/db';
import { useFormDraft } from '../../data/use-form-draft';
import { offerPushNotifications } from '../push';
import { DialogFormFooter } from '../../ui/DialogFormFooter';
import { Dialog } from '../../ui/Dialog';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { textareaClass } from '../../ui/field-classes';
import type { GroupOverview } from '../../data/groups-overview';
import { defaultMethodFor, paymentDialogSchema, payToMethodFor, PayToDetails, savePayment } from '../contributions';
import { ProofPicker } from '../../ui/ProofPicker';
import { chosenPeriod, PeriodField } from '../dues';
import { selectClass } from '../../ui/select-class';
import { dashboard_amountLabel, dashboard_amountPlaceholder, dashboard_makePayment, dashboard_noOpenPurse, dashboard_payInto, dashboard_paymentForPlaceholder, dashboard_proofHint, dashboard_proofOptional, dashboard_purse, dashboard_referenceOptional, dashboard_selectPurse, dashboard_submitPayment, groups_descriptionOptional } from '../../../shared/i18n/paraglide/messages.js';

/**
 * The dashboard's payment dialog (SPEC §2, §5): amount (required), purse, where to pay it (the
 * purse's bank account with Copy buttons, from the phone), description, transaction reference and
 * an optional proof image up to 5 MB. Saved on the phone and queued for the server.
 */
export function MemberPaymentDialog({ db, user, overview, onClose }: { db: DeviceDb; user: SessionUser; overview: GroupOverview; onClose: () => void }) {
  const purses = overview.projects.filter((p) => p.status === 'active');
  const form = useForm({
    resolver: zodResolver(paymentDialogSchema),
    defaultValues: { projectId: purses.length === 1 ? purses[0]!.id : '', amount: '', description: '', transactionRef: '', proof: null, period: '' },
  });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // Kept on the phone with its photo until it is sent or cancelled, one per group; a purse closed since is chosen again.
  const draft = useFormDraft(db, `payment-dialog:${overview.group.id}`, form, {
    file: 'proof',
    accept: (kept) => (kept.projectId === undefined || purses.some((p) => p.id === kept.projectId) ? kept : { ...kept, projectId: purses.length === 1 ? purses[0]!.id : '' }),
  });
  const proof = watch('proof') ?? null;
  const projectId = watch('projectId');
  const chosen = purses.find((p) => p.id === projectId) ?? null;
  // The only open purse is chosen for the member, also when a pull brings it after the dialog opened.
  const only = purses.length === 1 ? purses[0]!.id : null;
  useEffect(() => {
    if (only && !projectId) setValue('projectId', only);
  }, [only, projectId, setValue]);

  const fail = (message: string) => {
    // Said inside the dialog too, beside the form, where the eye already is (the toast may be gone).
    setError('root', { message });
    toast({ title: MESSAGES.paymentFailedTitle, description: message, variant: 'destructive' });
  };

  return (
    <Dialog title={dashboard_makePayment()} description={dashboard_payInto({ name: overview.group.name })} onClose={onClose}>
      {(close) => (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={handleSubmit(async (values) => {
            const purse = purses.find((p) => p.id === values.projectId);
            if (!purse) return fail(MESSAGES.missingProjectOrUser);
            const result = await savePayment(
              db,
              user,
              {
                groupId: overview.group.id,
                projectId: purse.id,
                amountKobo: values.amount,
                paymentType: defaultMethodFor(purse),
                reference: values.transactionRef,
                notes: null,
                description: values.description,
                period: chosenPeriod(purse, values.period),
              },
              values.proof,
              purse.name,
            );
            if (!result.ok) return fail(result.stage === 'proof' ? MESSAGES.proofUnreadable : MESSAGES.processPaymentFailed);
            await draft.forget();
            toast({ title: MESSAGES.paymentSubmittedTitle, description: navigator.onLine ? MESSAGES.paymentAwaitingApproval : MESSAGES.paymentSavedOffline });
            close();
            offerPushNotifications();
          })}
        >
          <FormField label={dashboard_amountLabel()} error={errors.amount?.message}>
            {(a11y) => <input {...a11y} {...register('amount')} data-autofocus type="text" inputMode="decimal" autoComplete="off" placeholder={dashboard_amountPlaceholder()} className="input w-full text-lg" />}
          </FormField>
          <FormField label={dashboard_purse()} hint={purses.length === 0 ? dashboard_noOpenPurse() : undefined} error={errors.projectId?.message}>
            {(a11y) => (
              <select {...a11y} {...register('projectId')} className={selectClass} disabled={purses.length === 0}>
                <option value="" disabled>
                  {dashboard_selectPurse()}
                </option>
                {purses.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {/* Dues and rotations: the member may name the period it pays (else the oldest unpaid first). */}
          <PeriodField purse={chosen} registration={register('period')} />
          {chosen ? <PayToDetails project={chosen} method={payToMethodFor(chosen)} /> : null}
          <FormField label={groups_descriptionOptional()} error={errors.description?.message}>
            {(a11y) => <textarea {...a11y} {...register('description')} rows={2} maxLength={1000} placeholder={dashboard_paymentForPlaceholder()} className={textareaClass} />}
          </FormField>
          <FormField label={dashboard_referenceOptional()} error={errors.transactionRef?.message}>
            {(a11y) => <input {...a11y} {...register('transactionRef')} type="text" autoComplete="off" maxLength={100} className="input w-full" />}
          </FormField>
          <ProofPicker shape="dialog" label={dashboard_proofOptional()} hint={dashboard_proofHint()} file={proof} onChange={(file) => setValue('proof', file)} />
          <DialogFormFooter error={errors.root?.message} busy={isSubmitting} onCancel={() => void draft.forget().then(close)} submitLabel={dashboard_submitPayment()} />
        </form>
      )}
    </Dialog>
  );
}
