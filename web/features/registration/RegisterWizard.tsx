import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import { errorMessage, OfflineError } from '../../lib/api';
import { useOnline } from '../../lib/use-online';
import { useHoldHandover } from '../../lib/handover-gate';
import { usePageNavigate } from '../../ui/page-navigation';
import { requestSync } from '../../sync/trigger';
import { toast } from '../../ui/toast-store';
import { completeSignIn } from '../auth/sign-in-out';
import { JoinNeedsConnectionNote } from './LookupStates';
import { useCurrentUser } from '../auth/use-current-user';
import type { GroupSummary } from './group-summary';
import { GroupInfoStep } from './GroupInfoStep';
import { announceNeedsConnection, joinAsSignedIn, knownOffline } from './join-action';
import { storePendingGroupJoin, takePendingGroupJoin } from './pending-group-join';
import { isPhoneAlreadyRegistered } from './registration-api';
import type { YourInformation, YourInformationInput } from './RegistrationFormStep';
import { ExistingAccountStep, loadWizardCalls, OtpStep, preloadWizardSteps, RegistrationFormStep } from './wizard-steps';
import { RegistrationSuccess } from './RegistrationSuccess';

type Step =
  | { name: 'group-info' }
  | { name: 'registration' }
  | { name: 'otp-verification'; values: YourInformation; developmentOtp: string | undefined }
  | { name: 'existing-account'; values: YourInformation }
  | { name: 'success'; user: SessionUser; note: string };

const NEW_MEMBER_NOTE = 'Your account is ready and you are now a member of the group.';

/**
 * The group registration wizard (SPEC §2, §4): group-info -> registration (Join Group while
 * logged out) -> otp-verification (after the code is sent) -> success. Back goes one step back.
 * A signed-in user's 'Join Group' joins at once and goes to /member. A phone that already has an
 * account goes from registration to existing-account: log in there, join, then success.
 */
export function RegisterWizard({
  group,
  link,
  highlightPurseId = null,
}: {
  group: GroupSummary;
  link: string;
  highlightPurseId?: string | null;
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

  const announceJoined = () => toast({ title: 'Successfully Joined!', description: `You are now a member of ${group.name}` });

  const joinDirectly = async (signedIn: SessionUser) => {
    setJoining(true);
    const joined = await joinAsSignedIn(group.id, signedIn.id, {
      title: MESSAGES.joinGroupFailedTitle,
      fallback: MESSAGES.tryLater,
    });
    setJoining(false);
    if (joined.status === 'failed') return;
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
    const joined = await joinAsSignedIn(group.id, signedIn.id, { title: MESSAGES.joinGroupFailedTitle, fallback: MESSAGES.tryLater });
    if (joined.status === 'failed') return setStep({ name: 'group-info' });
    if (joined.status === 'joined') announceJoined();
    setStep({
      name: 'success',
      user: signedIn,
      note: joined.status === 'joined' ? 'You are logged in and now a member of the group.' : joined.message,
    });
  };

  const requestCode = async (values: YourInformation): Promise<void> => {
    if (knownOffline()) return announceNeedsConnection(MESSAGES.sendOtpFailedTitle);
    try {
      const { sendGroupOtp } = await loadWizardCalls();
      const sent = await sendGroupOtp(values.phoneNumber);
      toast({
        title: 'OTP Sent!',
        description: `Verification code sent to ${values.phoneNumber}. Check your WhatsApp messages.`,
      });
      if (sent.developmentOtp) {
        console.log(`Development OTP for ${values.phoneNumber}: ${sent.developmentOtp}`);
        toast({ title: 'Development Mode', description: `Your verification code is ${sent.developmentOtp}` });
      }
      setStep({ name: 'otp-verification', values, developmentOtp: sent.developmentOtp });
    } catch (error) {
      if (error instanceof OfflineError) return announceNeedsConnection(MESSAGES.sendOtpFailedTitle);
      if (isPhoneAlreadyRegistered(error)) return setStep({ name: 'existing-account', values });
      toast({ title: MESSAGES.sendOtpFailedTitle, description: errorMessage(error, MESSAGES.tryLater), variant: 'destructive' });
    }
  };

  const verify = async (values: YourInformation, otp: string): Promise<void> => {
    if (knownOffline()) return announceNeedsConnection(MESSAGES.registrationFailedTitle);
    try {
      const { registerInGroup } = await loadWizardCalls();
      const newUser = await registerInGroup(group.id, { ...values, otp });
      // The server has set the session cookie: keep the local session in step with it at once,
      // so closing the tab on the success card does not leave a half signed-in phone. A link
      // saved by an earlier 'Login' is done with: honouring it now would leave this card.
      takePendingGroupJoin();
      completeSignIn(newUser);
      requestSync();
      toast({ title: 'Registration Successful!', description: `Welcome to ${group.name}! You can now make contributions.` });
      setStep({ name: 'success', user: newUser, note: NEW_MEMBER_NOTE });
    } catch (error) {
      if (error instanceof OfflineError) return announceNeedsConnection(MESSAGES.registrationFailedTitle);
      toast({ title: MESSAGES.registrationFailedTitle, description: errorMessage(error, MESSAGES.tryLater), variant: 'destructive' });
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
              storePendingGroupJoin(link);
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
            <h1 className="text-2xl font-bold">Verify Your Number</h1>
            {!online ? <JoinNeedsConnectionNote /> : null}
            <OtpStep
              phoneNumber={step.values.phoneNumber}
              developmentOtp={step.developmentOtp}
              verifyLabel="Verify & Join Group"
              backLabel="Back"
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
        return <RegistrationSuccess groupName={group.name} user={step.user} note={step.note} headingRef={headingRef} />;
    }
  };
  // The form steps load apart (wizard-steps.ts); usually they are there before 'Join Group' is tapped.
  return <Suspense fallback={<span className="loading loading-spinner" aria-label="Loading" />}>{renderStep()}</Suspense>;
}
