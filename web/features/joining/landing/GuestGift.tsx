import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { koboToDecimalString } from '../../../../shared/money';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES, zodError } from '../../../../shared/errors';
import { guestFirstName, guestGiftSchema } from '../../../../shared/guest-gifts';
import type { OtpSent } from '../../../../shared/auth-schemas';
import {
  join_give,
  join_guestBack,
  join_guestIntro,
  join_guestThanks,
  join_guestTitle,
  join_sendCode,
  payments_amountLabel,
  payments_back,
  payments_paymentProof,
  payments_proofHint10,
} from '../../../../shared/i18n/paraglide/messages.js';
import type { DraftsDb } from '../../../data/drafts';
import { prepareProof } from '../../../data/prepare-proof';
import { useFormDraft } from '../../../data/use-form-draft';
import { api } from '../../../lib/api';
import { formatNaira } from '../../../lib/format';
import { BusyButton } from '../../../ui/BusyButton';
import { FormField } from '../../../ui/FormField';
import { ProofPicker } from '../../../ui/ProofPicker';
import { announceFailure, announceOtpSent, ensureOnline, FullNameField, OtpStep, PhoneNumberField } from '../../auth';
import type { PurseSummary } from '../register/group-summary';
import { NoticePurseCard } from './NoticePurseCard';
import type { NoticePurse } from './notice-board';

/** What the giver gives first (their words and the receipt); the code comes after. */
const detailsSchema = guestGiftSchema
  .pick({ fullName: true, phoneNumber: true, amount: true })
  .extend({ receipt: z.custom<File>((value) => value instanceof Blob, zodError('proofRequired')) });
type CheckedDetails = z.output<typeof detailsSchema>;

/**
 * Where the form is kept (data/guest-drafts.ts): loaded beside the form, not before it, as Dexie
 * is some 30 KiB gzip a guest on 2G would otherwise wait for to see the form at all.
 */
const guestDrafts = () => import('../../../data/guest-drafts').then((module) => module.guestDraftsDb());

type Step = { name: 'details' } | { name: 'code'; details: CheckedDetails; sent: OtpSent } | { name: 'done'; fullName: string; amountKobo: number };

/**
 * A gift from someone outside the group (issue 27 §4), at /{customSlug}?give={purseId} of a purse
 * that welcomes guests: the account to send it to (Copy buttons), then the giver's name, phone
 * number, amount and receipt; a code to the phone; then the gift goes to the admin, who confirms it
 * like any payment. The receipt is made smaller on the phone first, as a member's is.
 */
export function GuestGift({ groupName, purse, account }: { groupName: string; purse: PurseSummary; account: NoticePurse }) {
  const [step, setStep] = useState<Step>({ name: 'details' });
  const form = useForm({ defaultValues: { fullName: '', phoneNumber: '', amount: '' }, resolver: zodResolver(detailsSchema) });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  // The giver's words and receipt stay on the phone until the gift is sent: the page is often
  // dropped while the gallery is open on a cheap phone.
  const [draftsDb, setDraftsDb] = useState<DraftsDb | null>(null);
  useEffect(() => {
    let live = true;
    guestDrafts()
      .then((db) => live && setDraftsDb(db))
      .catch(() => undefined); // The signal went first: the form is kept by the page alone.
    return () => {
      live = false;
    };
  }, []);
  const draft = useFormDraft(draftsDb, `guest-gift:${purse.id}`, form, { file: 'receipt' });
  const receipt = watch('receipt') ?? null;

  // The gift being sent, kept across the guest's tries: its id and its receipt as prepared once.
  // Give tapped again after an answer lost on the way back (a 2G link gone silent) is then the
  // same gift, which the server answers with the one it stored, not a second gift and not a used code.
  const sending = useRef<{ id: string; proof: File } | null>(null);

  const sendCode = async (details: CheckedDetails) => {
    if (!ensureOnline(join_sendCode())) return;
    sending.current = null; // new details: a new gift
    try {
      const sent = await api.post<OtpSent>(`/api/guest-gifts/${encodeURIComponent(purse.id)}/code`, { phoneNumber: details.phoneNumber });
      announceOtpSent(details.phoneNumber, sent);
      setStep({ name: 'code', details, sent });
    } catch (error) {
      announceFailure(join_sendCode(), error, MESSAGES.tryLater);
    }
  };

  const give = async (otp: string, { details }: Extract<Step, { name: 'code' }>) => {
    const { receipt } = details;
    if (!ensureOnline(join_give())) return;
    try {
      if (!sending.current) {
        const proof = await prepareProof(receipt);
        sending.current = { id: crypto.randomUUID(), proof: new File([proof.bytes], receipt.name, { type: proof.mimeType }) };
      }
      const body = new FormData();
      body.append('id', sending.current.id);
      body.append('fullName', details.fullName);
      body.append('phoneNumber', details.phoneNumber);
      body.append('amount', koboToDecimalString(details.amount));
      body.append('otp', otp);
      body.append('receipt', sending.current.proof);
      await api.post(`/api/guest-gifts/${encodeURIComponent(purse.id)}`, body);
      sending.current = null;
      await draft.forget();
      setStep({ name: 'done', fullName: details.fullName, amountKobo: details.amount });
    } catch (error) {
      announceFailure(join_give(), error, MESSAGES.tryLater);
    }
  };

  return (
    <article className="flex flex-col gap-4">
      <div>
        <p className="text-sm text-base-content/75">{groupName}</p>
        <h1 className="text-2xl font-bold break-words">{join_guestTitle({ purse: purse.name })}</h1>
      </div>
      {step.name === 'done' ? (
        <p role="status" className="rounded-box border border-success bg-success/10 p-4">
          {join_guestThanks({ name: guestFirstName(step.fullName), amount: formatNaira(step.amountKobo) })}
        </p>
      ) : (
        <>
          <NoticePurseCard entry={account} purse={purse} now={new Date()} offerGift={false} />
          <p className="text-base-content/85">{join_guestIntro()}</p>
          {step.name === 'details' ? (
            <form noValidate className="flex flex-col gap-4" onSubmit={handleSubmit(sendCode)}>
              <FullNameField field={register('fullName')} error={errors.fullName?.message} />
              <PhoneNumberField field={register('phoneNumber')} error={errors.phoneNumber?.message} />
              <FormField label={payments_amountLabel()} error={errors.amount?.message}>
                {(a11y) => <input {...a11y} {...register('amount')} type="text" inputMode="decimal" autoComplete="off" placeholder="10000" className="input w-full" />}
              </FormField>
              <ProofPicker
                shape="memberPayment"
                label={payments_paymentProof()}
                hint={payments_proofHint10()}
                file={receipt}
                error={errors.receipt?.message}
                onChange={(file) => setValue('receipt', file, { shouldValidate: errors.receipt !== undefined })}
              />
              <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary btn-block">
                {join_sendCode()}
              </BusyButton>
            </form>
          ) : (
            <OtpStep
              phoneNumber={step.details.phoneNumber}
              developmentOtp={step.sent.developmentOtp}
              verifyLabel={join_give()}
              backLabel={payments_back()}
              onVerify={(otp) => give(otp, step)}
              onBack={() => setStep({ name: 'details' })}
              onResend={() => sendCode(step.details)}
            />
          )}
        </>
      )}
      <a href="?" className="link text-sm">
        {join_guestBack()}
      </a>
    </article>
  );
}
