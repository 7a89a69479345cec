import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod';
import { koboToDecimalString } from '../../../../shared/money';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/errors';
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
import { prepareProof } from '../../../data/prepare-proof';
import { api } from '../../../lib/api';
import { formatNaira } from '../../../lib/format';
import { BusyButton } from '../../../ui/BusyButton';
import { FormField } from '../../../ui/FormField';
import { ProofPicker } from '../../../ui/ProofPicker';
import { announceFailure, announceOtpSent, ensureOnline, FullNameField, OtpStep, PhoneNumberField } from '../../auth';
import type { PurseSummary } from '../register/group-summary';
import { NoticePurseCard } from './NoticePurseCard';
import type { NoticePurse } from './notice-board';

/** What the giver types first; the code comes after. */
const detailsSchema = guestGiftSchema.pick({ fullName: true, phoneNumber: true, amount: true });
type Details = z.input<typeof detailsSchema>;
type CheckedDetails = z.output<typeof detailsSchema>;

/** The giver's words are kept on the phone until the gift is sent (not the receipt: it is in the gallery). */
const draftKey = (purseId: string) => `gp-guest-gift:${purseId}`;
function readDraft(purseId: string): { fullName: string; phoneNumber: string; amount: string } {
  try {
    const draft: unknown = JSON.parse(localStorage.getItem(draftKey(purseId)) ?? '{}');
    const text = (key: string) => (typeof draft === 'object' && draft !== null && typeof (draft as Record<string, unknown>)[key] === 'string' ? ((draft as Record<string, string>)[key] ?? '') : '');
    return { fullName: text('fullName'), phoneNumber: text('phoneNumber'), amount: text('amount') };
  } catch {
    return { fullName: '', phoneNumber: '', amount: '' };
  }
}

type Step = { name: 'details' } | { name: 'code'; details: CheckedDetails; sent: OtpSent } | { name: 'done'; fullName: string; amountKobo: number };

/**
 * A gift from someone outside the group (issue 27 §4), at /{customSlug}?give={purseId} of a purse
 * that welcomes guests: the account to send it to (Copy buttons), then the giver's name, phone
 * number, amount and receipt; a code to the phone; then the gift goes to the admin, who confirms it
 * like any payment. The receipt is made smaller on the phone first, as a member's is.
 */
export function GuestGift({ groupName, purse, account }: { groupName: string; purse: PurseSummary; account: NoticePurse }) {
  const [step, setStep] = useState<Step>({ name: 'details' });
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<Details, unknown, CheckedDetails>({ defaultValues: readDraft(purse.id), resolver: zodResolver(detailsSchema) });

  useEffect(() => {
    const watching = watch((values) => {
      try {
        localStorage.setItem(draftKey(purse.id), JSON.stringify(values));
      } catch {
        // No storage: the words last as long as the page.
      }
    });
    return () => watching.unsubscribe();
  }, [watch, purse.id]);

  const sendCode = async (details: CheckedDetails) => {
    if (!receipt) return setReceiptError(MESSAGES.proofRequired);
    if (!ensureOnline(join_sendCode())) return;
    try {
      const sent = await api.post<OtpSent>(`/api/guest-gifts/${encodeURIComponent(purse.id)}/code`, { phoneNumber: details.phoneNumber });
      announceOtpSent(details.phoneNumber, sent);
      setStep({ name: 'code', details, sent });
    } catch (error) {
      announceFailure(join_sendCode(), error, MESSAGES.tryLater);
    }
  };

  const give = async (otp: string, { details }: Extract<Step, { name: 'code' }>) => {
    if (!receipt || !ensureOnline(join_give())) return;
    try {
      const proof = await prepareProof(receipt);
      const form = new FormData();
      form.append('fullName', details.fullName);
      form.append('phoneNumber', details.phoneNumber);
      form.append('amount', koboToDecimalString(details.amount));
      form.append('otp', otp);
      form.append('receipt', new File([proof.bytes], receipt.name, { type: proof.mimeType }));
      await api.post(`/api/guest-gifts/${encodeURIComponent(purse.id)}`, form);
      try {
        localStorage.removeItem(draftKey(purse.id));
      } catch {
        // Nothing kept to forget.
      }
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
                error={receiptError}
                onChange={(file) => {
                  setReceipt(file);
                  setReceiptError(undefined);
                }}
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
