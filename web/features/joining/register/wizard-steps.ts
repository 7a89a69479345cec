import { lazy } from 'react';
import { loadOtpStep } from '../../auth';

/**
 * The wizard's form steps, loaded apart from the group-info step: they carry react-hook-form and
 * the form's zod resolver, which a visitor who only looks at the group never needs (issue 12:
 * the WhatsApp link on 2G). `preloadWizardSteps` starts the download when the group is on screen,
 * so 'Join Group' (online or not by then) opens the form at once. The wizard's calls check their
 * answers with zod, so they load with the steps too.
 */
const loadForm = () => import('./RegistrationFormStep');
const loadExisting = () => import('./ExistingAccountStep');
const loadOtp = loadOtpStep;

/** The wizard's send-OTP and register calls (registration-calls.ts). */
export const loadWizardCalls = () => import('./registration-calls');

export const RegistrationFormStep = lazy(() => loadForm().then((m) => ({ default: m.RegistrationFormStep })));
export const ExistingAccountStep = lazy(() => loadExisting().then((m) => ({ default: m.ExistingAccountStep })));
export const OtpStep = lazy(() => loadOtp().then((m) => ({ default: m.OtpStep })));

export function preloadWizardSteps(): void {
  void Promise.all([loadForm(), loadExisting(), loadOtp(), loadWizardCalls()]).catch(() => {
    // Offline before they arrived: the step loads when it is opened, as any route would.
  });
}
