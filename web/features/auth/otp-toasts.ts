import type { OtpSent } from '../../../shared/auth-schemas';
import { auth_developmentMode, auth_developmentModeCode, auth_otpSent, auth_otpSentSms } from '../../../shared/i18n/paraglide/messages.js';
import { errorMessage, offlineMessage } from '../../lib/api';
import { toast } from '../../ui/toast-store';

/** The success toasts after a code was sent (SPEC §8), plus the development code when given. */
export function announceOtpSent(phoneNumber: string, sent: OtpSent): void {
  toast({ title: auth_otpSent(), description: auth_otpSentSms({ phoneNumber }) });
  if (sent.developmentOtp) {
    console.log(`Development OTP for ${phoneNumber}: ${sent.developmentOtp}`);
    toast({ title: auth_developmentMode(), description: auth_developmentModeCode({ code: sent.developmentOtp }) });
  }
}

/** A destructive toast: the server's message, the offline text, or the spec's fallback. */
export function announceFailure(title: string, error: unknown, fallback: string): void {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}

/**
 * Login and sign-up need the server. When the browser knows it is offline, say so at once
 * instead of waiting for a request to time out on a weak signal. Returns false when offline.
 */
export function ensureOnline(title: string): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    toast({ title, description: offlineMessage(), variant: 'destructive' });
    return false;
  }
  return true;
}
