/**
 * The auth calls of SPEC §7, each answer checked against its shared schema. The schemas (and
 * zod) are loaded with the first call, not with the login screen (lazy-resolver.ts says why).
 */
import type { OtpSent, Role, SessionUser } from '../../../shared/auth-schemas';
import { api, OfflineError, type Parser } from '../../lib/api';
import { currentLocale } from '../../lib/locale';

/** The register call needs a password field; OTP-only accounts send this fixed placeholder. */
export const OTP_ONLY_PASSWORD = 'otp-only';

// Its module not loaded yet and no signal to load it: the call fails as offline, as its request would.
const schemas = () =>
  import('../../../shared/auth-schemas').catch((error: unknown) => {
    throw new OfflineError({ cause: error });
  });

async function userAnswer(): Promise<Parser<SessionUser>> {
  const { sessionUserSchema } = await schemas();
  return { parse: (data) => sessionUserSchema.parse((data as { user?: unknown } | undefined)?.user) };
}

export async function sendLoginOtp(body: { username: string; phoneNumber: string }): Promise<OtpSent> {
  return api.post('/api/auth/send-login-otp', body, (await schemas()).otpSentSchema);
}

export async function loginWithOtp(body: { username: string; phoneNumber: string; otp: string }): Promise<SessionUser> {
  return api.post('/api/auth/login-with-otp', body, await userAnswer());
}

export async function sendOtp(body: { phoneNumber: string }): Promise<OtpSent> {
  return api.post('/api/auth/send-otp', body, (await schemas()).otpSentSchema);
}

export async function registerWithOtp(body: {
  fullName: string;
  username: string;
  phoneNumber: string;
  role: Role;
  otp: string;
}): Promise<SessionUser> {
  // The new account starts in the language its owner is reading.
  return api.post('/api/auth/register-with-otp', { ...body, password: OTP_ONLY_PASSWORD, locale: currentLocale() }, await userAnswer());
}
