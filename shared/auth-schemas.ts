import * as z from 'zod';
import { MESSAGES, zodError } from './errors';
import { localeSchema } from './locale-schema';
import { phoneSchema } from './phone';
import { hasUnsafeCharacters, mixesScripts, normalizeUsername, unsafeCharactersMessage } from './text';
import { safeText } from './text-schema';

/**
 * A sign-up username (the nickname used in the WhatsApp group): NFKC without invisible
 * characters (normalizeUsername), trimmed, 3 to 20 characters, one alphabet, no control or bidi
 * characters. Look-alike twins thus become the same username, which is then taken.
 * @example usernameSchema.parse('  ａｄａ\u200b ') === 'ada'
 */
export const usernameSchema = z
  .string(zodError('usernameRequired'))
  .transform((raw, ctx) => {
    // Checked before normalising: bidi overrides are invisible too and would be stripped silently.
    if (hasUnsafeCharacters(raw)) {
      ctx.addIssue({ code: 'custom', message: unsafeCharactersMessage('Username') });
      return z.NEVER;
    }
    const username = normalizeUsername(raw).trim();
    if (mixesScripts(username)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.usernameMixedScripts });
      return z.NEVER;
    }
    return username;
  })
  .pipe(z.string().min(3, zodError('usernameTooShort')).max(20, zodError('usernameTooLong')));

/**
 * A login username: trimmed and non-empty only, so an account made under older rules can still log in.
 * @example loginUsernameSchema.safeParse(' ').error?.issues[0]?.message === 'Username is required'
 */
export const loginUsernameSchema = z
  .string(zodError('usernameRequired'))
  .trim()
  .min(1, zodError('usernameRequired'));

/**
 * A full name: trimmed, 2 to 100 characters, no control or bidi characters.
 * @example fullNameSchema.parse(' Ada Obi ') === 'Ada Obi'
 */
export const fullNameSchema = safeText(
  z.string(zodError('fullNameRequired')).trim().min(2, zodError('fullNameRequired')).max(100, zodError('fullNameTooLong')),
  'Full name',
);

/**
 * The account type chosen at sign-up.
 * @example roleSchema.parse('admin') === 'admin'
 */
export const roleSchema = z.enum(['admin', 'member'], zodError('roleRequired'));

/** An account type. @example const role: Role = 'member' */
export type Role = z.infer<typeof roleSchema>;

/**
 * A one-time code: exactly 6 digits (surrounding whitespace from a paste is trimmed).
 * @example otpSchema.parse('123456') === '123456'
 */
export const otpSchema = z
  .string(zodError('otpInvalid'))
  .trim()
  .regex(/^\d{6}$/, zodError('otpInvalid'));

/**
 * POST /api/auth/send-login-otp.
 * @example sendLoginOtpSchema.parse({ username: 'ada', phoneNumber: '08031234567' }).phoneNumber === '+2348031234567'
 */
export const sendLoginOtpSchema = z.object({ username: loginUsernameSchema, phoneNumber: phoneSchema });
/** The login form's step 1 values. @example const v: SendLoginOtpInput = { username: 'ada', phoneNumber: '0803 123 4567' } */
export type SendLoginOtpInput = z.input<typeof sendLoginOtpSchema>;
/** A validated send-login-otp body. @example const b: SendLoginOtp = { username: 'ada', phoneNumber: '+2348031234567' } */
export type SendLoginOtp = z.output<typeof sendLoginOtpSchema>;

/**
 * POST /api/auth/login-with-otp.
 * @example loginWithOtpSchema.parse({ username: 'ada', phoneNumber: '+2348031234567', otp: '123456' })
 */
export const loginWithOtpSchema = z.object({
  username: loginUsernameSchema,
  phoneNumber: phoneSchema,
  otp: otpSchema,
  locale: localeSchema.optional(),
});
/** Login-with-otp values before validation. @example const v: LoginWithOtpInput = { username: 'ada', phoneNumber: '08031234567', otp: '123456' } */
export type LoginWithOtpInput = z.input<typeof loginWithOtpSchema>;
/** A validated login-with-otp body. @example const b: LoginWithOtp = { username: 'ada', phoneNumber: '+2348031234567', otp: '123456' } */
export type LoginWithOtp = z.output<typeof loginWithOtpSchema>;

/**
 * POST /api/auth/send-otp (sign-up and the registration wizard). `channel` is how the code travels:
 * sign-up sends by SMS (the default); the wizard's button is 'Send OTP via WhatsApp'.
 * @example sendOtpSchema.parse({ phoneNumber: '+447911123456', channel: 'whatsapp' })
 */
