import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SendLoginOtp, SendLoginOtpInput } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import { auth_backToLogin, auth_loggedIn, auth_sendOtpSms, auth_verifyLogin, auth_welcomeBack } from '../../../shared/i18n/paraglide/messages.js';
import { BusyButton } from '../../ui/BusyButton';
import { toast } from '../../ui/toast-store';
import { loginWithOtp, sendLoginOtp } from './auth-api';
import { OtpStep } from './OtpStep';
import { announceFailure, announceOtpSent, ensureOnline } from './otp-toasts';
import { afterLoginPath, isServerPath } from '../../session/home-path';
import { completeSignIn } from '../../session/sign-in-out';
import { PhoneNumberField, UsernameField } from './PersonFields';
import { lazyResolver } from './lazy-resolver';

type LoginInput = SendLoginOtpInput;
type LoginValues = SendLoginOtp;

/** The form's checks, loaded when the form is first touched (lazy-resolver.ts). */
const loginChecks = lazyResolver<LoginInput, LoginValues>(() => import('./auth-checks').then((m) => m.loginChecks), () => MESSAGES.loginFailedTitle);

/**
 * Login (SPEC §2, §4): form -> otp-verification; back returns to the form, resend re-requests.
 * Then the page the login guard kept (`?redirect=`, a same-origin path only), else the role's home.
 * The server's receipt link sends a logged-out reader here too, and gets them back.
 */
export function LoginPanel() {
  const navigate = useNavigate();
  const { redirect } = useSearch({ strict: false });
  // What the user typed, kept so 'Back to Login' shows the form as they left it.
  const [draft, setDraft] = useState<LoginInput>({ username: '', phoneNumber: '' });
  const [sentTo, setSentTo] = useState<{ values: LoginValues; developmentOtp: string | undefined } | null>(null);

  const requestCode = async (values: LoginValues): Promise<boolean> => {
    if (!ensureOnline(MESSAGES.loginFailedTitle)) return false;
    try {
      const sent = await sendLoginOtp(values);
      announceOtpSent(values.phoneNumber, sent);
      setSentTo({ values, developmentOtp: sent.developmentOtp });
      return true;
    } catch (error) {
      announceFailure(MESSAGES.loginFailedTitle, error, MESSAGES.invalidLoginDetails);
      return false;
    }
  };

  const verify = async (otp: string) => {
    if (!sentTo || !ensureOnline(MESSAGES.loginFailedTitle)) return;
    try {
      const user = await loginWithOtp({ ...sentTo.values, otp });
      completeSignIn(user);
      toast({ title: auth_welcomeBack(), description: auth_loggedIn() });
      const next = afterLoginPath(user.role, redirect, window.location.origin);
      // A server link (the PDF's receipt) is no route of the app: the browser loads it, now with the session.
      if (isServerPath(next, window.location.origin)) window.location.assign(next);
      else await navigate({ href: next });
    } catch (error) {
      announceFailure(MESSAGES.loginFailedTitle, error, MESSAGES.invalidOtpOrLogin);
    }
  };

  if (sentTo) {
    return (
      <OtpStep
        phoneNumber={sentTo.values.phoneNumber}
        developmentOtp={sentTo.developmentOtp}
        verifyLabel={auth_verifyLogin()}
        backLabel={auth_backToLogin()}
        onVerify={verify}
        onBack={() => setSentTo(null)}
        onResend={async () => {
          await requestCode(sentTo.values);
        }}
      />
    );
  }

  return <LoginForm defaultValues={draft} onSubmit={requestCode} onDraft={setDraft} />;
}

function LoginForm({
  defaultValues,
  onSubmit,
  onDraft,
}: {
  defaultValues: LoginInput;
  onSubmit: (values: LoginValues) => Promise<boolean>;
  onDraft: (draft: LoginInput) => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({ resolver: loginChecks, defaultValues });

  return (
    <form
      noValidate
      onFocus={loginChecks.preload}
      onPointerDown={loginChecks.preload}
      onSubmit={handleSubmit(async (values) => {
        onDraft(getValues());
        await onSubmit(values);
      }, loginChecks.onInvalid)}
      className="flex flex-col gap-4"
    >
      <UsernameField field={register('username')} error={errors.username?.message} />
      <PhoneNumberField field={register('phoneNumber')} error={errors.phoneNumber?.message} />
      <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary btn-block">
        {auth_sendOtpSms()}
      </BusyButton>
    </form>
  );
}
