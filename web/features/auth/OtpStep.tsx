import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../shared/errors';
import { auth_developmentCode, auth_enterCode, auth_resendCode, auth_verificationCode } from '../../../shared/i18n/paraglide/messages.js';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { withMarkup } from '../../ui/with-markup';
import { lazyResolver } from './lazy-resolver';

/** The code's check, loaded apart from the screen (lazy-resolver.ts). */
const otpChecks = lazyResolver<{ otp: string }, { otp: string }>(() => import('./auth-checks').then((m) => m.otpChecks), () => MESSAGES.errorTitle);

/**
 * Step 2 of login and sign-up: the 6-digit code. The development code, when the server sent
 * one, stays visible here because toasts come one at a time and go away.
 */
export function OtpStep({
  phoneNumber,
  developmentOtp,
  verifyLabel,
  backLabel,
  onVerify,
  onBack,
  onResend,
}: {
  phoneNumber: string;
  developmentOtp: string | undefined;
  verifyLabel: string;
  backLabel: string;
  onVerify: (otp: string) => Promise<void>;
  onBack: () => void;
  onResend: () => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ otp: string }, unknown, { otp: string }>({ resolver: otpChecks, defaultValues: { otp: '' } });
  const [resending, setResending] = useState(false);
  const busy = isSubmitting || resending;

  useEffect(() => setFocus('otp'), [setFocus]);
  useEffect(() => otpChecks.preload(), []);

  const otpField = register('otp');

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(({ otp }) => onVerify(otp), otpChecks.onInvalid)} className="flex flex-col gap-4">
      <p className="text-sm text-base-content/80">
        {withMarkup((mark) => auth_enterCode({ phoneNumber: mark }), <span className="font-semibold whitespace-nowrap">{phoneNumber}</span>)}
      </p>

      {developmentOtp ? (
        <p className="rounded-field border border-warning bg-warning/15 px-3 py-2 text-sm" role="note">
          {withMarkup((mark) => auth_developmentCode({ code: mark }), <span className="font-mono font-semibold tracking-widest">{developmentOtp}</span>)}
        </p>
      ) : null}

      <FormField label={auth_verificationCode()} error={errors.otp?.message}>
        {(a11y) => (
          <input
            {...a11y}
            {...otpField}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '');
              return otpField.onChange(event);
            }}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="000000"
            className="input input-lg w-full text-center font-mono tracking-[0.5em] [--font-size:1.375rem]"
          />
        )}
      </FormField>

      <BusyButton type="submit" busy={isSubmitting} disabled={busy} className="btn btn-primary btn-block">
        {verifyLabel}
      </BusyButton>
      <div className="flex gap-2">
        <button type="button" onClick={onBack} disabled={busy} className="btn btn-ghost flex-1">
          {backLabel}
        </button>
        <BusyButton type="button" busy={resending} disabled={busy} onClick={resend} className="btn btn-outline btn-primary flex-1">
          {auth_resendCode()}
        </BusyButton>
      </div>
    </form>
  );
}