export const sendOtpSchema = z.object({ phoneNumber: phoneSchema, channel: z.enum(['sms', 'whatsapp']).optional() });
/** Send-otp values before validation. @example const v: SendOtpInput = { phoneNumber: '0803 123 4567' } */
export type SendOtpInput = z.input<typeof sendOtpSchema>;
/** A validated send-otp body. @example const b: SendOtp = { phoneNumber: '+2348031234567' } */
export type SendOtp = z.output<typeof sendOtpSchema>;

/**
 * The sign-up form's step 1; role defaults to member.
 * @example signUpFormSchema.parse({ fullName: 'Ada Obi', username: 'ada', phoneNumber: '08031234567' }).role === 'member'
 */
export const signUpFormSchema = z.object({
  fullName: fullNameSchema,
  username: usernameSchema,
  phoneNumber: phoneSchema,
  role: roleSchema.default('member'),
});
/** The sign-up form's values. @example const v: SignUpFormInput = { fullName: 'Ada Obi', username: 'ada', phoneNumber: '08031234567' } */
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
/** Validated sign-up form values. @example const v: SignUpForm = { fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348031234567', role: 'member' } */
export type SignUpForm = z.output<typeof signUpFormSchema>;

/**
 * POST /api/auth/register-with-otp. The spec's client sends a fixed placeholder password; it is
 * accepted and ignored (login is by OTP only).
 * @example registerWithOtpSchema.parse({ fullName: 'Ada Obi', username: 'ada', phoneNumber: '08031234567', role: 'admin', otp: '123456' })
 */
export const registerWithOtpSchema = z.object({
  fullName: fullNameSchema,
  username: usernameSchema,
  phoneNumber: phoneSchema,
  role: roleSchema.default('member'),
  password: z.string().optional(),
  otp: otpSchema,
  /** The language picked before signing up (issue 15); English when left out. */
  locale: localeSchema.optional(),
});
/** Register-with-otp values before validation. @example const v: RegisterWithOtpInput = { fullName: 'Ada Obi', username: 'ada', phoneNumber: '08031234567', otp: '123456' } */
export type RegisterWithOtpInput = z.input<typeof registerWithOtpSchema>;
/** A validated register-with-otp body. @example const b: RegisterWithOtp = { fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348031234567', role: 'member', otp: '123456' } */
export type RegisterWithOtp = z.output<typeof registerWithOtpSchema>;

/**
 * POST /api/groups/{groupId}/register-with-otp (the group registration wizard; always a member).
 * @example groupRegisterWithOtpSchema.parse({ fullName: 'Ada Obi', username: 'ada', phoneNumber: '08031234567', otp: '123456' })
 */
export const groupRegisterWithOtpSchema = z.object({
  fullName: fullNameSchema,
  username: usernameSchema,
  phoneNumber: phoneSchema,
  otp: otpSchema,
});
/** Group registration values before validation. @example const v: GroupRegisterWithOtpInput = { fullName: 'Ada Obi', username: 'ada', phoneNumber: '08031234567', otp: '123456' } */
export type GroupRegisterWithOtpInput = z.input<typeof groupRegisterWithOtpSchema>;
/** A validated group registration body. @example const b: GroupRegisterWithOtp = { fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348031234567', otp: '123456' } */
export type GroupRegisterWithOtp = z.output<typeof groupRegisterWithOtpSchema>;

/**
 * The signed-in user as the server answers it and the client stores it under 'currentUser'.
 * Fields are plain strings, not the sign-up rules, so a stored user never fails to load.
 * @example sessionUserSchema.parse(JSON.parse(localStorage.getItem('currentUser') ?? 'null'))
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  username: z.string(),
  phoneNumber: z.string(),
  role: roleSchema,
  /** The user's language (issue 15); a session stored before it has none, and an unknown one is dropped, not a failed session. */
  locale: localeSchema.optional().catch(undefined),
});
/** The signed-in user. @example const u: SessionUser = { id: 'u1', fullName: 'Ada Obi', username: 'ada', phoneNumber: '+2348031234567', role: 'member' } */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The answer to both send-OTP calls; developmentOtp only outside production.
 * @example otpSentSchema.parse({ expiresAt: '2025-03-10T12:10:00.000Z' })
 */
export const otpSentSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true }),
  developmentOtp: z.string().optional(),
});
/** A send-OTP answer. @example const a: OtpSent = { expiresAt: '2025-03-10T12:10:00.000Z', developmentOtp: '123456' } */
export type OtpSent = z.infer<typeof otpSentSchema>;
