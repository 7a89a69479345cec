import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SessionUser } from '../../../../shared/auth-schemas';
import { errors_joinGroupFailedTitle, errors_registrationFailedTitle, errors_sendOtpFailedTitle, errors_tryLater, auth_developmentMode, auth_developmentModeCode, auth_otpSent, registration_back, registration_joined, registration_joinedText, registration_loading, registration_loggedInMember, registration_newMemberNote, registration_otpSentWhatsApp, registration_registered, registration_registeredText, registration_verifyJoin, registration_verifyNumber } from '../../../../shared/i18n/paraglide/messages.js';
import { errorMessage, OfflineError } from '../../../lib/api';
import { useOnline } from '../../../lib/use-online';
import { useHoldHandover } from '../../../lib/handover-gate';
import { usePageNavigate } from '../../../ui/page-navigation';
import { requestSync } from '../../../data/sync-trigger';
import { toast } from '../../../ui/toast-store';
import { completeSignIn } from '../../../session/sign-in-out';
import { JoinNeedsConnectionNote } from './LookupStates';
import { useCurrentUser } from '../../../session/use-current-user';
import type { GroupSummary } from './group-summary';
import { GroupInfoStep } from './GroupInfoStep';
import { announceNeedsConnection, joinAsSignedIn, knownOffline } from './join-action';
import { storePendingGroupJoin, takePendingGroupJoin } from './pending-group-join';
import { payPurseHref } from './purse-link';
import { isPhoneAlreadyRegistered } from './registration-api';
import type { YourInformation, YourInformationInput } from './RegistrationFormStep';
import { ExistingAccountStep, loadWizardCalls, OtpStep, preloadWizardSteps, RegistrationFormStep } from './wizard-steps';
import { RegistrationSuccess } from './RegistrationSuccess';

type Step =
  | { name: 'group-info' }
  | { name: 'registration' }
  | { name: 'otp-verification'; values: YourInformation; developmentOtp: string | undefined }
  | { name: 'existing-account'; values: YourInformation }
  // The note is read at render, so it follows a language switch (the server's words stay as sent).
  | { name: 'success'; user: SessionUser; note: () => string };

/** The purse link the wizard was opened by (/{groupSlug}/{purseSlug}): where a member is led to pay. */
export interface PurseLink {
  groupSlug: string;
  purseSlug: string;
  /** A login in the wizard showed someone already in the group: the link takes them on to paying. */
  onMemberLoggedIn: () => void;
}

/**
 * The group registration wizard (SPEC §2, §4): group-info -> registration (Join Group while
 * logged out) -> otp-verification (after the code is sent) -> success. Back goes one step back.
 * A signed-in user's 'Join Group' joins at once and goes to /member. A phone that already has an
 * account goes from registration to existing-account: log in there, join, then success.
 * Opened by a purse's link (`purseLink`), someone who turns out to be in the group already is
 * led to paying that purse instead (the 'Pay here' of the roll-call and reminders), and 'Login'
 * comes back to that link.
 */
