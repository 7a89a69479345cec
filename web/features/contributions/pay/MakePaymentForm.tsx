import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { SessionUser } from '../../../../shared/auth-schemas';
import { MESSAGES } from '../../../../shared/errors';
import {
  payments_amountLabel,
  payments_amountPlaceholder,
  payments_formLabel,
  payments_group,
  payments_methodChoosePurseFirst,
  payments_methodNoDetails,
  payments_noOpenPurse,
  payments_noSpecificPurse,
  payments_notesOptional,
  payments_notesPlaceholder,
  payments_paymentMethod,
  payments_proofHint5,
  payments_proofOfPayment,
  payments_purse,
  payments_referenceHint,
  payments_referenceOptional,
  payments_savedOnPhoneTitle,
  payments_selectGroup,
  payments_selectMethod,
  payments_selectPurse,
  payments_submitPayment,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb, LocalGroup, LocalPurse } from '../../../data/db';
import { BusyButton } from '../../../ui/BusyButton';
import { offerPushNotifications } from '../../push';
import { FormField } from '../../../ui/FormField';
import { toast } from '../../../ui/toast-store';
import { textareaClass } from '../../../ui/field-classes';
import { PendingNotice } from './HowItWorks';
import { initialPurseValue, makePaymentOptions, mendKeptChoices } from './make-payment-options';
import { useFormDraft } from '../../../data/use-form-draft';
import { makePaymentSchema, NO_PURSE, type MakePaymentInput } from './payment-forms';
import { chosenPeriod, PeriodField } from '../../dues';
import { PayToDetails } from './PayToDetails';
import { ProofPicker } from '../../../ui/ProofPicker';
import { savePayment } from './save-payment';
import { selectClass } from '../../../ui/select-class';

/**
 * The Make Payment form (SPEC §2, §5): group, purse, a method the purse allows and holds details
 * for, where to pay (with Copy buttons), amount, reference, proof (5 MB) and notes. Saving writes
 * to the phone only, so it works offline.
 * Deviation: the spec's purse is optional, but a payment to no purse has no account to go to, so a
 * group with open purses asks for one, and a group without offers cash (handed to the admin) only.
 */
