/**
 * Signing in and up: the screens and calls other features reuse (the join wizard asks for a code with them).
 * Other features import this folder only through this file (scripts/import-graph.mjs checks it).
 */
export { AccountSummary } from './AccountSummary';
export { AuthScreen } from './AuthScreen';
export { OtpStep } from './OtpStep';
export { FullNameField, PhoneNumberField, UsernameField } from './PersonFields';
export { loginWithOtp, sendLoginOtp } from './auth-api';
export { announceFailure, announceOtpSent, ensureOnline } from './otp-toasts';
export { loadOtpStep } from './lazy';