export function RegisterWizard({
  group,
  link,
  highlightPurseId = null,
  purseLink = null,
}: {
  group: GroupSummary;
  link: string;
  highlightPurseId?: string | null;
  purseLink?: PurseLink | null;
}) {
  const user = useCurrentUser();
  const online = useOnline();
  const navigate = usePageNavigate();
  const [step, setStep] = useState<Step>({ name: 'group-info' });
  const [draft, setDraft] = useState<YourInformationInput>({ fullName: '', username: '', phoneNumber: '' });
  const [joining, setJoining] = useState(false);
  // Past its first step, or with a draft kept for it, the wizard holds what the visitor typed:
  // the first paint (web/public-first-paint) stays until the wizard is back and empty.
  const drafted = draft.fullName !== '' || draft.username !== '' || draft.phoneNumber !== '';
  useHoldHandover(step.name !== 'group-info' || joining || drafted);

  // Each step's heading takes focus when the step changes, so screen readers hear where they are.
  // Not on first render: the page then starts at the top as usual.
  const heading = useRef<HTMLHeadingElement | null>(null);
  const moved = useRef(false);
  const headingRef = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element;
  }, []);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    if (step.name !== 'otp-verification') heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step.name]);

  // After the group is on screen, on idle: the form steps are not needed to show it.
  useEffect(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(preloadWizardSteps, { timeout: 3000 });
    else setTimeout(preloadWizardSteps, 1000);
  }, []);

  const announceJoined = () => toast({ title: registration_joined(), description: registration_joinedText({ groupName: group.name }) });

  const joinDirectly = async (signedIn: SessionUser) => {
    setJoining(true);
    const joined = await joinAsSignedIn(group.id, signedIn.id, {
      title: errors_joinGroupFailedTitle(),
      fallback: errors_tryLater(),
    });
    setJoining(false);
    if (joined.status === 'failed') return;
    // In the group already, come by a purse's link: what they came for is paying it.
    if (joined.status === 'already-in' && purseLink && highlightPurseId) return navigate(payPurseHref(highlightPurseId));
    if (joined.status === 'joined') announceJoined();
    else toast({ title: joined.message });
    navigate('/member');
  };

  // The existing account is signed in: keep the local session in step with the server's cookie,
  // then join. Already in the group still ends on the success card, saying so. A failed join
  // leaves the user signed in on group-info, where 'Join Group' now joins at once.
  const joinAfterLogin = async (signedIn: SessionUser): Promise<void> => {
    takePendingGroupJoin();
    completeSignIn(signedIn);
    const joined = await joinAsSignedIn(group.id, signedIn.id, { title: errors_joinGroupFailedTitle(), fallback: errors_tryLater() });
    if (joined.status === 'failed') return setStep({ name: 'group-info' });
    // A member on a new phone, come by a purse's link: the link takes them on to paying, once
    // this phone has their groups (SignedInPurseLink waits for that first sync).
    if (joined.status === 'already-in' && purseLink) return purseLink.onMemberLoggedIn();
    if (joined.status === 'joined') announceJoined();
    setStep({
      name: 'success',
      user: signedIn,
      note: joined.status === 'joined' ? registration_loggedInMember : () => joined.message,
    });
  };

  const requestCode = async (values: YourInformation): Promise<void> => {
    if (knownOffline()) return announceNeedsConnection(errors_sendOtpFailedTitle());
    try {
      const { sendGroupOtp } = await loadWizardCalls();
      const sent = await sendGroupOtp(values.phoneNumber);
      toast({ title: auth_otpSent(), description: registration_otpSentWhatsApp({ phoneNumber: values.phoneNumber }) });
      if (sent.developmentOtp) {
        console.log(`Development OTP for ${values.phoneNumber}: ${sent.developmentOtp}`);
        toast({ title: auth_developmentMode(), description: auth_developmentModeCode({ code: sent.developmentOtp }) });
      }
      setStep({ name: 'otp-verification', values, developmentOtp: sent.developmentOtp });
    } catch (error) {
      if (error instanceof OfflineError) return announceNeedsConnection(errors_sendOtpFailedTitle());
      if (isPhoneAlreadyRegistered(error)) return setStep({ name: 'existing-account', values });
      toast({ title: errors_sendOtpFailedTitle(), description: errorMessage(error, errors_tryLater()), variant: 'destructive' });
    }
  };

  const verify = async (values: YourInformation, otp: string): Promise<void> => {
    if (knownOffline()) return announceNeedsConnection(errors_registrationFailedTitle());
    try {
      const { registerInGroup } = await loadWizardCalls();
      const newUser = await registerInGroup(group.id, { ...values, otp });
      // The server has set the session cookie: keep the local session in step with it at once,
      // so closing the tab on the success card does not leave a half signed-in phone. A link
      // saved by an earlier 'Login' is done with: honouring it now would leave this card.
      takePendingGroupJoin();
      completeSignIn(newUser);
      requestSync();
      toast({ title: registration_registered(), description: registration_registeredText({ groupName: group.name }) });
      setStep({ name: 'success', user: newUser, note: registration_newMemberNote });
    } catch (error) {
      if (error instanceof OfflineError) return announceNeedsConnection(errors_registrationFailedTitle());
      toast({ title: errors_registrationFailedTitle(), description: errorMessage(error, errors_tryLater()), variant: 'destructive' });
    }
  };

  const renderStep = () => {
    switch (step.name) {
      case 'group-info':
        return (
          <GroupInfoStep
            group={group}
            highlightPurseId={highlightPurseId}
            signedIn={user !== null}
            online={online}
            joining={joining}
            headingRef={headingRef}
            onJoin={() => (user ? void joinDirectly(user) : setStep({ name: 'registration' }))}
            onLogin={() => {
              storePendingGroupJoin(purseLink ? { kind: 'purse', groupSlug: purseLink.groupSlug, purseSlug: purseLink.purseSlug } : { kind: 'group', link });
              navigate('/');
            }}
          />
        );
      case 'registration':
        return (
          <RegistrationFormStep
            groupName={group.name}
            defaultValues={draft}
            online={online}
            headingRef={headingRef}
            onDraft={setDraft}
            onSubmit={requestCode}
            onBack={() => setStep({ name: 'group-info' })}
          />
        );
      case 'otp-verification':
        return (
          <div className="flex flex-col gap-3">
            <h1 className="text-2xl font-bold">{registration_verifyNumber()}</h1>
            {!online ? <JoinNeedsConnectionNote /> : null}
            <OtpStep
              phoneNumber={step.values.phoneNumber}
              developmentOtp={step.developmentOtp}
              verifyLabel={registration_verifyJoin()}
              backLabel={registration_back()}
              onVerify={(otp) => verify(step.values, otp)}
              onBack={() => setStep({ name: 'registration' })}
              onResend={() => requestCode(step.values)}
            />
          </div>
        );
      case 'existing-account':
        return (
          <ExistingAccountStep
            groupName={group.name}
            phoneNumber={step.values.phoneNumber}
            username={step.values.username}
            online={online}
            headingRef={headingRef}
            onSignedIn={joinAfterLogin}
            onBack={() => setStep({ name: 'registration' })}
          />
        );
      case 'success':
        return <RegistrationSuccess groupName={group.name} user={step.user} note={step.note()} headingRef={headingRef} />;
    }
  };
  // The form steps load apart (wizard-steps.ts); usually they are there before 'Join Group' is tapped.
  return <Suspense fallback={<span className="loading loading-spinner" aria-label={registration_loading()} />}>{renderStep()}</Suspense>;
}