export function MakePaymentForm({
  db,
  user,
  groups,
  projects,
  initial,
  draftKey,
}: {
  db: DeviceDb;
  user: SessionUser;
  groups: LocalGroup[];
  projects: LocalPurse[];
  /** Starting values instead of the empty form: 'Fix and resubmit' of a rejected payment (contributions/resubmit.ts). */
  initial?: Omit<MakePaymentInput, 'proof'>;
  /** Where what is typed (and the photo) is kept on the phone until it is sent: one per form, the resubmit of each payment its own. */
  draftKey: string;
}) {
  const navigate = useNavigate();
  const onlyGroup = groups.length === 1 ? groups[0] : undefined;
  const purseOf = (groupId: string) => projects.filter((p) => p.groupId === groupId);
  const optionsFor = (groupId: string, projectId: string) => makePaymentOptions(groupId, purseOf(groupId), projectId);
  const firstPurse = onlyGroup ? initialPurseValue(purseOf(onlyGroup.id)) : NO_PURSE;
  const form = useForm({
    resolver: zodResolver(makePaymentSchema),
    defaultValues: {
      groupId: onlyGroup?.id ?? '',
      projectId: firstPurse,
      paymentType: optionsFor(onlyGroup?.id ?? '', firstPurse).preferredMethod,
      amount: '',
      reference: '',
      notes: '',
      ...initial,
    },
  });
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useFormDraft(db, draftKey, form, {
    file: 'proof',
    accept: (kept) => mendKeptChoices(kept, groups.map((g) => g.id), purseOf),
  });

  const groupId = watch('groupId');
  const projectId = watch('projectId');
  const paymentType = watch('paymentType');
  const proof = watch('proof') ?? null;
  const groupPurses = purseOf(groupId);
  const { project, needsPurse, methods } = optionsFor(groupId, projectId);
  const chosenMethod = methods.find((m) => m.id === paymentType) ?? null;
  const methodHint = needsPurse ? payments_methodChoosePurseFirst() : project && methods.length === 0 ? payments_methodNoDetails() : chosenMethod?.description;

  // A method the newly chosen purse does not offer is replaced, never silently kept.
  const keepMethodIfOffered = (nextGroupId: string, nextProjectId: string) => {
    const next = optionsFor(nextGroupId, nextProjectId);
    if (!next.methods.some((m) => m.id === getValues('paymentType'))) setValue('paymentType', next.preferredMethod);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4"
      aria-label={payments_formLabel()}
      onSubmit={handleSubmit(async (values) => {
        const group = groups.find((g) => g.id === values.groupId);
        if (!group) {
          setError('groupId', { message: MESSAGES.groupRequired });
          return;
        }
        const purse = values.projectId ? projects.find((p) => p.id === values.projectId) : undefined;
        const result = await savePayment(
          db,
          user,
          {
            groupId: group.id,
            projectId: purse?.id ?? null,
            amountKobo: values.amount,
            paymentType: values.paymentType,
            reference: values.reference,
            notes: values.notes,
            description: null,
            period: chosenPeriod(purse, values.period),
          },
          values.proof,
          purse?.name ?? group.name,
        );
        if (result.ok) {
          await draft.forget();
          // With no signal nothing was submitted yet: the title says where the proof is.
          toast(navigator.onLine ? { title: MESSAGES.paymentSubmittedTitle, description: MESSAGES.paymentAwaitingApproval } : { title: payments_savedOnPhoneTitle(), description: MESSAGES.paymentSavedOffline });
          void navigate({ to: '/my-contributions' });
          offerPushNotifications();
        } else if (result.stage === 'proof') {
          setError('proof', { message: MESSAGES.proofUnreadable });
          toast({ title: MESSAGES.uploadFailedTitle, description: MESSAGES.proofUnreadable, variant: 'destructive' });
        } else {
          setError('root', { message: MESSAGES.tryLater });
          toast({ title: MESSAGES.paymentFailedTitle, description: MESSAGES.tryLater, variant: 'destructive' });
        }
      })}
    >
      <FormField label={payments_group()} error={errors.groupId?.message}>
        {(a11y) => (
          <select
            {...a11y}
            {...register('groupId', {
              onChange: (event: { target: { value: string } }) => {
                const nextGroupId = event.target.value;
                const nextPurse = initialPurseValue(purseOf(nextGroupId));
                setValue('projectId', nextPurse);
                keepMethodIfOffered(nextGroupId, nextPurse);
              },
            })}
            className={selectClass}
          >
            <option value="" disabled>
              {payments_selectGroup()}
            </option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        label={payments_purse()}
        hint={groupId && groupPurses.length === 0 ? payments_noOpenPurse() : undefined}
        error={errors.projectId?.message}
      >
        {(a11y) => (
          <select
            {...a11y}
            {...register('projectId', {
              onChange: (event: { target: { value: string } }) => keepMethodIfOffered(groupId, event.target.value),
            })}
            disabled={!groupId || groupPurses.length === 0}
            className={selectClass}
          >
            {groupPurses.length === 0 ? (
              <option value={NO_PURSE}>{payments_noSpecificPurse()}</option>
            ) : (
              <option value="" disabled>
                {payments_selectPurse()}
              </option>
            )}
            {groupPurses.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField label={payments_paymentMethod()} hint={methodHint} error={errors.paymentType?.message}>
        {(a11y) => (
          <select {...a11y} {...register('paymentType')} disabled={methods.length === 0} className={selectClass}>
            <option value="" disabled>
              {payments_selectMethod()}
            </option>
            {methods.map((m) => (
              <option key={m.id} value={m.id}>
                {m.label}
              </option>
            ))}
          </select>
        )}
      </FormField>

      {/* Dues and rotations: the member may name the period it pays (else the oldest unpaid first). */}
      <PeriodField purse={project} registration={register('period')} />
      {project && (chosenMethod || methods.length === 0) ? <PayToDetails project={project} method={chosenMethod?.id ?? null} /> : null}

      <FormField label={payments_amountLabel()} error={errors.amount?.message}>
        {(a11y) => <input {...a11y} {...register('amount')} type="text" inputMode="decimal" autoComplete="off" placeholder={payments_amountPlaceholder()} className="input w-full text-lg" />}
      </FormField>

      <FormField label={payments_referenceOptional()} hint={payments_referenceHint()} error={errors.reference?.message}>
        {(a11y) => <input {...a11y} {...register('reference')} type="text" autoComplete="off" maxLength={100} className="input w-full" />}
      </FormField>

      <ProofPicker
        shape="makePayment"
        label={payments_proofOfPayment()}
        hint={payments_proofHint5()}
        file={proof}
        error={errors.proof?.message}
        onChange={(file) => setValue('proof', file, { shouldValidate: true })}
      />

      <FormField label={payments_notesOptional()} error={errors.notes?.message}>
        {(a11y) => <textarea {...a11y} {...register('notes')} rows={2} maxLength={1000} placeholder={payments_notesPlaceholder()} className={textareaClass} />}
      </FormField>

      <PendingNotice />

      {errors.root ? (
        <p role="alert" className="rounded-field bg-error/10 p-3 text-sm text-error">
          {errors.root.message}
        </p>
      ) : null}

      <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary btn-block">
        {payments_submitPayment()}
      </BusyButton>
    </form>
  );
}
