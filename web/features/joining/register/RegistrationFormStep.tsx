import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { groupRegisterWithOtpSchema } from '../../../../shared/auth-schemas';
import {
  registration_back,
  registration_createAccountFor,
  registration_sameNameHint,
  registration_sendOtpWhatsApp,
  registration_yourInformation,
} from '../../../../shared/i18n/paraglide/messages.js';
import { BusyButton } from '../../../ui/BusyButton';
import { withMarkup } from '../../../ui/with-markup';
import { JoinNeedsConnectionNote } from './LookupStates';
import { FullNameField, PhoneNumberField, UsernameField } from '../../auth';

/** Step 2's fields: the group registration body without the code (SPEC §5 rules). */
export const yourInformationSchema = groupRegisterWithOtpSchema.omit({ otp: true });
export type YourInformationInput = z.input<typeof yourInformationSchema>;
export type YourInformation = z.output<typeof yourInformationSchema>;

/** Wizard step 2, registration: 'Your Information' and 'Send OTP via WhatsApp'. */
export function RegistrationFormStep({
  groupName,
  defaultValues,
  online,
  headingRef,
  onDraft,
  onSubmit,
  onBack,
}: {
  groupName: string;
  defaultValues: YourInformationInput;
  online: boolean;
  headingRef: (element: HTMLHeadingElement | null) => void;
  onDraft: (draft: YourInformationInput) => void;
  onSubmit: (values: YourInformation) => Promise<void>;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(yourInformationSchema), defaultValues });

  const back = () => {
    onDraft(getValues());
    onBack();
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        onDraft(getValues());
        await onSubmit(values);
      })}
      className="flex flex-col gap-4"
    >
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {registration_yourInformation()}
        </h1>
        <p className="mt-1 text-sm text-base-content/75">
          {withMarkup((mark) => registration_createAccountFor({ groupName: mark }), <span className="font-semibold">{groupName}</span>)}
        </p>
      </div>
      <FullNameField field={register('fullName')} error={errors.fullName?.message} />
      <UsernameField field={register('username')} hint={registration_sameNameHint()} error={errors.username?.message} />
      <PhoneNumberField field={register('phoneNumber')} error={errors.phoneNumber?.message} />
      {!online ? <JoinNeedsConnectionNote /> : null}
      <BusyButton type="submit" busy={isSubmitting} className="btn btn-primary btn-block">
        {registration_sendOtpWhatsApp()}
      </BusyButton>
      <button type="button" onClick={back} disabled={isSubmitting} className="btn btn-ghost btn-block">
        {registration_back()}
      </button>
    </form>
  );
}
