import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { SessionUser, SignUpForm, SignUpFormInput } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import {
  auth_accountCreated,
  auth_accountType,
  auth_backToForm,
  auth_continueToDashboard,
  auth_nicknameHint,
  auth_roleAdmin,
  auth_roleMember,
  auth_sendOtpSms,
  auth_verifyCreate,
  auth_welcomeRole,
} from '../../../shared/i18n/paraglide/messages.js';
import { BusyButton } from '../../ui/BusyButton';
import { FormField } from '../../ui/FormField';
import { toast } from '../../ui/toast-store';
import { registerWithOtp, sendOtp } from './auth-api';
import { homePathFor, roleLabel } from '../../session/home-path';
import { OtpStep } from './OtpStep';
import { announceFailure, announceOtpSent, ensureOnline } from './otp-toasts';
import { lazyResolver } from './lazy-resolver';
import { completeSignIn } from '../../session/sign-in-out';
import { FullNameField, PhoneNumberField, UsernameField } from './PersonFields';
import { AccountSummary } from './AccountSummary';

/** The form's checks, loaded when the form is first touched (lazy-resolver.ts). */
const signUpChecks = lazyResolver<SignUpFormInput, SignUpForm>(() => import('./auth-checks').then((m) => m.signUpChecks), () => MESSAGES.sendOtpFailedTitle);

/** SPEC §9: redirect after sign-up. */
export const SIGN_UP_REDIRECT_MS = 2000;

type Step =
  | { name: 'form' }
  | { name: 'otp'; values: SignUpForm; developmentOtp: string | undefined }
  | { name: 'success'; user: SessionUser };

/** Sign-up (SPEC §2, §4): form -> otp-verification -> success -> redirect after 2 seconds. */
export function SignUpPanel() {
  const [draft, setDraft] = useState<SignUpFormInput>({ fullName: '', username: '', phoneNumber: '', role: 'member' });
  const [step, setStep] = useState<Step>({ name: 'form' });

  const requestCode = async (values: SignUpForm): Promise<void> => {
    if (!ensureOnline(MESSAGES.sendOtpFailedTitle)) return;
    try {
      const sent = await sendOtp({ phoneNumber: values.phoneNumber });
      announceOtpSent(values.phoneNumber, sent);
      setStep({ name: 'otp', values, developmentOtp: sent.developmentOtp });
    } catch (error) {
      announceFailure(MESSAGES.sendOtpFailedTitle, error, MESSAGES.tryLater);
    }
  };

  const verify = async (values: SignUpForm, otp: string) => {
    if (!ensureOnline(MESSAGES.registrationFailedTitle)) return;
    try {
      const user = await registerWithOtp({ ...values, otp });
      toast({ title: auth_accountCreated(), description: auth_welcomeRole({ role: roleLabel(user.role) }) });
      setStep({ name: 'success', user });
    } catch (error) {
      announceFailure(MESSAGES.registrationFailedTitle, error, MESSAGES.tryLater);
    }
  };

  switch (step.name) {
    case 'form':
      return <SignUpFormStep defaultValues={draft} onDraft={setDraft} onSubmit={requestCode} />;
    case 'otp':
      return (
        <OtpStep
          phoneNumber={step.values.phoneNumber}
          developmentOtp={step.developmentOtp}
          verifyLabel={auth_verifyCreate()}
          backLabel={auth_backToForm()}
          onVerify={(otp) => verify(step.values, otp)}
          onBack={() => setStep({ name: 'form' })}
          onResend={() => requestCode(step.values)}
        />
      );
    case 'success':
      return <SignUpSuccess user={step.user} />;
  }
}

function SignUpFormStep({
  defaultValues,
  onDraft,
  onSubmit,
}: {
  defaultValues: SignUpFormInput;
  onDraft: (draft: SignUpFormInput) => void;
  onSubmit: (values: SignUpForm) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormInput, unknown, SignUpForm>({ resolver: signUpChecks, defaultValues });

  return (
    <form
      noValidate
      onFocus={signUpChecks.preload}
      onPointerDown={signUpChecks.preload}
      onSubmit={handleSubmit(async (values) => {
        onDraft(getValues());
        await onSubmit(values);
      }, signUpChecks.onInvalid)}
      className="flex flex-col gap-4"
    >
      <FullNameField field={register('fullName')} error={errors.fullName?.message} />
      <UsernameField field={register('username')} hint={auth_nicknameHint()} error={errors.username?.message} />
      <PhoneNumberField field={register('phoneNumber')} error={errors.phoneNumber?.message} />
      <FormField label={auth_accountType()} error={errors.role?.message}>
        {(a11y) => (
          <select {...a11y} {...register('role')} className="select w-full">
            <option value="member">{auth_roleMember()}</option>
            <option value="admin">{auth_roleAdmin()}</option>
          </select>
        )}
      </FormField>
      <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary btn-block">
        {auth_sendOtpSms()}
      </BusyButton>
    </form>
  );
}

/** Step 3: the new account, then the dashboard after 2 seconds or on 'Continue to Dashboard'. */
function SignUpSuccess({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const done = useRef(false);

  // The session is stored only when leaving this card: once it is stored, '/' shows the
  // dashboard instead of this screen and the card would vanish before its 2 seconds.
  const continueToDashboard = useCallback(() => {
    if (done.current) return;
    done.current = true;
    completeSignIn(user);
    void navigate({ to: homePathFor(user.role) });
  }, [navigate, user]);

  useEffect(() => {
    const timer = setTimeout(continueToDashboard, SIGN_UP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [continueToDashboard]);

  return (
    <div className="flex flex-col items-center gap-4 text-center" role="status">
      <div className="flex size-14 items-center justify-center rounded-full bg-success/15 text-success">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
      <h2 className="text-xl font-bold">{auth_accountCreated()}</h2>
      <AccountSummary user={user} />
      <button type="button" onClick={continueToDashboard} className="btn btn-primary btn-block">
        {auth_continueToDashboard()}
      </button>
    </div>
  );
}
