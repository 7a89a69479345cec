import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendLoginOtpSchema, type SendLoginOtp, type SessionUser } from '../../../../shared/auth-schemas';
import { errors_invalidLoginDetails, errors_invalidOtpOrLogin, errors_loginFailedTitle, errors_phoneTaken, auth_phoneNumber, auth_sendOtpSms, registration_back, registration_logInToJoin, registration_loginCodeNote, registration_useAnotherNumber, registration_verifyJoin } from '../../../../shared/i18n/paraglide/messages.js';
import { BusyButton } from '../../../ui/BusyButton';
import { withMarkup } from '../../../ui/with-markup';
import { announceFailure, announceOtpSent, ensureOnline, loginWithOtp, OtpStep, sendLoginOtp, UsernameField } from '../../auth';
import { JoinNeedsConnectionNote } from './LookupStates';

/**
 * The wizard's way in for a phone that already has an account: log in right here (the login
 * code goes to the same phone), then the wizard joins the group. The phone is the one just
 * typed; the username starts as typed too, since login needs the account's username and phone
 * together. `onSignedIn` gets the user once the code is verified.
 */
export function ExistingAccountStep({
  groupName,
  phoneNumber,
  username,
  online,
  headingRef,
  onSignedIn,
  onBack,
}: {
  groupName: string;
  /** E.164, as the registration form normalised it. */
  phoneNumber: string;
  username: string;
  online: boolean;
  headingRef: (element: HTMLHeadingElement | null) => void;
  onSignedIn: (user: SessionUser) => Promise<void>;
  onBack: () => void;
}) {
  const [sentTo, setSentTo] = useState<{ values: SendLoginOtp; developmentOtp: string | undefined } | null>(null);
  const [typedUsername, setTypedUsername] = useState(username);

  const requestCode = async (values: SendLoginOtp): Promise<void> => {
    if (!ensureOnline(errors_loginFailedTitle())) return;
    try {
      const sent = await sendLoginOtp(values);
      announceOtpSent(values.phoneNumber, sent);
      setSentTo({ values, developmentOtp: sent.developmentOtp });
    } catch (error) {
      announceFailure(errors_loginFailedTitle(), error, errors_invalidLoginDetails());
    }
  };

  const verify = async (values: SendLoginOtp, otp: string): Promise<void> => {
    if (!ensureOnline(errors_loginFailedTitle())) return;
    let user: SessionUser;
    try {
      user = await loginWithOtp({ ...values, otp });
    } catch (error) {
      return announceFailure(errors_loginFailedTitle(), error, errors_invalidOtpOrLogin());
    }
    await onSignedIn(user);
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {registration_logInToJoin()}
        </h1>
        <p className="mt-1 text-sm text-base-content/75">
          {errors_phoneTaken()}{' '}
          {withMarkup((mark) => registration_loginCodeNote({ groupName: mark }), <span className="font-semibold">{groupName}</span>)}
        </p>
      </div>
      {!online ? <JoinNeedsConnectionNote /> : null}
      {sentTo ? (
        <OtpStep
          phoneNumber={sentTo.values.phoneNumber}
          developmentOtp={sentTo.developmentOtp}
          verifyLabel={registration_verifyJoin()}
          backLabel={registration_back()}
          onVerify={(otp) => verify(sentTo.values, otp)}
          onBack={() => setSentTo(null)}
          onResend={() => requestCode(sentTo.values)}
        />
      ) : (
        <LoginToJoinForm
          phoneNumber={phoneNumber}
          username={typedUsername}
          onSubmit={async (values) => {
            setTypedUsername(values.username);
            await requestCode(values);
          }}
          onBack={onBack}
        />
      )}
    </div>
  );
}

/** Username (prefilled) and the fixed phone, then 'Send OTP via SMS' (the login code's channel). */
function LoginToJoinForm({
  phoneNumber,
  username,
  onSubmit,
  onBack,
}: {
  phoneNumber: string;
  username: string;
  onSubmit: (values: SendLoginOtp) => Promise<void>;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(sendLoginOtpSchema), defaultValues: { username, phoneNumber } });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <dl className="rounded-box bg-base-200 px-3 py-2 text-sm">
        <dt className="text-base-content/70">{auth_phoneNumber()}</dt>
        <dd className="font-medium">{phoneNumber}</dd>
      </dl>
      <UsernameField field={register('username')} error={errors.username?.message} />
      <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary btn-block">
        {auth_sendOtpSms()}
      </BusyButton>
      <button type="button" onClick={onBack} disabled={isSubmitting} className="btn btn-ghost btn-block">
        {registration_useAnotherNumber()}
      </button>
    </form>
  );
}
